import type { WorkLogType } from '@inasaku/contracts';

export const LOG_TEXTS = {
  columns: { type: '操作', date: '作業日', worker: '作業者', item: '作業項目', fields: 'ほ場', area: '面積計', image: '画像' },
  types: { 1: '登録', 2: '編集', 3: '削除' } as Record<WorkLogType, string>,
  deleted: '[削除]',
  imageMarker: '有',
  categoryItem: '作業分類 / 作業項目',
  detailTitle: '作業ログ',
} as const;

/** Operation type (spec 001 §3: 1 input/register, 2 edit, 3 delete). */
export function logTypeLabel(type: WorkLogType): string {
  return LOG_TEXTS.types[type] ?? '';
}

/** 'YYYY-MM-DD' -> 'YYYY/MM/DD'. */
export function shortDate(date: string | null): string {
  return date ? date.replaceAll('-', '/') : '';
}
