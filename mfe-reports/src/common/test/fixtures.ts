import type { Accumulation, WeatherDay, WeatherHour, WeatherSetting } from '../weather-api';

export const setting = (n: number, extra: Partial<WeatherSetting> = {}): WeatherSetting => ({
  setting_id: `s${n}`,
  management_id: 'mgmt-2026',
  name: `出穂後${n}`,
  datetime: '2026-08-01',
  cumulative: 1000,
  basetemp: 0,
  correction: 0,
  ...extra,
});

export const day = (date: string, extra: Partial<WeatherDay> = {}): WeatherDay => ({
  weather_time: `${date}T00:00:00+09:00`,
  weather_type: 'clear-day',
  temperature_high: 25,
  temperature_low: 15,
  temperature_ave: 20,
  precip_intensity: 0,
  wind_speed: 3,
  ...extra,
});

export const hour = (datetime: string, extra: Partial<WeatherHour> = {}): WeatherHour => ({
  weather_time: datetime,
  weather_type: 'other',
  temperature: 18,
  precip_probability: 10,
  wind_speed: 2,
  wind_bearing: 90,
  ...extra,
});

export const accumulation = (name: string, sum: number, target: number, extra: Partial<Accumulation> = {}): Accumulation => ({
  setting_id: 's1',
  settings: { name, sum, target, percent: Math.round((sum / target) * 1000) / 10 },
  histories: [
    { date: '2026-08-01', value: sum / 2, sum: sum / 2 },
    { date: '2026-08-02', value: sum / 2, sum },
  ],
  predicted_date: '2026-09-20',
  ...extra,
});
