/**
 * The weather's words and codes (spec 000 §3, spec 001 §7), without schemas: the dashboard's
 * weather widget shows them and should load no validation code (common.ts holds the schemas).
 */

export const WEATHER_MESSAGES = {
  datetime: '日時はISO 8601形式（例: 2025-05-01T09:00:00+09:00）で指定してください。',
  rangeOrder: '終了日時は開始日時より後を指定してください。',
  rangeTooLong: '期間は400日以内で指定してください。',
  invalidId: 'IDの形式が正しくありません。',
  dateFormat: '開始日はYYYY-MM-DDの形式で入力してください。',
  settingNotFound: '積算温度の設定が見つかりません。',
  noPosition: 'ホーム位置が設定されていません。設定→ホーム位置で地図の中心を設定してください。',
} as const;

export const WEATHER_ERROR_CODES = {
  /** 409 on POST /inasaku/create-weather-infos when the account has no home position */
  noPosition: 'NO_POSITION',
} as const;

/**
 * Weather types (spec 000 §3). Open-Meteo's WMO codes are mapped to these; anything that is
 * not clear, rain, snow or sleet is 'cloudy' (the spec's "other = cloud": fog, overcast, ...).
 */
export const WEATHER_TYPES = ['clear-day', 'clear-night', 'rain', 'snow', 'sleet', 'cloudy'] as const;
export type WeatherType = (typeof WEATHER_TYPES)[number];
export const WEATHER_TYPE_LABELS: Record<WeatherType, string> = {
  'clear-day': '晴れ',
  'clear-night': '晴れ',
  rain: '雨',
  snow: '雪',
  sleet: 'みぞれ',
  cloudy: 'くもり',
};
