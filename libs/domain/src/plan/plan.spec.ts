import {
  canApplyPaidPlan,
  canEdit,
  hasWaterFeature,
  isContractPlan,
  isExpired,
  isFreeState,
  isRootUser,
  MENU_KEYS,
  menuAvailability,
  PLAN_TYPES,
  type MenuKey,
  type PlanState,
} from './plan';

const TYPES = [PLAN_TYPES.free, PLAN_TYPES.freeExpired, PLAN_TYPES.standard, PLAN_TYPES.stop];
const plan = (planType: number, admin = false, waterManagement = false): PlanState => ({ planType, admin, waterManagement });

// Every combination of plan type x admin x past year, with the expected outcome per spec 000 §4.1/§6.
const CASES = TYPES.flatMap((type) =>
  [false, true].flatMap((admin) => [false, true].map((pastYear) => ({ type, admin, pastYear }))),
);

const ALL_ON = Object.fromEntries(MENU_KEYS.map((k) => [k, true])) as Record<MenuKey, boolean>;
const only = (keys: MenuKey[]) => Object.fromEntries(MENU_KEYS.map((k) => [k, keys.includes(k)]));
const READ_ONLY_MENU = only(['dashboard', 'settings-markers', 'inquiry']);
const PAST_YEAR_MENU = only([
  'dashboard',
  'paddy-map',
  'archives-work-paddy',
  'archives-work-notpaddy',
  'archives-informations',
  'archives-logs',
  'archives-water-gate',
  'archives-weather',
  'archives-water',
  'settings-paddy-edit',
  'settings-brands',
  'settings-works',
  'settings-weather',
  'inquiry',
]);

describe.each(CASES)('type $type, admin $admin, past year $pastYear', ({ type, admin, pastYear }) => {
  const p = plan(type, admin);
  const active = type === 1 || type === 3;

  it('isExpired: never for admins, otherwise unless free or standard', () => {
    expect(isExpired(p)).toBe(!admin && !active);
  });
  it('isFreeState: type 1 or 2, admin or not', () => {
    expect(isFreeState(p)).toBe(type <= 2);
  });
  it('isContractPlan: type 3 only', () => {
    expect(isContractPlan(p)).toBe(type === 3);
  });
  it('canEdit: active plan or admin, and not a past year', () => {
    expect(canEdit(p, pastYear)).toBe((admin || active) && !pastYear);
  });
  it('menuAvailability', () => {
    const expected = !admin && !active ? READ_ONLY_MENU : pastYear ? PAST_YEAR_MENU : ALL_ON;
    expect(menuAvailability(p, pastYear)).toEqual(expected);
  });
});

describe('menuAvailability details', () => {
  it('covers every menu key', () => {
    expect(Object.keys(menuAvailability(plan(1), false)).sort()).toEqual([...MENU_KEYS].sort());
    expect(new Set(MENU_KEYS).size).toBe(23);
  });
  it('past year keeps paddy edit but drops paddy add, users, home position and landmarks', () => {
    const m = menuAvailability(plan(3), true);
    expect(m['settings-paddy-edit']).toBe(true);
    expect(m['settings-paddy-add']).toBe(false);
    expect(m['settings-users']).toBe(false);
    expect(m['settings-markers']).toBe(false);
    expect(m['settings-landmarks']).toBe(false);
    expect(m['work-input']).toBe(false);
    expect(m['water-gate-map']).toBe(false);
    expect(m['sensor-settings']).toBe(false);
  });
  it('an expired account keeps home position even in a past year', () => {
    expect(menuAvailability(plan(2), true)['settings-markers']).toBe(true);
  });
});

describe('hasWaterFeature', () => {
  it.each([
    [false, false, false],
    [false, true, true],
    [true, false, true],
    [true, true, true],
  ])('admin %p, water %p -> %p', (admin, water, expected) => {
    for (const type of TYPES) expect(hasWaterFeature(plan(type, admin, water))).toBe(expected);
  });
});

describe('isRootUser', () => {
  it('is the first entry only', () => {
    expect(isRootUser(['u1', 'u2'], 'u1')).toBe(true);
    expect(isRootUser(['u1', 'u2'], 'u2')).toBe(false);
    expect(isRootUser(['u1'], 'u3')).toBe(false);
    expect(isRootUser([], 'u1')).toBe(false);
    expect(isRootUser([], '')).toBe(false);
  });
});

describe('canApplyPaidPlan', () => {
  it.each(TYPES)('type %p', (type) => {
    expect(canApplyPaidPlan(plan(type), true)).toBe(type <= 2);
    expect(canApplyPaidPlan(plan(type), false)).toBe(false);
  });
});
