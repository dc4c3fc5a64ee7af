import type { CurrentUser } from '@inasaku/contracts';
import { isExpired, isFreeState, type PlanState } from '@inasaku/domain';

export function planOf(user: CurrentUser): PlanState {
  return { planType: user.plan_type, admin: user.admin, waterManagement: user.water_management };
}

/**
 * Spec 000 §4.1: on a menu click, an account whose paid-for period (the free period, or a paid
 * year) has ended since sign-in is fetched again, so that a plan that ran out shows as such.
 * Without a known end, a free account asks on every click, as it cannot tell.
 */
export function shouldRefetchPlan(user: CurrentUser, now: Date = new Date()): boolean {
  const plan = planOf(user);
  if (plan.admin || isExpired(plan)) return false;
  const end = user.paying_end_datetime ? Date.parse(user.paying_end_datetime) : Number.NaN;
  if (Number.isNaN(end)) return isFreeState(plan);
  return end <= now.getTime();
}
