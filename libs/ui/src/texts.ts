/**
 * Shared Japanese screen text. Remotes and the shell read labels from here so that a
 * label changed once is changed everywhere (menu, page titles, breadcrumbs).
 */

/** Side-menu labels, keyed like MenuKey of @inasaku/domain plus the submenu groups. */
export const MENU_LABELS = {
  dashboard: 'ダッシュボード',
  'paddy-map': 'ほ場マップ',
  'work-input': '作業入力',
  'water-gate-map': '水門マップ',
  water: '水管理',
  'water-map': '水位マップ',
  'sensor-add': 'センサー設置',
  'sensor-settings': '通知設定',
  archives: '年次レポート',
  'archives-work': '作業実績',
  'archives-work-paddy': 'ほ場作業',
  'archives-work-notpaddy': 'ほ場外作業',
  'archives-informations': 'お知らせ',
  'archives-logs': '作業ログ',
  'archives-water-gate': '水門ログ',
  'archives-weather': '天気',
  'archives-water': '水位',
  settings: '設定',
  'settings-paddy': 'ほ場',
  'settings-paddy-add': '登録',
  'settings-paddy-edit': '編集',
  'settings-brands': '品種',
  'settings-works': '作業項目',
  'settings-weather': '累積気温',
  'settings-users': 'ユーザー',
  'settings-markers': 'ホーム位置',
  'settings-landmarks': 'ランドマーク',
  inquiry: 'お問い合わせ・ご要望',
} as const;


export const BUTTONS = {
  ok: 'OK',
  yes: 'はい',
  no: 'いいえ',
  save: '保存',
  saveChanges: '保存する',
  register: '登録',
  cancel: 'キャンセル',
  delete: '削除',
  close: '閉じる',
  back: '戻る',
  input: '入力する',
  post: '投稿',
  seeAll: 'すべてを見る',
  seeMore: 'もっと見る',
  download: 'Excelダウンロード',
  reload: '再読み込み',
} as const;

/** Dashboard and list empty states (spec 001 §2 Dashboard, water-gate report). */
export const EMPTY = {
  workLogs: '作業ログはありません。',
  workProgress: '作業進捗はありません。',
  notices: 'お知らせはありません。',
  gateLogs: '水門ログはありません。',
  weather: '天気情報はありません。',
  sensors: '水位センサーが設置されていません。',
  alerts: '水位アラートはありません。',
  sensorHistories: '紐づく水位データはありません。',
  generic: 'データがありません。',
} as const;

export const CONFIRM = {
  delete: '削除しますか？',
  deleteWorkLog: '登録した作業実績を削除しますか？',
  leave: '退会しますか？',
} as const;

export const SHELL = {
  personalSettings: '個人設定',
  signOut: 'サインアウト',
  applyPaidPlan: '有料プラン申込',
  rootOnlyPaidPlan: 'アカウントを作成したユーザーで申込できます。',
  yearSelector: '年度',
  yearSuffix: '年',
  openMenu: 'メニューを開く',
  readOnlyNotice: '閲覧専用モードです。',
  pastYearNotice: '過去の年度を表示しています。',
} as const;

export const REMOTE = {
  loadFailed: 'この画面を読み込めませんでした。',
  loadFailedDetail: '通信状態を確認して、再読み込みしてください。',
  unavailable: 'この機能は現在ご利用いただけません。',
  loading: '読み込み中…',
} as const;

export const ERRORS = {
  communication: '通信エラー',
  connectionFailed: 'サーバーへの接続に失敗しました。',
  createFailed: '登録に失敗しました。',
  updateFailed: '更新に失敗しました。',
  deleteFailed: '削除に失敗しました。',
} as const;

export const TOASTS = {
  registered: '登録しました。',
  changesSaved: '変更を保存しました。',
  homeSaved: 'ホーム位置を保存しました。',
  positionSaved: '位置を保存しました。',
} as const;

export const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

