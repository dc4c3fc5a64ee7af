/**
 * Management years (spec 000 §4.2, spec 001 §4). The newest period is the working
 * year; any other chosen period is a past, read-only view.
 */
export interface ManagementPeriod {
  management_id: string;
  start_datetime: string;
}

/**
 * Compares as instants when both parse, so '2024-04-01T00:00:00+09:00' and a UTC
 * form order correctly; falls back to text order, which is right for ISO strings.
 */
function compareStart(a: string, b: string): number {
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  if (!Number.isNaN(ta) && !Number.isNaN(tb)) return ta - tb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest start first; returns a new array so callers' state is never reordered in place. */
export function sortManagements(list: ManagementPeriod[]): ManagementPeriod[] {
  return [...list].sort((a, b) => compareStart(b.start_datetime, a.start_datetime));
}

/** The year label shown in the year selector. */
export function managementYear(m: ManagementPeriod): string {
  return m.start_datetime.slice(0, 4);
}

/** The newest period, or undefined for an account without any. */
export function currentManagement(list: ManagementPeriod[]): ManagementPeriod | undefined {
  return sortManagements(list)[0];
}

/** Unknown ids count as past, so a stale id can never unlock editing. */
export function isPastManagement(list: ManagementPeriod[], managementId: string): boolean {
  return currentManagement(list)?.management_id !== managementId;
}

export type YearChangeTarget = { action: 'reload' } | { action: 'navigate'; route: string };

// Screens whose content simply follows the chosen year.
const RELOAD_ROUTES: ReadonlySet<string> = new Set([
  'dashboard',
  'paddy-field-show',
  'work-history-show',
  'weather-settings-show',
  'works',
  'brands',
]);

// Detail screens hold a record of the old year, so they fall back to their list.
const PARENT_ROUTES: Readonly<Record<string, string>> = {
  'works-item-edit': 'works',
  'works-detail-edit': 'works',
  'works-item-order': 'works',
  'works-order': 'works',
  'brands-detail': 'brands',
  'brands-order': 'brands',
  'weather-settings-add': 'weather-settings-show',
  'weather-settings-edit': 'weather-settings-show',
};

export function routeAfterYearChange(currentRouteName: string): YearChangeTarget {
  if (RELOAD_ROUTES.has(currentRouteName) || currentRouteName.startsWith('archives')) {
    return { action: 'reload' };
  }
  const parent = Object.prototype.hasOwnProperty.call(PARENT_ROUTES, currentRouteName)
    ? PARENT_ROUTES[currentRouteName]
    : 'dashboard';
  return { action: 'navigate', route: parent };
}
