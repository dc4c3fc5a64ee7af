import { ITEM_DETAIL_TYPE_LABELS, type ItemDetailType } from '@inasaku/contracts';

/**
 * Screen text of the works settings (spec 000 §2.8, §4.7, §5; spec 001 "Reorder screens").
 * Shared labels (保存, キャンセル, toasts, errors) come from @inasaku/ui.
 */
export const WORKS_TEXTS = {
  title: '作業項目',
  seasons: '作業分類',
  items: '作業項目',
  number: '#',
  add: '追加',
  order: '並び替え',
  notPaddy: 'ほ場外作業',
  paddy: 'ほ場作業',
  noSeasons: '作業分類がありません。',
  noItems: '作業項目がありません。',
  up: '上へ',
  down: '下へ',
  seasonNotFound: '作業分類が見つかりません。',
  itemNotFound: '作業項目が見つかりません。',
  deleted: '削除しました。',
} as const;

export const SEASON_TEXTS = {
  add: '作業分類登録',
  edit: '作業分類編集',
  name: '作業分類名',
  workType: '作業種別',
  notPaddyCheck: 'ほ場外作業',
  notPaddyHint: 'ほ場を選ばずに記録する作業（機械の整備、育苗など）',
  typeLocked: '作業項目が登録されているため、作業種別は変更できません。',
  color: '色',
  colorOption: (color: string) => `色 ${color}`,
} as const;

export const ITEM_TEXTS = {
  add: '作業項目登録',
  edit: '作業項目編集',
  season: '作業分類',
  seasonPlaceholder: '作業分類を選択してください',
  name: '作業項目名',
  workType: '作業種別',
  details: '項目',
  addDetail: '項目追加',
  editDetail: '項目編集',
  detailLimit: (max: number) => `項目は${max}行まで登録できます。`,
  detailName: '項目名',
  detailType: '種類',
  detailUnit: '単位',
  detailAuto: '自動計算',
  autoCheck: '10a当たりの量を自動計算する',
  autoOn: '10a当たり',
  fixed: '固定',
  editRow: '編集',
  deleteRow: '削除',
  areaTotal: '総面積(a)',
  areaHint: '作業進捗の分母になる面積です。',
  progress: '進捗表示',
  progressShow: 'ダッシュボードに表示する',
  progressHide: '表示しない',
  pattern: '登録パターン',
  patternAdd: '追加登録',
  patternOverwrite: '上書き',
  patternHint: '同じほ場に同じ作業を登録したときの扱い',
  notPaddyNote: 'ほ場外作業の作業項目には総面積と進捗表示はありません。',
  up: '上へ',
  down: '下へ',
} as const;

export const ORDER_TEXTS = {
  items: '作業項目並び替え',
  seasons: '作業分類並び替え',
  pickSeason: '作業分類',
  pickSeasonPlaceholder: '作業分類を選択してください',
} as const;

/** Detail types as the 項目追加 popup lists them; the list type inserts the account's user names. */
export const DETAIL_TYPE_LABELS: Record<ItemDetailType, string> = { ...ITEM_DETAIL_TYPE_LABELS, list: '作業者リスト' };
export const DETAIL_TYPE_ORDER: ItemDetailType[] = ['string', 'num', 'date', 'textarea', 'list'];
