import { z } from 'zod';
import { LIMITS, between, checkInstant, customDoubleWeather, max, numeric, required, timeProblemMessage, tokyoDateOf } from '@inasaku/domain';
import { ruledString } from '../zod-rules';
import { calendarDateField, type TimeFieldOptions } from '../dates';
import { weatherId, weatherManagementId } from './common';
import { WEATHER_MESSAGES } from './weather-words';

/**
 * Weather settings (積算温度の設定, spec 000 §3, §5): per management year. Rules of spec 000 §5,
 * enforced by the gateway and again by the service: name required max 20; start date required;
 * target (cumulative) required, digits, 1–9999; base temperature and correction required,
 * customDoubleWeather (4 integer digits, 1 decimal), both default 0 when not sent.
 * Writes are refused (403) in a past year and on a read-only plan; another account's
 * setting_id is 404.
 */
export const weatherSettingSchema = z.object({
  setting_id: z.string(),
  management_id: z.string(),
  name: z.string(),
  /** start date 'YYYY-MM-DD' (Asia/Tokyo) */
  datetime: z.string(),
  /** target ℃·day, integer 1–9999 */
  cumulative: z.number(),
  /** decimal text ℃, e.g. '10', '-1.5' */
  basetemp: z.string(),
  /** decimal text ℃, e.g. '0', '0.5' */
  correction: z.string(),
});
export type WeatherSetting = z.infer<typeof weatherSettingSchema>;

/** The start date's label and messages, for the settings form's rule too (libs/domain calendarDateRule). */
export const WEATHER_SETTING_START_DATE: TimeFieldOptions = {
  label: '開始日', format: WEATHER_MESSAGES.dateFormat, date: WEATHER_MESSAGES.dateFormat, empty: 'required',
};

/**
 * 'YYYY-MM-DD', or an ISO datetime whose Tokyo (+09:00) date is taken ('2025-04-01T00:00:00+09:00').
 * The datetime is read by the shared time rule, never Date.parse, which would turn 2026-02-30
 * into 03-02 unnoticed; one that is not a real time is refused saying what is wrong with it.
 */
const startDateField = z.preprocess((v, ctx) => {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}T/.test(t)) return t;
  const result = checkInstant(t);
  if (result.ok) return tokyoDateOf(result.instant);
  const kind = result.problem === 'time' || result.problem === 'offset' ? 'instant' : 'calendar-date';
  ctx.addIssue({ code: 'custom', message: timeProblemMessage(kind, result.problem, WEATHER_SETTING_START_DATE) });
  return t;
}, calendarDateField(WEATHER_SETTING_START_DATE));

const textOfNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);

/** Target: digits only, 1–9999; answered as a number. */
const cumulativeField = z
  .preprocess(textOfNumber, ruledString([required('目標積算温度'), numeric, between(1, 9999)]))
  .transform((v) => Number(v));

/** customDoubleWeather text; '0' when not sent at all (the form's default). */
function temperatureField(label: string) {
  return z.preprocess(
    (v) => (v === undefined ? '0' : textOfNumber(v)),
    ruledString([required(label), customDoubleWeather]),
  );
}

const settingFields = {
  management_id: weatherManagementId,
  name: ruledString([required('名称'), max(LIMITS.weatherSettingName)]),
  datetime: startDateField,
  cumulative: cumulativeField,
  basetemp: temperatureField('基準温度'),
  correction: temperatureField('補正値'),
};

/** GET /inasaku/weather-settings (query: management_id, optional setting_id) -> WeatherSetting[] (start date order; 404 for an unknown setting_id) */
export const listWeatherSettingsSchema = z.object({ management_id: weatherManagementId, setting_id: weatherId.optional() });
/** POST /inasaku/weather-settings -> WeatherSetting (in the context's year) */
export const createWeatherSettingSchema = z.object(settingFields);
/** PUT /inasaku/weather-settings -> WeatherSetting */
export const updateWeatherSettingSchema = z.object({ ...settingFields, setting_id: weatherId });
/** DELETE /inasaku/weather-settings -> { setting_id } */
export const deleteWeatherSettingSchema = z.object({ management_id: weatherManagementId, setting_id: weatherId });

export type ListWeatherSettingsRequest = z.infer<typeof listWeatherSettingsSchema>;
export type CreateWeatherSettingRequest = z.infer<typeof createWeatherSettingSchema>;
export type UpdateWeatherSettingRequest = z.infer<typeof updateWeatherSettingSchema>;
export const deleteWeatherSettingResultSchema = z.object({
  setting_id: z.string(),
});
export type DeleteWeatherSettingResult = z.infer<typeof deleteWeatherSettingResultSchema>;
