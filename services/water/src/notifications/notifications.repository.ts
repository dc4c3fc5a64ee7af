import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_TYPE_WATER, type NotificationSettings } from '@inasaku/contracts';

function toSettings(r: Record<string, unknown>): NotificationSettings {
  return {
    notification_type: 'water',
    warn_value: r.warn_value === null ? null : Number(r.warn_value),
    warn_unit: r.warn_unit === '1' ? '1' : '0',
    caution_value: r.caution_value === null ? null : Number(r.caution_value),
    caution_unit: r.caution_unit === '1' ? '1' : '0',
    notify: !!r.notify,
  };
}

/** One row per account and notification type ('water'); an account that never saved has the defaults. */
@Injectable()
export class NotificationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async get(accountId: string): Promise<NotificationSettings> {
    const rows = await this.db.query(
      `SELECT * FROM water.notification_settings WHERE account_id = $1 AND notification_type = $2`, [accountId, NOTIFICATION_TYPE_WATER],
    );
    return rows.length ? toSettings(rows[0]) : { ...DEFAULT_NOTIFICATION_SETTINGS };
  }

  /** Many accounts at once (the hourly judgement). */
  async getMany(accountIds: string[]): Promise<Map<string, NotificationSettings>> {
    const out = new Map<string, NotificationSettings>();
    if (!accountIds.length) return out;
    const rows = await this.db.query(
      `SELECT * FROM water.notification_settings WHERE account_id = ANY($1::uuid[]) AND notification_type = $2`,
      [accountIds, NOTIFICATION_TYPE_WATER],
    );
    for (const r of rows) out.set(r.account_id as string, toSettings(r));
    for (const id of accountIds) if (!out.has(id)) out.set(id, { ...DEFAULT_NOTIFICATION_SETTINGS });
    return out;
  }

  /** Values are the validated customDoubleWater text ('' = unset). */
  async save(
    accountId: string,
    s: { warnValue: string | null; warnUnit: string; cautionValue: string | null; cautionUnit: string; notify: boolean },
  ): Promise<NotificationSettings> {
    const rows = await this.db.query(
      `INSERT INTO water.notification_settings (account_id, notification_type, warn_value, warn_unit, caution_value, caution_unit, notify)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (account_id, notification_type) DO UPDATE SET warn_value = EXCLUDED.warn_value, warn_unit = EXCLUDED.warn_unit,
         caution_value = EXCLUDED.caution_value, caution_unit = EXCLUDED.caution_unit, notify = EXCLUDED.notify, updated_at = now()
       RETURNING *`,
      [accountId, NOTIFICATION_TYPE_WATER, s.warnValue, s.warnUnit, s.cautionValue, s.cautionUnit, s.notify],
    );
    return toSettings(rows[0]);
  }
}
