import { Controller } from '@nestjs/common';
import { SUBJECTS, setAccountFeaturesSchema, type SetAccountFeaturesResponse } from '@inasaku/contracts';
import { Handles, RpcErrors, type Envelope } from '@inasaku/service-kit';
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

  @Handles(SUBJECTS.account.features.set, setAccountFeaturesSchema)
  async set({ payload }: Envelope<typeof setAccountFeaturesSchema>): Promise<SetAccountFeaturesResponse> {
    const row = await this.accounts.setFeatures(payload.email, payload.water_management ?? null, payload.admin ?? null);
    if (!row) return RpcErrors.notFound('そのメールアドレスのユーザーが見つかりません。');
    return { account_id: row.account_id, water_management: row.water_management, admin: row.admin };
  }
}
