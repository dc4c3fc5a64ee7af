import { canEdit } from '@inasaku/domain';
import type { RequestContext } from '@inasaku/contracts';
import { RpcErrors } from './rpc-error';

/** Why a write was refused (403), worded for the user. */
export const WRITE_REFUSED_MESSAGES = {
  pastYear: '過去の年度のデータは変更できません。',
  readOnlyPlan: 'ご利用期間が終了しているため、データを変更できません。',
} as const;

/** The signed-in account, or 401: a service never takes the account from the payload. */
export function requireAccount(context: RequestContext): string {
  if (!context.accountId) return RpcErrors.unauthorized();
  return context.accountId;
}

export interface WriteGuardOptions {
  /**
   * Let an expired (read-only) plan write anyway. Only for what spec 000 §4.1 keeps open in
   * read-only mode, such as the home position.
   */
  allowReadOnlyPlan?: boolean;
}

/**
 * Refuses a write with 403 unless the plan may edit and the chosen year is the current one
 * (spec 000 §4.1, §6; libs/domain canEdit). An expired plan is named first: its answer is the
 * same whichever year is chosen. Returns the account id.
 */
export function assertWritable(context: RequestContext, options: WriteGuardOptions = {}): string {
  const accountId = requireAccount(context);
  const plan = { planType: context.planType ?? 0, admin: context.admin, waterManagement: false };
  if (!options.allowReadOnlyPlan && !canEdit(plan, false)) return RpcErrors.forbidden(WRITE_REFUSED_MESSAGES.readOnlyPlan);
  if (context.pastYear) return RpcErrors.forbidden(WRITE_REFUSED_MESSAGES.pastYear);
  return accountId;
}
