import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface AccountFeatures {
  account_id: string;
  water_management: boolean;
  admin: boolean;
}

/** The account data the water domain's mails and the operator's feature switch read and write. */
@Injectable()
export class WaterSupportRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** E-mail addresses of the account's users, oldest first, narrowed to `only` and without `exclude` (null: no narrowing). */
  async alertRecipients(accountId: string, exclude: string[] | null, only: string[] | null): Promise<string[]> {
    const users = (await this.db.query(
      `SELECT email FROM account.users WHERE account_id = $1
         AND ($2::uuid[] IS NULL OR NOT (user_id = ANY($2::uuid[]))) AND ($3::uuid[] IS NULL OR user_id = ANY($3::uuid[]))
       ORDER BY created_at`,
      [accountId, exclude, only],
    )) as { email: string }[];
    return users.map((u) => u.email);
  }

  /**
   * Sets the water feature and the admin flag (null keeps each) of the account a user with this
   * e-mail belongs to; null when no user has it.
   */
  async setFeatures(email: string, waterManagement: boolean | null, admin: boolean | null): Promise<AccountFeatures | null> {
    const result = (await this.db.query(
      `UPDATE account.accounts a SET water_management = COALESCE($2, a.water_management), admin = COALESCE($3, a.admin)
       FROM account.users u WHERE u.account_id = a.account_id AND lower(u.email) = lower($1)
       RETURNING a.account_id, a.water_management, a.admin`,
      [email, waterManagement, admin],
    )) as [AccountFeatures[], number];
    return result[0]?.[0] ?? null;
  }
}
