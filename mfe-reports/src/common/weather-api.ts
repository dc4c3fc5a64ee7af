import type { WeatherAccumulation, WeatherDay, WeatherHour, WeatherSetting, WeatherStatus } from '@inasaku/contracts';
import type { Window } from './jst';

export type { WeatherAccumulation, WeatherDay, WeatherHour, WeatherSetting, WeatherStatus };

/**
 * Helpers of the weather calls of spec 001 §7 (ROUTES of libs/contracts/src/weather). Every
 * year-scoped call carries the chosen management year.
 */
export type Year = string | null;
export const yearParam = (managementId: Year) => (managementId ? { management_id: managementId } : {});

/** What a weather setting form sends; the service keeps base temperature and correction as decimal text. */
export interface WeatherSettingInput {
  name: string;
  datetime: string;
  cumulative: number;
  basetemp: string;
  correction: string;
}

/** The freshness of every read answer, with a safe default when the service sent none. */
export const NO_STATUS: WeatherStatus = { has_position: true, stale: false, updated_at: null };
export const statusOf = (a: Partial<WeatherStatus> | null | undefined): WeatherStatus => ({
  has_position: a?.has_position ?? true,
  stale: a?.stale === true,
  updated_at: a?.updated_at ?? null,
});

/** The query of a year-scoped weather read over a window. */
export const weatherQuery = (mid: Year, w: Window) => ({ query: { ...yearParam(mid), ...w } });
