/** Screen text of the dashboard's work log and work progress (spec 001 "Dashboard"). */
export const LOG_TEXTS = {
  date: '日付',
  worker: '作業者',
  item: '作業項目',
  fields: 'ほ場',
  area: '面積(a)',
  image: '画像',
  phoneColumn: '日付・作業者 / 作業項目 / ほ場',
  hasImage: '画像あり',
  deletedMark: '[削除]',
  notPaddy: 'ほ場外作業',
  unnamedField: '（名称未設定）',
  detailTitle: '作業ログ',
  workDate: '実施日',
  seasonItem: '作業分類・作業項目',
  areaTotal: '面積計',
  details: '作業内容',
  images: '画像',
  types: { 1: '登録', 2: '編集', 3: '削除' } as Record<number, string>,
  alreadyDeleted: '削除済み',
  deleted: '削除しました。',
  loadFailed: '作業ログを読み込めませんでした。',
} as const;

export const PROGRESS_TEXTS = {
  areaUnit: '(a)',
  loadFailed: '作業進捗を読み込めませんでした。',
  open: (name: string) => `${name}の作業項目を開く`,
  bar: (name: string) => `${name}の進捗`,
} as const;
