import { canEdit, hasWaterFeature, PLAN_TYPES, TOKYO_OFFSET_MINUTES } from '@inasaku/domain';
import { DISPLAY_MODE_MESSAGES, type DisplayMode } from '@inasaku/contracts';
import type { AccountEntity } from './entities/account.entity';

export type PlanFacts = Pick<AccountEntity, 'planType' | 'payingEndDatetime' | 'admin' | 'planCancelled' | 'waterManagement'>;

/**
 * The plan type in force at `now` (spec 000 §4.1). The stored type changes only on events
 * (sign-up, payment, cancellation); time does the rest: a free account past its end date is
 * free-expired (2), a cancelled paid plan past the end of its paid year is stopped (4).
 * A paid plan that was not cancelled never lapses here: the provider renews it. Admins never expire.
 */
export function effectivePlanType(account: Pick<PlanFacts, 'planType' | 'payingEndDatetime' | 'admin'> & Partial<PlanFacts>, now: Date): number {
  if (account.admin) return account.planType;
  const ended = account.payingEndDatetime.getTime() <= now.getTime();
  if (account.planType === PLAN_TYPES.free && ended) return PLAN_TYPES.freeExpired;
  if (account.planType === PLAN_TYPES.standard && ended && account.planCancelled === true) return PLAN_TYPES.stop;
  return account.planType;
}

/** display_mode of GET /inasaku/accounts and /auth/me: effective type, header message, water feature. */
export function displayModeOf(account: PlanFacts, now: Date): DisplayMode {
  const type = effectivePlanType(account, now);
  return {
    type,
    message: account.admin ? '' : headerMessage(type, account),
    water_management: hasWaterFeature({ planType: type, admin: account.admin, waterManagement: account.waterManagement }),
  };
}

/**
 * The last Tokyo day of the plan, as formatTokyo(…, 'YYYY年M月D日') writes it, from the date's own
 * UTC fields shifted to Tokyo: /auth/me answers this on every page load, and a dayjs object
 * parsed and formatted per call was a few percent of the account service's CPU there.
 */
function endDateOf(account: PlanFacts): string {
  const tokyo = new Date(account.payingEndDatetime.getTime() - 1 + TOKYO_OFFSET_MINUTES * 60_000);
  return `${String(tokyo.getUTCFullYear()).padStart(4, '0')}年${tokyo.getUTCMonth() + 1}月${tokyo.getUTCDate()}日`;
}

function headerMessage(type: number, account: PlanFacts): string {
  switch (type) {
    case PLAN_TYPES.free:
      return DISPLAY_MODE_MESSAGES.free(endDateOf(account));
    case PLAN_TYPES.freeExpired:
      return DISPLAY_MODE_MESSAGES.freeExpired;
    case PLAN_TYPES.standard:
      // Renewing: nothing to say. Cancelled but still inside the paid year: when it ends.
      return account.planCancelled ? DISPLAY_MODE_MESSAGES.cancelled(endDateOf(account)) : '';
    default:
      return DISPLAY_MODE_MESSAGES.stop;
  }
}

/** Whether the account may change data now (the current year assumed), by its stored state. */
export function mayWriteNow(account: PlanFacts, now: Date): boolean {
  return canEdit({ planType: effectivePlanType(account, now), admin: account.admin, waterManagement: account.waterManagement }, false);
}
