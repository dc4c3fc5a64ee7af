import { apiFetch } from '@inasaku/ui';
import type { Window } from './jst';

/**
 * The weather calls of spec 001 §7 as the screens read them. The answers are normalised here so
 * that the screens work with one shape (a list plus the freshness of the data).
 */
export type Year = string | null;
export const yearParam = (managementId: Year) => (managementId ? { management_id: managementId } : {});

/** Spec 000 §3 weather types; 'other' is shown as cloud. */
export type WeatherType = 'clear-day' | 'clear-night' | 'rain' | 'snow' | 'sleet' | 'other';

export interface WeatherDay {
  /** Local date or datetime at +09:00 of the day. */
  weather_time: string;
  weather_type?: WeatherType | string | null;
  temperature_high: number | null;
  temperature_low: number | null;
  temperature_ave: number | null;
  /** Maximum precipitation of the day, mm/h. */
  precip_intensity: number | null;
  /** Maximum instantaneous wind of the day, m/s. */
  wind_speed: number | null;
}

export interface WeatherHour {
  weather_time: string;
  weather_type?: WeatherType | string | null;
  temperature: number | null;
  precip_probability: number | null;
  wind_speed: number | null;
  wind_bearing: number | null;
}

export interface WeatherSetting {
  setting_id: string;
  management_id?: string;
  name: string;
  /** Start date. */
  datetime: string;
  cumulative: number;
  basetemp: number;
  correction: number;
}

export type WeatherSettingInput = Omit<WeatherSetting, 'setting_id' | 'management_id'>;

export interface AccumulationHistory {
  date: string;
  value: number;
  sum: number;
}

export interface Accumulation {
  setting_id?: string;
  settings: { name: string; sum: number; target: number; percent: number };
  histories: AccumulationHistory[];
  /** Beyond the spec: the day the target is expected to be reached (null: not within the year). */
  predicted_date?: string | null;
}

/** A list with the freshness the service reports: stale when the provider could not be reached lately. */
export interface Fresh<T> {
  list: T[];
  stale: boolean;
  updatedAt: string | null;
}

type ListAnswer<T> = T[] | { list?: T[]; stale?: boolean; updated_at?: string | null; fetched_at?: string | null } | null;

export function fresh<T>(answer: ListAnswer<T>): Fresh<T> {
  if (Array.isArray(answer)) return { list: answer, stale: false, updatedAt: null };
  return {
    list: answer?.list ?? [],
    stale: answer?.stale === true,
    updatedAt: answer?.updated_at ?? answer?.fetched_at ?? null,
  };
}

const listOf = <T>(answer: ListAnswer<T>): T[] => fresh(answer).list;

export const weatherApi = {
  /** Daily weather in the window (7-day table, dashboard charts). */
  infos: (mid: Year, w: Window) =>
    apiFetch<ListAnswer<WeatherDay>>('/inasaku/weather-infos', { query: { ...yearParam(mid), ...w } }).then(fresh),

  /** Daily history of a month or the year (weather report). */
  histories: (mid: Year, w: Window) =>
    apiFetch<ListAnswer<WeatherDay>>('/inasaku/weather-histories', { query: { ...yearParam(mid), ...w } }).then(fresh),

  /** Today and tomorrow hour by hour. */
  hourly: (mid: Year, w: Window) =>
    apiFetch<ListAnswer<WeatherHour>>('/inasaku/weather-hourly-histories', { query: { ...yearParam(mid), ...w } }).then(fresh),

  /** One result per weather setting of the year. */
  accumulations: (mid: Year, w: Window) =>
    apiFetch<ListAnswer<Accumulation>>('/inasaku/weather-accumulations', { query: { ...yearParam(mid), ...w } }).then(listOf),

  listSettings: (mid: Year) =>
    apiFetch<ListAnswer<WeatherSetting>>('/inasaku/weather-settings', { query: yearParam(mid) }).then(listOf),

  createSetting: (mid: Year, input: WeatherSettingInput) =>
    apiFetch<WeatherSetting>('/inasaku/weather-settings', { method: 'POST', body: { ...yearParam(mid), ...input } }),

  updateSetting: (mid: Year, settingId: string, input: WeatherSettingInput) =>
    apiFetch<WeatherSetting>('/inasaku/weather-settings', {
      method: 'PUT',
      body: { ...yearParam(mid), setting_id: settingId, ...input },
    }),

  deleteSetting: (mid: Year, settingId: string) =>
    apiFetch<unknown>('/inasaku/weather-settings', { method: 'DELETE', body: { ...yearParam(mid), setting_id: settingId } }),
};
