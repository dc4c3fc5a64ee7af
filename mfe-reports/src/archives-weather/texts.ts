import { BUTTONS, formatYear, MENU_LABELS } from '@inasaku/ui';

/** Screen text of the weather report (spec 001 "Weather report"). */
export const REPORT_TEXTS = {
  range: '期間',
  fullYear: '通年',
  month: (m: number) => `${m}月`,
  temperatureChart: '気温（平均・最低・最高）(℃)',
  precipitationChart: '降水量（最大）(mm/h)',
  windChart: '風速（最大瞬間）(m/s)',
  average: '平均気温',
  lowest: '最低気温',
  highest: '最高気温',
  precipitation: '最大降水量',
  wind: '最大瞬間風速',
  download: BUTTONS.download,
  columns: {
    date: '日付',
    average: '平均気温(℃)',
    lowest: '最低気温(℃)',
    highest: '最高気温(℃)',
    precipitation: '最大降水量(mm/h)',
    wind: '最大瞬間風速(m/s)',
  },
} as const;

/** '年次レポート / 2026年 / 天気', like the other yearly reports. */
export function weatherReportTitle(year: string | null): string {
  return [MENU_LABELS.archives, year ? formatYear(Number(year)) : null, MENU_LABELS['archives-weather']].filter(Boolean).join(' / ');
}
