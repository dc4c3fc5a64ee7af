import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SUBJECTS, setAccountFeaturesSchema, type SetAccountFeaturesResponse } from '@inasaku/contracts';
import { RpcErrors, parseEnvelope } from '@inasaku/service-kit';

/**
 * The operator's switch for an account's water feature and admin flag (spec 000 §4.1), used by
 * `npm run water-feature` over NATS; the gateway has no route to it. The account is found by
 * the e-mail of any of its users. The new admin flag reaches the access token at the next
 * refresh or sign-in; the water feature is read by the water service (cached 30 s) and by the
 * browser from GET /inasaku/accounts.
 */
@Controller()
export class AccountFeaturesHandler {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @MessagePattern(SUBJECTS.account.features.set)
  async set(@Payload() data: unknown): Promise<SetAccountFeaturesResponse> {
    const { payload } = parseEnvelope(setAccountFeaturesSchema, data);
    const result = (await this.db.query(
      `UPDATE account.accounts a SET water_management = COALESCE($2, a.water_management), admin = COALESCE($3, a.admin)
       FROM account.users u WHERE u.account_id = a.account_id AND lower(u.email) = lower($1)
       RETURNING a.account_id, a.water_management, a.admin`,
      [payload.email, payload.water_management ?? null, payload.admin ?? null],
    )) as [{ account_id: string; water_management: boolean; admin: boolean }[], number];
    const row = result[0]?.[0];
    if (!row) return RpcErrors.notFound('そのメールアドレスのユーザーが見つかりません。');
    return { account_id: row.account_id, water_management: row.water_management, admin: row.admin };
  }
}
