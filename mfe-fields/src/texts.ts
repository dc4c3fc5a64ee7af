/**
 * Screen text of the fields remote (spec 000 §2.4, §2.5, §2.10; spec 001 "Home position
 * tool", "Landmarks", §8). Shared labels (保存, キャンセル, toasts, errors) come from @inasaku/ui.
 */
export const FIELD_TEXTS = {
  addHint: '地図をクリックするとマーカーを設置します。設置したマーカーをクリックすると取り消します。',
  addSelected: (n: number) => `${n}件のほ場を選択中`,
  register: 'ほ場を登録',
  edit: '編集する',
  close: '閉じる',
  name: 'ほ場名',
  position: '位置',
  area: '面積(a)',
  brand: '品種',
  brandPlaceholder: '品種を選択してください',
  kousakusha: '耕作者',
  pinType: 'ピン',
  remarks: 'メモ',
  unnamed: '（名称未設定）',
  areaTableToggle: '品種別面積',
  areaColumns: { brand: '品種', count: '枚', area: '面積(a)' },
  areaTotal: '合計',
  noFields: 'ほ場が登録されていません。設定→ほ場→登録から登録してください。',
} as const;

/** 筆ポリゴン, boundaries and fields in/out (not in the spec: added beside its texts, which stay as they are). */
export const FUDE_TEXTS = {
  addHint: '筆ポリゴンのある場所では、タップした田の輪郭と面積をそのまま登録します。',
  looking: '筆ポリゴンを確認中…',
  outlined: (n: number, areaA: number) => (n > 0 ? `筆ポリゴン ${n}枚（${areaA.toLocaleString('ja-JP', { maximumFractionDigits: 2 })}a）` : ''),
} as const;

export const BOUNDARY_TEXTS = {
  boundaryArea: '輪郭の面積(a)',
  differs: '入力した面積と異なります',
  useArea: 'この面積を使う',
  draw: '輪郭を描く',
  editBoundary: '輪郭を編集',
  removeBoundary: '輪郭を削除',
  drawHint: '地図をタップして頂点を追加します。頂点はドラッグで移動、タップで削除できます。',
  undo: '元に戻す',
  clear: 'すべて消す',
  save: '輪郭を保存',
  vertices: (n: number) => `頂点 ${n}点`,
  area: (a: number | null) => (a === null ? '面積：―' : `面積：${a.toLocaleString('ja-JP', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}a`),
  needThree: '頂点を3点以上置いてください。',
  saved: '輪郭を保存しました。',
  removed: '輪郭を削除しました。',
  confirmRemove: '輪郭を削除しますか？',
  editor: '輪郭の編集',
} as const;

export const TRANSFER_TEXTS = {
  open: '入出力',
  title: 'ほ場の入出力',
  exportTitle: '書き出し',
  exportHint: 'この年度のほ場をファイルに書き出します。',
  exportAs: (f: string) => `${f}で書き出す`,
  exported: (n: number) => `${n}件のほ場を書き出しました。`,
  importTitle: '取り込み',
  importHint: 'GeoJSON・KML・CSVファイルを選ぶと、取り込む内容を確認できます（確定するまで登録されません）。',
  chooseFile: 'ファイルを選ぶ',
  unknownFormat: 'ファイルの形式が分かりません。拡張子が .geojson、.json、.kml、.csv のファイルを選んでください。',
  reading: '読み込み中…',
  summary: (ok: number, bad: number) => `取り込めるほ場 ${ok}件、問題のある行 ${bad}件`,
  columns: { index: '行', name: 'ほ場名', area: '面積(a)', brand: '品種', cultivator: '耕作者', boundary: '輪郭', problems: '問題' },
  newBrand: '（新しい品種）',
  hasBoundary: (a: number | null) => (a === null ? 'あり' : `あり（${a}a）`),
  none: 'なし',
  ok: 'なし',
  confirm: '取り込む',
  fixFirst: '問題のある行を直してから、もう一度ファイルを選んでください。',
  imported: (n: number) => `${n}件のほ場を取り込みました。`,
  failed: '取り込めませんでした。',
  exportFailed: '書き出せませんでした。',
} as const;

export const BRAND_TEXTS = {
  title: '品種',
  number: 'No.',
  name: '品種名',
  add: '追加',
  order: '並び替え',
  detailAdd: '品種登録',
  detailEdit: '品種編集',
  orderTitle: '品種並び替え',
  up: '上へ',
  down: '下へ',
  notFound: '品種が見つかりません。',
} as const;

export const MARKER_TEXTS = {
  searchPlaceholder: '住所または郵便番号',
  search: '検索',
  zoomIn: 'ホーム位置を設定するには、地図をズームレベル17以上に拡大してください。',
  clickToSet: '地図をクリックすると、その位置を地図の中心（ホーム位置）に設定します。',
  drag: 'マーカーをドラッグするか地図をクリックして、ホーム位置を変更できます。',
  setCenter: '地図の中心に設定',
  home: 'ホーム',
  notFound: '見つかりません',
  failed: 'エラー発生',
  results: '検索結果',
} as const;

export const LANDMARK_TEXTS = {
  add: 'ランドマークを追加',
  addHint: 'ランドマークを置く位置で地図をクリックしてください。マーカーはドラッグで動かせます。',
  savePosition: '位置を保存',
  moveHint: '新しい位置を保存しますか？',
  formAdd: 'ランドマーク登録',
  formEdit: 'ランドマーク編集',
  name: '名前',
  icon: 'アイコン',
  deleted: '削除しました。',
} as const;
