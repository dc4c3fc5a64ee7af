import { z } from 'zod';
import { baseEnvShape, loadEnv } from '@inasaku/service-kit';

/** Open-Meteo's public hosts; with an API key the customer-* hosts are used (README, weather). */
export const OPEN_METEO_PUBLIC = {
  forecast: 'https://api.open-meteo.com/v1/forecast',
  archive: 'https://archive-api.open-meteo.com/v1/archive',
} as const;
export const OPEN_METEO_CUSTOMER = {
  forecast: 'https://customer-api.open-meteo.com/v1/forecast',
  archive: 'https://customer-archive-api.open-meteo.com/v1/archive',
} as const;

const positive = (d: number) => z.coerce.number().positive().default(d);
const nonNegativeInt = (d: number) => z.coerce.number().int().min(0).default(d);

export const weatherEnvSchema = z.object({
  ...baseEnvShape,
  WEATHER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3105),
  /** empty = the public host, or the customer host when OPEN_METEO_API_KEY is set; tests point these at a stub */
  OPEN_METEO_FORECAST_URL: z.string().default(''),
  OPEN_METEO_ARCHIVE_URL: z.string().default(''),
  /** Open-Meteo's commercial API key; never logged */
  OPEN_METEO_API_KEY: z.string().default(''),
  /** forecast model: JMA's MSM/GSM blend for Japan */
  OPEN_METEO_MODEL: z.string().default('jma_seamless'),
  OPEN_METEO_TIMEOUT_MS: positive(10_000),
  /** locations per provider request (Open-Meteo takes comma-separated lists) */
  OPEN_METEO_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(50),
  /**
   * Open-Meteo "API calls" (weighted: one per location, more for long ranges) this service may
   * spend a day; the free tier allows 10,000. The refresh interval stretches to stay inside it.
   */
  OPEN_METEO_DAILY_CALL_BUDGET: z.coerce.number().int().min(100).default(9_000),
  /** share of the budget kept for filling new cells' history (the rest goes to forecasts) */
  OPEN_METEO_BACKFILL_SHARE: z.coerce.number().min(0).max(0.9).default(0.2),
  /** grid cell size in degrees (libs/domain gridCellOf says why 0.2) */
  WEATHER_GRID_STEP: positive(0.2),
  /** shortest time between two forecast refreshes of a cell */
  WEATHER_REFRESH_MIN_MINUTES: positive(120),
  /** scheduler tick; 0 = no scheduler (tests drive runOnce) */
  WEATHER_TICK_MS: nonNegativeInt(60_000),
  /** first retry after a provider failure; doubles per failure up to the max */
  WEATHER_BACKOFF_BASE_MS: nonNegativeInt(60_000),
  WEATHER_BACKOFF_MAX_MS: nonNegativeInt(60 * 60_000),
  /** years of archive averaged into the normals of 到達予測 (renewed as often) */
  WEATHER_CLIMATE_YEARS: z.coerce.number().int().min(1).max(30).default(3),
  /** the account service's answer for a home position */
  WEATHER_ACCOUNT_TIMEOUT_MS: positive(3_000),
});

export type WeatherEnv = z.infer<typeof weatherEnvSchema>;

export const WEATHER_ENV = Symbol('WEATHER_ENV');

export function loadWeatherEnv(): WeatherEnv {
  return loadEnv(weatherEnvSchema);
}
