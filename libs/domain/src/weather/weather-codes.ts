/**
 * WMO weather interpretation codes (WW, as Open-Meteo's `weather_code`) to the spec's weather
 * types (spec 000 §3: clear-day, clear-night, rain, snow, sleet, other = cloud).
 *
 * 0 clear sky and 1 mainly clear are clear; 2 partly cloudy, 3 overcast and 45/48 fog are
 * cloud. Drizzle, rain, rain showers and thunderstorms (51–55, 61–65, 80–82, 95–99) are rain;
 * freezing drizzle and freezing rain (56, 57, 66, 67) are sleet (みぞれ, ice with the rain);
 * snow, snow grains and snow showers (71–77, 85, 86) are snow. An unknown or missing code is
 * cloud, the spec's "other".
 */
export type WeatherTypeName = 'clear-day' | 'clear-night' | 'rain' | 'snow' | 'sleet' | 'cloudy';

export function weatherTypeOfCode(code: number | null | undefined, isDay = true): WeatherTypeName {
  if (code === null || code === undefined || !Number.isFinite(code)) return 'cloudy';
  if (code === 0 || code === 1) return isDay ? 'clear-day' : 'clear-night';
  if (code === 56 || code === 57 || code === 66 || code === 67) return 'sleet';
  if ((code >= 51 && code <= 55) || (code >= 61 && code <= 65) || (code >= 80 && code <= 82) || (code >= 95 && code <= 99)) {
    return 'rain';
  }
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  return 'cloudy';
}

/** Daytime for the type of an hour at the farm (clear-day 6:00–17:59 local, clear-night otherwise). */
export function isDaytimeHour(localHour: number): boolean {
  return localHour >= 6 && localHour < 18;
}

/**
 * A day's code as Open-Meteo's daily `weather_code`: the most severe of its hours, where a
 * higher WMO code is more severe (the WMO table is ordered that way).
 */
export function dailyWeatherCode(hourCodes: readonly (number | null | undefined)[]): number | null {
  let worst: number | null = null;
  for (const c of hourCodes) if (typeof c === 'number' && Number.isFinite(c) && (worst === null || c > worst)) worst = c;
  return worst;
}
