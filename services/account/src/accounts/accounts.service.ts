import { Inject, Injectable, Logger } from '@nestjs/common';
import { displayNameFromEmail, isRootUser, PLAN_TYPES, startOfTokyoYear, toTokyoIso } from '@inasaku/domain';
import {
  ERROR_CODES, SUBJECTS,
  type AccountAreaPosRequest, type AccountAreaPosResponse, type AccountInfo, type CurrentUser, type RequestContext,
  type ReverseGeocodeResult,
} from '@inasaku/contracts';
import {
  EventOutbox, RpcErrors, ServiceClient, WRITE_REFUSED_MESSAGES, assertWritable, requireAccount, rpcError,
  type WriteGuardOptions,
} from '@inasaku/service-kit';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import type { UserEntity } from '../users/entities/user.entity';
import { AccountsRepository } from './accounts.repository';
import type { AccountEntity } from './entities/account.entity';
import { toCurrentUser } from './current-user';
import { displayModeOf, mayWriteNow } from './plan-state';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The area name may wait this long, so the whole request stays inside the gateway's timeout. */
export const AREA_NAME_TIMEOUT_MS = 3_500;

@Injectable()
export class AccountsService {
  private readonly logger = new Logger(AccountsService.name);

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly outbox: EventOutbox,
    @Inject(ACCOUNT_ENV) private readonly env: AccountEnv,
    private readonly services: ServiceClient,
  ) {}

  /**
   * The user's account; on the first sign-in of a signed-up user it is created (free plan,
   * this user as root, the current management year) and `account.account.created` goes out.
   */
  async ensureAccount(user: UserEntity): Promise<{ user: UserEntity; account: AccountEntity }> {
    if (user.accountId) {
      const account = await this.accounts.findById(user.accountId);
      if (account) return { user, account };
    }
    const now = new Date();
    const result = await this.accounts.createForFirstSignIn({
      userId: user.userId,
      displayName: displayNameFromEmail(user.email),
      planType: PLAN_TYPES.free,
      payingEndDatetime: new Date(now.getTime() + this.env.FREE_PERIOD_DAYS * DAY_MS),
      managementStart: startOfTokyoYear(now),
    });
    // Publish right away; the outbox relay retries if NATS is briefly away.
    await this.outbox.flushQuietly();
    return { user: result.user, account: result.account };
  }

  async currentUser(user: UserEntity): Promise<CurrentUser | null> {
    if (!user.accountId) return null;
    const account = await this.accounts.findById(user.accountId);
    return account ? toCurrentUser(user, account) : null;
  }

  /** GET /inasaku/accounts */
  async info(context: RequestContext): Promise<AccountInfo> {
    const accountId = requireAccount(context);
    const [account, user] = await Promise.all([this.accounts.findById(accountId), context.userId ? this.accounts.findUser(context.userId) : null]);
    if (!account || !user || user.accountId !== accountId) return RpcErrors.unauthorized();
    const now = new Date();
    const mode = displayModeOf(account, now);
    return {
      account_id: account.accountId,
      root_users: account.rootUsers,
      admin: account.admin,
      display_mode: mode,
      plan_type: mode.type,
      paying_state: { end_datetime: toTokyoIso(account.payingEndDatetime) },
      area_pos: account.areaLat !== null && account.areaLng !== null ? { latitude: account.areaLat, longitude: account.areaLng } : null,
      area_name: account.areaName,
      user_id: user.userId,
      display_name: user.displayName,
      is_root_user: isRootUser(account.rootUsers, user.userId),
    };
  }

  /** The signed-in account, or 401 when it no longer exists (deleted meanwhile). */
  async load(context: RequestContext): Promise<AccountEntity> {
    const account = await this.accounts.findById(requireAccount(context));
    return account ?? RpcErrors.unauthorized();
  }

  /**
   * assertWritable (plan in the token, past year) and, as the token may be up to 15 minutes
   * old, the plan as stored now: a free period that ended meanwhile is read-only at once.
   */
  async assertWritableNow(context: RequestContext, options: WriteGuardOptions = {}): Promise<AccountEntity> {
    assertWritable(context, options);
    const account = await this.load(context);
    if (!options.allowReadOnlyPlan && !mayWriteNow(account, new Date())) return RpcErrors.forbidden(WRITE_REFUSED_MESSAGES.readOnlyPlan);
    return account;
  }

  /** The root user only (first of root_users, checked in the token and as stored), else 403 `message`. */
  async requireRoot(context: RequestContext, message: string, code: string = ERROR_CODES.forbidden): Promise<AccountEntity> {
    const account = await this.load(context);
    if (!context.isRootUser || !context.userId || !isRootUser(account.rootUsers, context.userId)) return rpcError(403, code, message);
    return account;
  }

  /**
   * PUT /inasaku/account-area-pos: the home position (ホーム位置). Open to read-only plans, as
   * the menu is (spec 000 §4.1: weather depends on it), but not in a past year. The area name
   * comes from the fields service's reverse geocoder; if that fails the position is stored
   * all the same, with no area name.
   */
  async updateAreaPos(context: RequestContext, input: AccountAreaPosRequest): Promise<AccountAreaPosResponse> {
    const accountId = assertWritable(context, { allowReadOnlyPlan: true });
    const areaName = await this.areaNameOf(context, input);
    if (!(await this.accounts.updateAreaPos(accountId, input.latitude, input.longitude, areaName))) return RpcErrors.notFound();
    return { area_name: areaName, area_pos: { latitude: input.latitude, longitude: input.longitude } };
  }

  private async areaNameOf(context: RequestContext, position: AccountAreaPosRequest): Promise<string | null> {
    try {
      const result = await this.services.request<ReverseGeocodeResult>(
        SUBJECTS.fields.geocode.reverse, context, position, AREA_NAME_TIMEOUT_MS,
      );
      return result?.area_name ?? null;
    } catch (e) {
      this.logger.warn({ msg: 'area name unavailable, position stored without it', requestId: context.requestId, error: (e as Error).message });
      return null;
    }
  }
}
