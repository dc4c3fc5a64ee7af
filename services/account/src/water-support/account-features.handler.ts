import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, setAccountFeaturesSchema, type SetAccountFeaturesResponse } from '@inasaku/contracts';
import { RpcErrors, parseEnvelope } from '@inasaku/service-kit';
import { WaterSupportRepository } from './water-support.repository';

/**
 * The operator's switch for an account's water feature and admin flag (spec 000 §4.1), used by
 * `npm run water-feature` over NATS; the gateway has no route to it. The account is found by
 * the e-mail of any of its users. The new admin flag reaches the access token at the next
 * refresh or sign-in; the water feature is read by the water service (cached 30 s) and by the
 * browser from GET /inasaku/accounts.
 */
@Controller()
export class AccountFeaturesHandler {
  constructor(private readonly accounts: WaterSupportRepository) {}

  @MessagePattern(SUBJECTS.account.features.set)
  async set(@Payload() data: unknown): Promise<SetAccountFeaturesResponse> {
    const { payload } = parseEnvelope(setAccountFeaturesSchema, data);
    const row = await this.accounts.setFeatures(payload.email, payload.water_management ?? null, payload.admin ?? null);
    if (!row) return RpcErrors.notFound('そのメールアドレスのユーザーが見つかりません。');
    return { account_id: row.account_id, water_management: row.water_management, admin: row.admin };
  }
}
