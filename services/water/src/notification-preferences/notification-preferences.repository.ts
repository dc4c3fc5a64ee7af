import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@inasaku/contracts';

const withDefaults = (p: Partial<NotificationPreferences> | null | undefined): NotificationPreferences => ({
  channels: { ...DEFAULT_NOTIFICATION_PREFERENCES.channels, ...(p?.channels ?? {}) },
  quiet_hours: { ...DEFAULT_NOTIFICATION_PREFERENCES.quiet_hours, ...(p?.quiet_hours ?? {}) },
  reminder: { ...DEFAULT_NOTIFICATION_PREFERENCES.reminder, ...(p?.reminder ?? {}) },
  recovery_notice: p?.recovery_notice ?? DEFAULT_NOTIFICATION_PREFERENCES.recovery_notice,
});

/** One row per user who saved; everyone else has the defaults. */
@Injectable()
export class NotificationPreferencesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async get(accountId: string, userId: string): Promise<NotificationPreferences> {
    const rows = await this.db.query(`SELECT prefs FROM water.notification_preferences WHERE user_id = $1 AND account_id = $2`, [userId, accountId]);
    return withDefaults(rows[0]?.prefs);
  }

  /** The saved preferences of the account's users (a user absent from the map has the defaults). */
  async ofAccount(accountId: string): Promise<Map<string, NotificationPreferences>> {
    const rows = await this.db.query(`SELECT user_id, prefs FROM water.notification_preferences WHERE account_id = $1`, [accountId]);
    return new Map(rows.map((r: { user_id: string; prefs: NotificationPreferences }) => [r.user_id, withDefaults(r.prefs)]));
  }

  async save(accountId: string, userId: string, prefs: NotificationPreferences): Promise<NotificationPreferences> {
    const rows = await this.db.query(
      `INSERT INTO water.notification_preferences (user_id, account_id, prefs) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET account_id = EXCLUDED.account_id, prefs = EXCLUDED.prefs, updated_at = now()
       RETURNING prefs`,
      [userId, accountId, JSON.stringify(prefs)],
    );
    return withDefaults(rows[0].prefs);
  }
}

export { withDefaults as preferencesWithDefaults };
