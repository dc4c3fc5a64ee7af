/**
 * Open-Meteo counts "API calls" by weight, not by HTTP request (its ForecastApiResult
 * calculateQueryWeight): per location max(1, v/10 × max(1, d/14)) for v variables over d days,
 * summed over the locations of the request. So asking for many cells in one request saves
 * HTTP requests and latency but not calls; what saves calls is sharing cells between
 * accounts, few variables (≤ 10) and a horizon of ≤ 14 days.
 */
export function openMeteoWeight(locations: number, variables: number, days: number): number {
  const variablesFraction = variables / 10;
  const weight = Math.max(variablesFraction, variablesFraction * (days / 14));
  return locations * Math.max(1, weight);
}

/** Variables asked for each kind of request (kept here so the weights and the requests agree). */
export const FORECAST_HOURLY = [
  'temperature_2m', 'precipitation_probability', 'precipitation', 'weather_code',
  'wind_speed_10m', 'wind_direction_10m', 'wind_gusts_10m',
] as const;
export const FORECAST_CURRENT = ['temperature_2m'] as const;
export const ARCHIVE_HOURLY = [
  'temperature_2m', 'precipitation', 'weather_code', 'wind_speed_10m', 'wind_direction_10m', 'wind_gusts_10m',
] as const;
export const CLIMATE_DAILY = ['temperature_2m_mean'] as const;

export const FORECAST_PAST_DAYS = 7;
export const FORECAST_DAYS = 7;

/** Weight of one forecast refresh per cell: 8 variables over 14 days = 1 call. */
export const FORECAST_WEIGHT_PER_CELL = openMeteoWeight(1, FORECAST_HOURLY.length + FORECAST_CURRENT.length, FORECAST_PAST_DAYS + FORECAST_DAYS);

export function archiveWeight(cells: number, days: number): number {
  return days <= 0 ? 0 : openMeteoWeight(cells, ARCHIVE_HOURLY.length, days);
}

export function climateWeight(cells: number, days: number): number {
  return days <= 0 ? 0 : openMeteoWeight(cells, CLIMATE_DAILY.length, days);
}
