import { Injectable } from '@nestjs/common';
import { SENSOR_MESSAGES, SUBJECTS, type AccountInfo, type RequestContext } from '@inasaku/contracts';
import { hasWaterFeature } from '@inasaku/domain';
import { RpcErrors, ServiceClient, assertWritable, requireAccount } from '@inasaku/service-kit';

/**
 * How long an account's water feature is remembered: an operator's switch shows within this. An
 * account without it is asked again sooner, so turning the feature on takes effect quickly.
 */
const FEATURE_TTL_MS = 30_000;
const NO_FEATURE_TTL_MS = 3_000;
const ACCOUNT_TIMEOUT_MS = 5_000;

/**
 * The water feature (spec 000 §4.1: admins always, others when the account's water feature is
 * valid) is the account service's data and is not in the access token, so water asks the account
 * service with the caller's context and remembers the answer briefly. Every sensor, reading,
 * alert and notification call goes through here (403 without the feature).
 */
@Injectable()
export class WaterAccess {
  private readonly cache = new Map<string, { enabled: boolean; until: number }>();

  constructor(private readonly client: ServiceClient) {}

  /** The account id, or 403 without the water feature. */
  async read(context: RequestContext): Promise<string> {
    const accountId = requireAccount(context);
    if (!(await this.enabled(context, accountId))) return RpcErrors.forbidden(SENSOR_MESSAGES.noWaterFeature);
    return accountId;
  }

  /** Like read, and the plan and year must allow writing (403 otherwise). */
  async write(context: RequestContext): Promise<string> {
    const accountId = await this.read(context);
    assertWritable(context);
    return accountId;
  }

  private async enabled(context: RequestContext, accountId: string): Promise<boolean> {
    if (context.admin) return true;
    const hit = this.cache.get(accountId);
    if (hit && hit.until > Date.now()) return hit.enabled;
    const info = await this.client.request<AccountInfo>(SUBJECTS.account.accountInfo.get, context, {}, ACCOUNT_TIMEOUT_MS);
    const enabled = hasWaterFeature({
      planType: info.plan_type, admin: info.admin, waterManagement: !!info.display_mode?.water_management,
    });
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(accountId, { enabled, until: Date.now() + (enabled ? FEATURE_TTL_MS : NO_FEATURE_TTL_MS) });
    return enabled;
  }
}
