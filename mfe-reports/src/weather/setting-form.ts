import { CLIENT_ROUTES, WEATHER_SETTING_START_DATE } from '@inasaku/contracts';
import { between, calendarDateRule, customDoubleWeather, LIMITS, max, numeric, required, type Rule } from '@inasaku/domain';
import type { WeatherSetting, WeatherSettingInput } from '../common/weather-api';

/** The form of a weather setting; numbers are kept as typed text so the shared rules see what the user typed. */
export interface SettingFormValues {
  name: string;
  datetime: string;
  cumulative: string;
  basetemp: string;
  correction: string;
}

/** The labels the service's messages use (libs/contracts weather settings), so both sides say the same. */
const RULE_LABELS = { name: '名称', datetime: '開始日', cumulative: '目標積算温度', basetemp: '基準温度', correction: '補正値' };

/**
 * Spec 000 §5: name required max 20; start date required; target required, numeric, 1 to 9999;
 * base temperature and correction required, customDoubleWeather, both 0 by default.
 */
export const SETTING_RULES: Record<keyof SettingFormValues, Rule[]> = {
  name: [required(RULE_LABELS.name), max(LIMITS.weatherSettingName)],
  // A real date of the farm years, as the service checks it (the picker offers 1899 and 9999 too).
  datetime: [required(RULE_LABELS.datetime), calendarDateRule(WEATHER_SETTING_START_DATE)],
  cumulative: [required(RULE_LABELS.cumulative), numeric, between(1, 9999)],
  basetemp: [required(RULE_LABELS.basetemp), customDoubleWeather],
  correction: [required(RULE_LABELS.correction), customDoubleWeather],
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

/** What a setting's write makes stale: the list and the accumulated temperatures it drives. */
export const SETTING_READS = [CLIENT_ROUTES['weatherSettings.list'], CLIENT_ROUTES['weatherAccumulations.list']];

/** The payload: trimmed name, the start date as 'YYYY-MM-DD', the target as a number, temperatures as decimal text. */
export function toInput(v: SettingFormValues): WeatherSettingInput {
  return {
    name: v.name.trim(),
    datetime: v.datetime.slice(0, 10),
    cumulative: Number(v.cumulative),
    basetemp: v.basetemp.trim(),
    correction: v.correction.trim(),
  };
}
