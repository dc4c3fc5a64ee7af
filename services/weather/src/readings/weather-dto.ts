import { toTokyoIso } from '@inasaku/domain';
import type { WeatherDay, WeatherHour, WeatherType } from '@inasaku/contracts';
import type { StoredDay, StoredHour } from '../cells/cells.repository';

const one = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

export function toWeatherDay(d: StoredDay): WeatherDay {
  return {
    weather_time: `${d.date}T00:00:00+09:00`,
    date: d.date,
    weather_type: d.weather_type as WeatherType,
    temperature_high: one(d.temperature_high),
    temperature_low: one(d.temperature_low),
    temperature_ave: one(d.temperature_ave),
    precip_intensity: one(d.precip_intensity),
    precip_total: one(d.precip_total),
    wind_speed: one(d.wind_speed),
    precip_probability: d.precip_probability,
    forecast: d.forecast,
  };
}

export function toWeatherHour(h: StoredHour): WeatherHour {
  return {
    datetime: toTokyoIso(h.at),
    weather_type: h.weather_type as WeatherType,
    temperature: one(h.temperature),
    precip_probability: h.precip_probability,
    precip_intensity: one(h.precip_intensity),
    wind_speed: one(h.wind_speed),
    wind_bearing: h.wind_bearing,
  };
}
