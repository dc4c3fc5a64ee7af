/**
 * Screen text of the work input and the work-history map (spec 000 §2.6, §2.7, §4.5, §4.6, §5,
 * §8). Shared labels (保存, キャンセル, 削除しますか？, 通信エラー) come from @inasaku/ui.
 */
export const INPUT_TEXTS = {
  season: '作業分類',
  item: '作業項目',
  selectItem: '作業項目を選択してください',
  selectFields: 'ほ場を選択してください',
  changeItem: '作業項目を変更',
  selected: '選択済み',
  brandCount: '品種別',
  fieldCount: (n: number) => `${n}枚`,
  areaTotal: '面積計',
  fieldList: '選択したほ場',
  input: '入力する',
  noSelection: '地図上のほ場をクリックして選択してください。',
  noItems: '作業項目が登録されていません。',
  noSeasons: '作業分類が登録されていません。設定→作業項目で登録してください。',
  seasonsFailed: '作業分類を読み込めませんでした。通信状態を確認して、再読み込みしてください。',
  clearSelection: '選択解除',
} as const;

export const DIALOG_TEXTS = {
  title: '作業項目入力',
  save: '保存する',
  fields: (n: number) => `${n}件のほ場`,
  per10a: '10aあたり',
  shortcuts: '作業者を追加',
} as const;

export const IMAGE_TEXTS = {
  upload: '画像アップロード',
  accept: 'PNG・JPEG形式',
  remove: '画像を削除',
  zoom: '画像を拡大',
  skipped: (names: string[]) => `読み込めなかった画像をスキップしました: ${names.join('、')}`,
  preparing: '画像を処理しています…',
} as const;

export const HISTORY_TEXTS = {
  workFilter: '作業で絞り込み',
  personFilter: '位置情報で絞り込み',
  areaTotals: 'ほ場面積',
  search: '作業の検索',
  searchButton: '検索',
  searchPlaceholder: '作業項目・作業者・内容など',
  noHits: '検索条件と一致する作業履歴が見つかりません。',
  notPaddy: 'ほ場外作業',
  selectField: 'ほ場を選択',
  histories: '作業履歴',
  noHistories: '作業履歴はありません。',
  panelHint: 'ほ場をクリックすると作業履歴を表示します。',
  edit: '編集する',
  historyTitle: '作業実績',
  imageZoom: '画像',
  date: '日付',
  start: '開始',
  end: '終了',
  users: 'ユーザー',
  apply: '設定',
  clearTrails: 'クリア',
  noTrails: '指定した期間の位置情報はありません。',
  areaColumns: { brand: '品種', count: '枚', area: '面積(a)' },
  areaTotal: '合計',
  unnamed: '（名称未設定）',
  hits: (n: number) => `${n}件`,
  truncated: (total: number, shown: number) => `該当${total}件のうち新しい順に${shown}件を表示しています。`,
  more: 'さらに表示',
  showPanel: '作業履歴を表示',
  close: '閉じる',
  itemFilterLabel: (season: string, item: string) => `${season} / ${item}`,
} as const;

export const COMMON_TEXTS = {
  unnamedField: '（名称未設定）',
  unbranded: '-',
  area: (a: string) => `${a}a`,
} as const;
