import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PushDevice } from '@inasaku/contracts';
import { toTokyoIso } from '@inasaku/domain';

/** A subscription as the sender needs it. */
export interface PushTarget {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const toDevice = (r: Record<string, unknown>): PushDevice => ({
  id: String(r.id),
  device_name: r.device_name as string,
  created_at: toTokyoIso(r.created_at as Date),
  last_success_at: r.last_success_at ? toTokyoIso(r.last_success_at as Date) : null,
  last_failure: (r.last_failure as string | null) ?? null,
});

/** Web Push subscriptions: one row per user and endpoint, always read within the account. */
@Injectable()
export class PushSubscriptionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Stores or refreshes the user's subscription of this endpoint. An endpoint another user of any
   * account held on this browser is taken over: a browser has one push subscription per origin,
   * so after a sign-in as someone else the previous user must no longer get pushes there.
   */
  async upsert(accountId: string, userId: string, s: { endpoint: string; p256dh: string; auth: string; deviceName: string }): Promise<PushDevice> {
    return this.db.transaction(async (m) => {
      await m.query(`DELETE FROM water.push_subscriptions WHERE endpoint = $1 AND user_id <> $2`, [s.endpoint, userId]);
      const rows = await m.query(
        `INSERT INTO water.push_subscriptions (account_id, user_id, endpoint, p256dh, auth, device_name)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id, endpoint) DO UPDATE SET account_id = EXCLUDED.account_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
           device_name = EXCLUDED.device_name, updated_at = now(), last_failure = NULL
         RETURNING *`,
        [accountId, userId, s.endpoint, s.p256dh, s.auth, s.deviceName],
      );
      return toDevice(rows[0]);
    });
  }

  async listOfUser(accountId: string, userId: string): Promise<PushDevice[]> {
    const rows = await this.db.query(
      `SELECT * FROM water.push_subscriptions WHERE account_id = $1 AND user_id = $2 ORDER BY created_at, id`, [accountId, userId],
    );
    return rows.map(toDevice);
  }

  /** Whether the user's own row was there to delete. */
  async deleteOwn(accountId: string, userId: string, id: string): Promise<boolean> {
    const rows = await this.db.query(
      `DELETE FROM water.push_subscriptions WHERE id = $1 AND account_id = $2 AND user_id = $3 RETURNING id`, [id, accountId, userId],
    );
    return Array.isArray(rows[0]) ? rows[0].length > 0 : rows.length > 0;
  }

  /** Every subscription of the account's users (the sender's targets). */
  async targetsOfAccount(accountId: string): Promise<PushTarget[]> {
    const rows = await this.db.query(
      `SELECT id, user_id, endpoint, p256dh, auth FROM water.push_subscriptions WHERE account_id = $1 ORDER BY id`, [accountId],
    );
    return rows.map((r: Record<string, unknown>) => ({
      id: String(r.id), userId: r.user_id as string, endpoint: r.endpoint as string, p256dh: r.p256dh as string, auth: r.auth as string,
    }));
  }

  async byId(id: string): Promise<PushTarget | null> {
    const rows = await this.db.query(`SELECT id, user_id, endpoint, p256dh, auth FROM water.push_subscriptions WHERE id = $1`, [id]);
    if (!rows.length) return null;
    const r = rows[0];
    return { id: String(r.id), userId: r.user_id, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth };
  }

  /** The push service said the subscription is gone (404/410). */
  async remove(id: string): Promise<void> {
    await this.db.query(`DELETE FROM water.push_subscriptions WHERE id = $1`, [id]);
  }

  async markFailure(id: string, failure: string): Promise<void> {
    await this.db.query(`UPDATE water.push_subscriptions SET last_failure = $2 WHERE id = $1`, [id, failure]);
  }
}
