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
