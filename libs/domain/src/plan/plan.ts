/**
 * Plan states and the read-only rules that follow from them (spec 000 §4.1, §6;
 * spec 001 §6). Services enforce these; the UI only mirrors them by disabling controls.
 */
export const PLAN_TYPES = { free: 1, freeExpired: 2, standard: 3, stop: 4 } as const;

export interface PlanState {
  planType: number;
  admin: boolean;
  waterManagement: boolean;
}

/** Only the two plans that a farm is actually allowed to work in. */
function isActiveType(planType: number): boolean {
  return planType === PLAN_TYPES.free || planType === PLAN_TYPES.standard;
}

/** Read-only account. Admins (the operator's staff) are never locked out. */
export function isExpired(p: PlanState): boolean {
  if (p.admin) return false;
  return !isActiveType(p.planType);
}

/** Free or free-expired: the states in which the paid plan can be applied for. */
export function isFreeState(p: PlanState): boolean {
  return p.planType <= PLAN_TYPES.freeExpired;
}

export function isContractPlan(p: PlanState): boolean {
  return p.planType === PLAN_TYPES.standard;
}

/** Whether the water menu and dashboard water widgets are shown at all. */
export function hasWaterFeature(p: PlanState): boolean {
  return p.admin || p.waterManagement;
}

/** Editing on map screens, dashboard, notices, brands, works: active plan and the current year. */
export function canEdit(p: PlanState, pastYear: boolean): boolean {
  return (p.admin || isActiveType(p.planType)) && !pastYear;
}

export type MenuKey =
  | 'dashboard'
  | 'paddy-map'
  | 'work-input'
  | 'water-gate-map'
  | 'water-map'
  | 'sensor-add'
  | 'sensor-settings'
  | 'archives-work-paddy'
  | 'archives-work-notpaddy'
  | 'archives-informations'
  | 'archives-logs'
  | 'archives-water-gate'
  | 'archives-weather'
  | 'archives-water'
  | 'settings-paddy-add'
  | 'settings-paddy-edit'
  | 'settings-brands'
  | 'settings-works'
  | 'settings-weather'
  | 'settings-users'
  | 'settings-markers'
  | 'settings-landmarks'
  | 'inquiry';

/** In side-menu order (spec 000 §2.1). */
export const MENU_KEYS: readonly MenuKey[] = [
  'dashboard',
  'paddy-map',
  'work-input',
  'water-gate-map',
  'water-map',
  'sensor-add',
  'sensor-settings',
  'archives-work-paddy',
  'archives-work-notpaddy',
  'archives-informations',
  'archives-logs',
  'archives-water-gate',
  'archives-weather',
  'archives-water',
  'settings-paddy-add',
  'settings-paddy-edit',
  'settings-brands',
  'settings-works',
  'settings-weather',
  'settings-users',
  'settings-markers',
  'settings-landmarks',
  'inquiry',
];

// An expired account may still set its home position (weather depends on it) and ask for help.
const READ_ONLY_MENU: ReadonlySet<MenuKey> = new Set(['dashboard', 'settings-markers', 'inquiry']);

// Past years are for looking back: reading screens stay, anything that records new data goes.
// Users, home position and landmarks are account-wide, not yearly, so they belong to the current year.
const PAST_YEAR_DISABLED: ReadonlySet<MenuKey> = new Set([
  'work-input',
  'water-gate-map',
  'water-map',
  'sensor-add',
  'sensor-settings',
  'settings-paddy-add',
  'settings-users',
  'settings-markers',
  'settings-landmarks',
]);

/**
 * Which menu entries are enabled. An expired account wins over a past year: its
 * menu is the same whichever year is chosen. Visibility of the water menu is a
 * separate question (hasWaterFeature).
 */
export function menuAvailability(p: PlanState, pastYear: boolean): Record<MenuKey, boolean> {
  const enabled = (key: MenuKey): boolean => {
    if (isExpired(p)) return READ_ONLY_MENU.has(key);
    if (pastYear) return !PAST_YEAR_DISABLED.has(key);
    return true;
  };
  return Object.fromEntries(MENU_KEYS.map((key) => [key, enabled(key)])) as Record<MenuKey, boolean>;
}

/** The account creator is the first entry of root_users; later entries grant nothing extra. */
export function isRootUser(rootUsers: readonly string[], userId: string): boolean {
  return rootUsers.length > 0 && rootUsers[0] === userId;
}

/** The 有料プラン申込 button: shown in the free state, usable only by the root user. */
export function canApplyPaidPlan(p: PlanState, isRoot: boolean): boolean {
  return isFreeState(p) && isRoot;
}

/** Shown to non-root users in the free state (spec 000 §6). */
export const PAID_PLAN_ROOT_ONLY_MESSAGE = 'アカウントを作成したユーザーで申込できます。';
