import { z } from 'zod';
import { weatherManagementId, weatherStatusSchema, weatherWindowSchema } from './common';
import { WEATHER_TYPES } from './weather-words';

/**
 * Weather day (spec 000 §3, spec 001 §3): one row per local date of the account's cell.
 * Past days come from the provider's archive (reanalysis), today and the coming days from its
 * forecast (JMA model); a forecast day is replaced by the archive once it is past.
 */
export const weatherDaySchema = z.object({
  /** 'YYYY-MM-DDT00:00:00+09:00' */
  weather_time: z.string(),
  /** 'YYYY-MM-DD' (the same day, for tables) */
  date: z.string(),
  weather_type: z.enum(WEATHER_TYPES),
  /** ℃, 1 decimal; null when the provider gave none */
  temperature_high: z.number().nullable(),
  temperature_low: z.number().nullable(),
  /** daily mean ℃ (mean of the hours), the input of 積算温度 */
  temperature_ave: z.number().nullable(),
  /** greatest hourly precipitation of the day, mm/h (the weather report's 降水量 最大) */
  precip_intensity: z.number().nullable(),
  /** precipitation of the whole day, mm */
  precip_total: z.number().nullable(),
  /** greatest instantaneous wind (gust) of the day, m/s (the weather report's 最大瞬間風速) */
  wind_speed: z.number().nullable(),
  /** greatest precipitation probability of the day, %; null for past days */
  precip_probability: z.number().nullable(),
  /** true when the row is a forecast (today or later, or not yet replaced by the archive) */
  forecast: z.boolean(),
});
export type WeatherDay = z.infer<typeof weatherDaySchema>;

/** Weather hour (spec 000 §3). */
export const weatherHourSchema = z.object({
  /** start of the hour, 'YYYY-MM-DDTHH:00:00+09:00' */
  datetime: z.string(),
  weather_type: z.enum(WEATHER_TYPES),
  /** ℃ */
  temperature: z.number().nullable(),
  /** % (0–100); null for past hours the archive has no probability for */
  precip_probability: z.number().nullable(),
  /** mm in the hour */
  precip_intensity: z.number().nullable(),
  /** mean wind at 10 m, m/s */
  wind_speed: z.number().nullable(),
  /** direction the wind comes FROM, degrees 0–360 (0 = north) */
  wind_bearing: z.number().nullable(),
});
export type WeatherHour = z.infer<typeof weatherHourSchema>;

/**
 * GET /inasaku/weather-infos (query: management_id, from_datetime, to_datetime) -> WeatherInfos.
 * The dashboard asks 3 days back to 6 days ahead; the header asks the last 3 hours and reads
 * `now_temperature` (store operation updateNowTemperature).
 */
export const weatherInfosSchema = weatherWindowSchema;
export const weatherInfosAnswerSchema = weatherStatusSchema.extend({
  /** ℃ now at the cell (the provider's current reading); null when missing or older than 3 hours */
  now_temperature: z.number().nullable(),
  /** time of that reading, ISO +09:00 */
  now_datetime: z.string().nullable(),
  /** days whose date lies in [from, to] (dates at +0900), oldest first */
  days: z.array(weatherDaySchema),
  /**
   * hours whose start lies in [from, to] AND within 3 hours before the current hour to 24 hours
   * after it, oldest first (the hourly table of today and tomorrow is GET /inasaku/weather-hourly-histories)
   */
  hours: z.array(weatherHourSchema),
});
export type WeatherInfos = z.infer<typeof weatherInfosAnswerSchema>;

/** GET /inasaku/weather-histories (query: management_id, from_datetime, to_datetime) -> WeatherHistories */
export const weatherHistoriesSchema = weatherWindowSchema;
export const weatherHistoriesAnswerSchema = weatherStatusSchema.extend({
  /** days whose date lies in [from, to], oldest first */
  list: z.array(weatherDaySchema),
});
export type WeatherHistories = z.infer<typeof weatherHistoriesAnswerSchema>;

/** GET /inasaku/weather-hourly-histories (query: from_datetime, to_datetime: today and tomorrow) -> WeatherHourlyHistories */
export const weatherHourlyHistoriesSchema = weatherWindowSchema;
export const weatherHourlyHistoriesAnswerSchema = weatherStatusSchema.extend({
  /** hours whose start lies in [from, to], oldest first */
  list: z.array(weatherHourSchema),
});
export type WeatherHourlyHistories = z.infer<typeof weatherHourlyHistoriesAnswerSchema>;

/**
 * POST /inasaku/create-weather-infos (body: optional management_id) -> CreateWeatherInfosResult
 * (store operation initializeWeatherInfos). Registers the account's home position (asked from
 * the account service) as a weather cell and, the first time for that cell, fills its history
 * from 1 January of the year and its forecast right away. Idempotent; the service does the same
 * on its own when the account sets or moves its home position. 409 NO_POSITION without one.
 */
export const createWeatherInfosSchema = z.object({ management_id: weatherManagementId }).loose();
export const createWeatherInfosResultSchema = weatherStatusSchema.extend({
  /** the grid cell's id ('lat,lng' of its centre, e.g. '35.70,139.70') */
  cell_id: z.string(),
  /** days of history the cell holds after the call */
  history_days: z.number(),
});
export type CreateWeatherInfosResult = z.infer<typeof createWeatherInfosResultSchema>;

