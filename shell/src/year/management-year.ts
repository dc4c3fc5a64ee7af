import type { Management } from '@inasaku/contracts';
import { isPastManagement, routeAfterYearChange, sortManagements } from '@inasaku/domain';
import { pathOf } from '../routes';

/** The chosen year survives reloads (spec 000 §4.2: the current period is cached). */
export const MANAGEMENT_STORAGE_KEY = 'inasaku.managementId';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's local storage, or null where the browser refuses it (some private modes). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored year when it still belongs to this account, else the newest one. */
export function initialManagementId(list: Management[], storage: StorageLike | null): string | null {
  const sorted = sortManagements(list);
  if (sorted.length === 0) return null;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(MANAGEMENT_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  return stored && sorted.some((m) => m.management_id === stored) ? stored : sorted[0].management_id;
}

/** An account without any year yet is not looking at the past. */
export function pastYearOf(list: Management[], managementId: string | null): boolean {
  if (list.length === 0 || managementId === null) return false;
  return isPastManagement(list, managementId);
}

export interface YearChangeEffects {
  storage: StorageLike | null;
  /** Log the access of the screen reloaded in place (a screen navigated to logs its own opening). */
  logAccess: () => void;
  /** Remount the current screen so it reads the new year. */
  reload: () => void;
  navigate: (path: string) => void;
}

/**
 * Spec 000 §4.2: log the access, remember the year, recompute past-ness, then reload the
 * screen when it simply follows the year, or leave a detail screen for its list. The access is
 * logged once: for a reload here; for a move, by the screen it moves to as it opens.
 */
export function changeYear(
  list: Management[],
  managementId: string,
  currentRouteName: string,
  effects: YearChangeEffects,
): { pastYear: boolean } {
  try {
    effects.storage?.setItem(MANAGEMENT_STORAGE_KEY, managementId);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  const pastYear = pastYearOf(list, managementId);
  const target = routeAfterYearChange(currentRouteName);
  if (target.action === 'reload') {
    effects.logAccess();
    effects.reload();
  } else effects.navigate(pathOf(target.route));
  return { pastYear };
}
