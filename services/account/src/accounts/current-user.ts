import { hasWaterFeature, isRootUser, toTokyoIso } from '@inasaku/domain';
import type { AccessTokenClaims, CurrentUser } from '@inasaku/contracts';
import type { AccountEntity } from './entities/account.entity';
import type { UserEntity } from '../users/entities/user.entity';
import { displayModeOf, effectivePlanType } from './plan-state';

export { effectivePlanType } from './plan-state';

export function toCurrentUser(user: UserEntity, account: AccountEntity, now: Date = new Date()): CurrentUser {
  const planType = effectivePlanType(account, now);
  return {
    account_id: account.accountId,
    user_id: user.userId,
    email: user.email,
    display_name: user.displayName,
    color: user.color,
    is_root_user: isRootUser(account.rootUsers, user.userId),
    admin: account.admin,
    plan_type: planType,
    water_management: hasWaterFeature({ planType, admin: account.admin, waterManagement: account.waterManagement }),
    area_name: account.areaName,
    area_pos:
      account.areaLat !== null && account.areaLng !== null ? { latitude: account.areaLat, longitude: account.areaLng } : null,
    display_mode: displayModeOf(account, now),
    paying_end_datetime: toTokyoIso(account.payingEndDatetime),
  };
}

export function toClaims(user: CurrentUser): AccessTokenClaims {
  return {
    sub: user.user_id,
    acc: user.account_id,
    root: user.is_root_user,
    adm: user.admin,
    plan: user.plan_type,
    email: user.email,
  };
}
