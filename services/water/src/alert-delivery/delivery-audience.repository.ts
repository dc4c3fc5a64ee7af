import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { NotificationPreferences } from '@inasaku/contracts';
import { preferencesWithDefaults } from '../notification-preferences/notification-preferences.repository';
import type { PushTarget } from '../push-subscriptions/push-subscriptions.repository';

/** What planning needs to know of one account's people. */
export interface AccountAudience {
  subscriptions: PushTarget[];
  /** saved preferences by user; a user absent here has the defaults */
  saved: Map<string, NotificationPreferences>;
  /** user id -> LINE user ID of the linked users */
  lineLinks: Map<string, string>;
  /** the account has a LINE channel switched on with a stored token */
  lineOn: boolean;
}

/**
 * The people of many accounts at once, one query per table: a judgement hands over a notice
 * per account with an alert (a thousand at once), and a query set per account made planning
 * cost more in round trips and statement overhead than the plans themselves.
 */
@Injectable()
export class DeliveryAudienceRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async ofAccounts(accountIds: string[]): Promise<Map<string, AccountAudience>> {
    const out = new Map<string, AccountAudience>();
    for (const id of accountIds) out.set(id, { subscriptions: [], saved: new Map(), lineLinks: new Map(), lineOn: false });
    if (!accountIds.length) return out;
    const [subs, prefs, channels, links] = await Promise.all([
      this.db.query(
        `SELECT id, account_id, user_id, endpoint, p256dh, auth FROM water.push_subscriptions WHERE account_id = ANY($1::uuid[]) ORDER BY id`,
        [accountIds],
      ),
      this.db.query(`SELECT account_id, user_id, prefs FROM water.notification_preferences WHERE account_id = ANY($1::uuid[])`, [accountIds]),
      this.db.query(
        `SELECT account_id FROM water.line_channels WHERE account_id = ANY($1::uuid[]) AND enabled AND token_sealed IS NOT NULL`, [accountIds],
      ),
      this.db.query(`SELECT account_id, user_id, line_user_id FROM water.line_links WHERE account_id = ANY($1::uuid[])`, [accountIds]),
    ]);
    for (const r of subs as Record<string, string>[]) {
      out.get(r.account_id)?.subscriptions.push({ id: String(r.id), userId: r.user_id, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth });
    }
    for (const r of prefs as { account_id: string; user_id: string; prefs: NotificationPreferences }[]) {
      out.get(r.account_id)?.saved.set(r.user_id, preferencesWithDefaults(r.prefs));
    }
    for (const r of channels as { account_id: string }[]) {
      const a = out.get(r.account_id);
      if (a) a.lineOn = true;
    }
    for (const r of links as Record<string, string>[]) out.get(r.account_id)?.lineLinks.set(r.user_id, r.line_user_id);
    return out;
  }
}
