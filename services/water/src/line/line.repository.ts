import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface LineChannelRow {
  sealed: Buffer | null;
  enabled: boolean;
}

/** The account's LINE channel (token sealed) and its users' LINE user IDs. */
@Injectable()
export class LineRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async channel(accountId: string): Promise<LineChannelRow | null> {
    const rows = await this.db.query(`SELECT token_sealed, enabled FROM water.line_channels WHERE account_id = $1`, [accountId]);
    return rows.length ? { sealed: rows[0].token_sealed ?? null, enabled: !!rows[0].enabled } : null;
  }

  /** `sealed` undefined keeps the stored token; null removes it. */
  async saveChannel(accountId: string, enabled: boolean, sealed: Buffer | null | undefined): Promise<void> {
    if (sealed === undefined) {
      await this.db.query(
        `INSERT INTO water.line_channels (account_id, enabled) VALUES ($1, $2)
         ON CONFLICT (account_id) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
        [accountId, enabled],
      );
      return;
    }
    await this.db.query(
      `INSERT INTO water.line_channels (account_id, enabled, token_sealed) VALUES ($1, $2, $3)
       ON CONFLICT (account_id) DO UPDATE SET enabled = EXCLUDED.enabled, token_sealed = EXCLUDED.token_sealed, updated_at = now()`,
      [accountId, enabled, sealed],
    );
  }

  async link(accountId: string, userId: string): Promise<string | null> {
    const rows = await this.db.query(`SELECT line_user_id FROM water.line_links WHERE user_id = $1 AND account_id = $2`, [userId, accountId]);
    return rows[0]?.line_user_id ?? null;
  }

  async saveLink(accountId: string, userId: string, lineUserId: string | null): Promise<void> {
    if (lineUserId === null) {
      await this.db.query(`DELETE FROM water.line_links WHERE user_id = $1`, [userId]);
      return;
    }
    await this.db.query(
      `INSERT INTO water.line_links (user_id, account_id, line_user_id) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET account_id = EXCLUDED.account_id, line_user_id = EXCLUDED.line_user_id, updated_at = now()`,
      [userId, accountId, lineUserId],
    );
  }

  /** user id -> LINE user ID of the account's linked users. */
  async linksOfAccount(accountId: string): Promise<Map<string, string>> {
    const rows = await this.db.query(`SELECT user_id, line_user_id FROM water.line_links WHERE account_id = $1`, [accountId]);
    return new Map(rows.map((r: { user_id: string; line_user_id: string }) => [r.user_id, r.line_user_id]));
  }
}
