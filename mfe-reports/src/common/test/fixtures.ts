import type { WeatherAccumulation, WeatherDay, WeatherHour, WeatherSetting } from '../weather-api';

export const setting = (n: number, extra: Partial<WeatherSetting> = {}): WeatherSetting => ({
  setting_id: `s${n}`,
  management_id: 'mgmt-2026',
  name: `出穂後${n}`,
  datetime: '2026-08-01',
  cumulative: 1000,
  basetemp: '0',
  correction: '0',
  ...extra,
});

export const day = (date: string, extra: Partial<WeatherDay> = {}): WeatherDay => ({
  weather_time: `${date}T00:00:00+09:00`,
  date,
  weather_type: 'clear-day',
  temperature_high: 25,
  temperature_low: 15,
  temperature_ave: 20,
  precip_intensity: 0,
  precip_total: 0,
  wind_speed: 3,
  precip_probability: null,
  forecast: false,
  ...extra,
});

export const hour = (datetime: string, extra: Partial<WeatherHour> = {}): WeatherHour => ({
  datetime,
  weather_type: 'cloudy',
  temperature: 18,
  precip_probability: 10,
  precip_intensity: 0,
  wind_speed: 2,
  wind_bearing: 90,
  ...extra,
});

export const accumulation = (
  name: string,
  sum: number,
  target: number,
  prediction: Partial<WeatherAccumulation['prediction']> = {},
): WeatherAccumulation => ({
  setting: setting(1, { name, cumulative: target }),
  settings: { name, sum, target, percent: Math.round((sum / target) * 1000) / 10 },
  histories: [
    { date: '2026-08-01', value: sum / 2, sum: sum / 2 },
    { date: '2026-08-02', value: sum / 2, sum },
  ],
  prediction: {
    date: '2026-09-20',
    source: 'forecast',
    histories: [{ date: '2026-08-03', value: 20, sum: sum + 20 }],
    ...prediction,
  },
});
