import { ApiError, BUTTONS, MENU_LABELS, formatYear } from '@inasaku/ui';

/** Screen text of the yearly reports (spec 001 "Yearly report hub" and the reports). */
export const ARCHIVE_TEXTS = {
  hub: MENU_LABELS.archives,
  work: MENU_LABELS['archives-work'],
  paddy: MENU_LABELS['archives-work-paddy'],
  notPaddy: MENU_LABELS['archives-work-notpaddy'],
  informations: MENU_LABELS['archives-informations'],
  logs: MENU_LABELS['archives-logs'],
  gate: MENU_LABELS['archives-water-gate'],
  weather: MENU_LABELS['archives-weather'],
  water: MENU_LABELS['archives-water'],
  showAll: '全項目表示',
  showOutside: 'ほ場外作業表示',
  download: BUTTONS.download,
  downloadWithImages: '画像付きExcelダウンロード',
  seeAll: BUTTONS.seeAll,
  close: BUTTONS.close,
  images: '画像',
  loadFailed: 'データを読み込めませんでした。',
  exportFailed: 'ダウンロードできませんでした。',
  exportInquiry: 'お手数ですが、メニューの「お問い合わせ・ご要望」からお問い合わせください。',
  exportTimeout: 'タイムアウトしました。',
  exportRunning: '画像付きのExcelファイルを作成しています…',
  exportDone: 'ダウンロードを開始しました。',
  noFields: 'ほ場が登録されていません。',
  noWork: '作業実績はありません。',
} as const;

/**
 * Why a report has no data to show: the server's own Japanese reason when it refused (the feature
 * is not on this plan, say), else that the data could not be loaded. Never the report's 'no data'
 * text, which would tell the farmer his sensors recorded nothing.
 */
export function loadFailedText(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : ARCHIVE_TEXTS.loadFailed;
}

/** '年次レポート / 2026年 / 作業実績' */
export function reportTitle(year: string | null, ...parts: string[]): string {
  return [ARCHIVE_TEXTS.hub, year ? formatYear(Number(year)) : null, ...parts].filter(Boolean).join(' / ');
}
