import type {
  DeleteWeatherSettingResult, WeatherAccumulation, WeatherAccumulations, WeatherDay, WeatherHistories, WeatherHour,
  WeatherHourlyHistories, WeatherInfos, WeatherSetting, WeatherStatus,
} from '@inasaku/contracts';
import { apiFetch } from '@inasaku/ui';
import type { Window } from './jst';

export type { WeatherAccumulation, WeatherDay, WeatherHour, WeatherSetting, WeatherStatus };

/**
 * The weather calls of spec 001 §7, typed with the shared contracts (libs/contracts/src/weather).
 * Every year-scoped call carries the chosen management year.
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

export const weatherApi = {
  /** Now, days and hours of a window (dashboard days, header temperature). */
  infos: (mid: Year, w: Window) => apiFetch<WeatherInfos>('/inasaku/weather-infos', { query: { ...yearParam(mid), ...w } }),

  /** Daily history of a month or the year (weather report). */
  histories: (mid: Year, w: Window) =>
    apiFetch<WeatherHistories>('/inasaku/weather-histories', { query: { ...yearParam(mid), ...w } }),

  /** Today and tomorrow hour by hour. */
  hourly: (mid: Year, w: Window) =>
    apiFetch<WeatherHourlyHistories>('/inasaku/weather-hourly-histories', { query: { ...yearParam(mid), ...w } }),

  /** One result per weather setting of the year, with 到達予測. */
  accumulations: (mid: Year, w: Window) =>
    apiFetch<WeatherAccumulations>('/inasaku/weather-accumulations', { query: { ...yearParam(mid), ...w } }),

  listSettings: (mid: Year) =>
    apiFetch<WeatherSetting[]>('/inasaku/weather-settings', { query: yearParam(mid) }).then((l) => l ?? []),

  createSetting: (mid: Year, input: WeatherSettingInput) =>
    apiFetch<WeatherSetting>('/inasaku/weather-settings', { method: 'POST', body: { ...yearParam(mid), ...input } }),

  updateSetting: (mid: Year, settingId: string, input: WeatherSettingInput) =>
    apiFetch<WeatherSetting>('/inasaku/weather-settings', {
      method: 'PUT',
      body: { ...yearParam(mid), setting_id: settingId, ...input },
    }),

  deleteSetting: (mid: Year, settingId: string) =>
    apiFetch<DeleteWeatherSettingResult>('/inasaku/weather-settings', {
      method: 'DELETE',
      body: { ...yearParam(mid), setting_id: settingId },
    }),
};
