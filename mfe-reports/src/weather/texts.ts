import { WEATHER_TYPE_LABELS, type WeatherType } from '@inasaku/contracts';
import { MENU_LABELS } from '@inasaku/ui';

/** Screen text of the weather screens (spec 000 §2.9, §3). */
export const WEATHER_TEXTS = {
  title: '天気',
  settingsTitle: MENU_LABELS['settings-weather'],
  settingsAddTitle: `${MENU_LABELS['settings-weather']} 登録`,
  settingsEditTitle: `${MENU_LABELS['settings-weather']} 編集`,
  add: '追加',
  number: 'No.',
  name: '名称',
  startDate: '開始日',
  target: '目標積算温度(℃)',
  baseTemp: '基準温度(℃)',
  correction: '補正値(℃)',
  accumulated: '積算温度',
  prediction: '到達予測',
  reached: '到達済み',
  noPrediction: '-',
  week: '週間天気',
  hourly: '時間ごとの天気',
  today: '今日',
  tomorrow: '明日',
  averageTemperature: '平均気温',
  precipitation: '降水量',
  high: '最高気温(℃)',
  low: '最低気温(℃)',
  average: '平均気温(℃)',
  precipMm: '降水量(mm/h)',
  wind: '風速(m/s)',
  temperature: '気温(℃)',
  precipProbability: '降水確率(%)',
  windBearing: '風向',
  time: '時刻',
  date: '日付',
  weather: '天気',
  noSettings: '累積気温の設定はありません。',
  stale: '天気情報を更新できていません。表示は最後に取得した情報です。',
  lastUpdated: '最終取得',
  settingsLink: '累積気温の設定',
} as const;

/** Spec 000 §3 weather types (contracts); anything else reads as cloud. */
export const weatherTypeLabel = (type: string | null | undefined) => WEATHER_TYPE_LABELS[(type ?? 'cloudy') as WeatherType] ?? WEATHER_TYPE_LABELS.cloudy;

/** Compass points of 16 directions, from north clockwise. */
const BEARINGS = ['北', '北北東', '北東', '東北東', '東', '東南東', '南東', '南南東', '南', '南南西', '南西', '西南西', '西', '西北西', '北西', '北北西'];

export function bearingLabel(degrees: number | null | undefined): string {
  if (degrees === null || degrees === undefined || !Number.isFinite(degrees)) return '-';
  return BEARINGS[Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16];
}
