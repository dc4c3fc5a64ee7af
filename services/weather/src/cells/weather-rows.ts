import { dailyWeatherCode, isDaytimeHour, weatherTypeOfCode, type WeatherTypeName } from '@inasaku/domain';
import type { ProviderHour } from '../provider/weather-provider';

/**
 * From the provider's local hours to the stored rows: one row per hour and one per local date
 * (spec 000 §3 weather day): high and low are the day's extreme hours, the average is the mean
 * of its hours (the input of 積算温度), precip_intensity the wettest hour (mm/h), wind_speed the
 * strongest gust (m/s, the report's maximum instantaneous wind; the mean wind when no gust is
 * given), the type that of the day's most severe WMO code.
 */
export interface HourRow {
  /** 'YYYY-MM-DDTHH:mm' local */
  time: string;
  weatherType: WeatherTypeName;
  temperature: number | null;
  precipProbability: number | null;
  precipIntensity: number | null;
  windSpeed: number | null;
  windBearing: number | null;
}

export interface DayRow {
  date: string;
  weatherType: WeatherTypeName;
  temperatureHigh: number | null;
  temperatureLow: number | null;
  temperatureAve: number | null;
  precipIntensity: number | null;
  precipTotal: number | null;
  windSpeed: number | null;
  precipProbability: number | null;
  forecast: boolean;
}

/** A day's mean needs most of its hours; a day cut short by the range is not averaged. */
const MIN_HOURS_FOR_MEAN = 18;

const round1 = (v: number) => Math.round(v * 10) / 10;
const present = (values: (number | null)[]) => values.filter((v): v is number => v !== null);

export function toHourRows(hours: readonly ProviderHour[]): HourRow[] {
  return hours.map((h) => ({
    time: h.time,
    weatherType: weatherTypeOfCode(h.weatherCode, isDaytimeHour(Number(h.time.slice(11, 13)))),
    temperature: h.temperature === null ? null : round1(h.temperature),
    precipProbability: h.precipitationProbability === null ? null : Math.round(h.precipitationProbability),
    precipIntensity: h.precipitation === null ? null : round1(h.precipitation),
    windSpeed: h.windSpeed === null ? null : round1(h.windSpeed),
    windBearing: h.windDirection === null ? null : Math.round(h.windDirection),
  }));
}

/** `today` ('YYYY-MM-DD' local): that day and later are forecasts. */
export function toDayRows(hours: readonly ProviderHour[], today: string): DayRow[] {
  const byDate = new Map<string, ProviderHour[]>();
  for (const h of hours) {
    const date = h.time.slice(0, 10);
    const list = byDate.get(date);
    if (list) list.push(h);
    else byDate.set(date, [h]);
  }
  const rows: DayRow[] = [];
  for (const [date, list] of [...byDate].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const temps = present(list.map((h) => h.temperature));
    const precip = present(list.map((h) => h.precipitation));
    const gusts = present(list.map((h) => h.windGust));
    const winds = gusts.length ? gusts : present(list.map((h) => h.windSpeed));
    const probabilities = present(list.map((h) => h.precipitationProbability));
    const code = dailyWeatherCode(list.map((h) => h.weatherCode));
    rows.push({
      date,
      weatherType: weatherTypeOfCode(code, true),
      temperatureHigh: temps.length ? round1(Math.max(...temps)) : null,
      temperatureLow: temps.length ? round1(Math.min(...temps)) : null,
      temperatureAve: temps.length >= MIN_HOURS_FOR_MEAN ? round1(temps.reduce((s, v) => s + v, 0) / temps.length) : null,
      precipIntensity: precip.length ? round1(Math.max(...precip)) : null,
      precipTotal: precip.length ? round1(precip.reduce((s, v) => s + v, 0)) : null,
      windSpeed: winds.length ? round1(Math.max(...winds)) : null,
      precipProbability: probabilities.length ? Math.max(...probabilities) : null,
      forecast: date >= today,
    });
  }
  return rows;
}
