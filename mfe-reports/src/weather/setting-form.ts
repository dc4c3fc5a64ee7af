import { between, customDoubleWeather, LIMITS, max, numeric, required, type Rule } from '@inasaku/domain';
import type { WeatherSetting, WeatherSettingInput } from '../common/weather-api';
import { WEATHER_TEXTS } from './texts';

/** The form of a weather setting; numbers are kept as typed text so the shared rules see what the user typed. */
export interface SettingFormValues {
  name: string;
  datetime: string;
  cumulative: string;
  basetemp: string;
  correction: string;
}

/**
 * Spec 000 §5: name required max 20; start date required; target required, numeric, 1 to 9999;
 * base temperature and correction required, customDoubleWeather, both 0 by default.
 */
export const SETTING_RULES: Record<keyof SettingFormValues, Rule[]> = {
  name: [required(WEATHER_TEXTS.name), max(LIMITS.weatherSettingName)],
  datetime: [required(WEATHER_TEXTS.startDate)],
  cumulative: [required(WEATHER_TEXTS.target), numeric, between(1, 9999)],
  basetemp: [required(WEATHER_TEXTS.baseTemp), customDoubleWeather],
  correction: [required(WEATHER_TEXTS.correction), customDoubleWeather],
};

export const EMPTY_SETTING: SettingFormValues = { name: '', datetime: '', cumulative: '', basetemp: '0', correction: '0' };

export function toFormValues(s: WeatherSetting): SettingFormValues {
  return {
    name: s.name,
    datetime: s.datetime ? s.datetime.slice(0, 10) : '',
    cumulative: String(s.cumulative ?? ''),
    basetemp: String(s.basetemp ?? 0),
    correction: String(s.correction ?? 0),
  };
}

/** The payload: trimmed name, the start date as 'YYYY-MM-DD', numbers as numbers. */
export function toInput(v: SettingFormValues): WeatherSettingInput {
  return {
    name: v.name.trim(),
    datetime: v.datetime.slice(0, 10),
    cumulative: Number(v.cumulative),
    basetemp: Number(v.basetemp),
    correction: Number(v.correction),
  };
}
