/**
 * Screen text of the water-sensor screens (spec 001 "Sensor map", "Sensor registration map",
 * "Notification settings", §8). Shared labels (保存, キャンセル, 削除しますか？, 通信エラー) come from @inasaku/ui.
 */
export const MAP_TEXTS = {
  productId: '製品ID',
  sensorName: 'センサー名',
  lastUpdate: '最終更新日時',
  waterLevel: '現在の水位（cm）',
  waterTemperature: '水温（℃）',
  battery: '電池残量（%）',
  signal: '電波強度（dBm）',
  levelChart: '水位（cm）',
  temperatureChart: '水温（℃）',
  noData: 'データがありません。',
  noSensors: '水位センサーが設置されていません。',
  close: '閉じる',
  loadFailed: '水位データを読み込めませんでした。',
  status: { normal: '正常', warning: '警告', danger: '危険', unlinked: '未連携' },
} as const;

export const REGISTER_TEXTS = {
  addSensor: 'センサー追加',
  addHint: '登録する位置をクリックしてください。クリック後、マーカーをドラッグして位置を調整し「入力する」を押してください。',
  moveHint: '位置を保存するか、キャンセルしてください。',
  savePosition: '位置を保存',
  formAdd: '水位センサー登録',
  formEdit: '水位センサー編集',
  productId: '製品ID',
  sensorName: 'センサー名',
  deleted: '水位センサーを削除しました。',
  tokenTitle: 'デバイストークン',
  tokenNote: 'このトークンは今回だけ表示されます。センサー機器に設定してから閉じてください。',
  rotateToken: 'トークンを再発行',
  rotateConfirm: 'トークンを再発行しますか？今までのトークンは使えなくなります。',
  deviceToken: 'デバイストークン',
} as const;

export const SETTINGS_TEXTS = {
  title: '通知設定',
  warnLevel: '警告水位（cm）',
  cautionLevel: '危険水位（cm）',
  above: '以上',
  below: '以下',
  /** The name of the 以上 / 以下 choice beside a level, for screen readers. */
  unitOf: (label: string) => `${label}の条件（以上・以下）`,
  notify: 'スマートフォンアプリに通知する',
  judgeNote: 'センサーのデータは1時間ごとに判定されます。',
  loadFailed: '通知設定を読み込めませんでした。',
} as const;

export const WIDGET_TEXTS = {
  productId: '製品ID',
  sensorName: 'センサー名',
  waterLevel: '水位（cm）',
  waterTemperature: '水温（℃）',
  datetime: '日時',
  message: 'メッセージ',
  chart: 'グラフ',
  chartTitle: (title: string) => `${title} 直近7件`,
  loadFailed: '読み込めませんでした。',
} as const;

export const SENSORS_PAGE_TEXTS = {
  title: '水位センサー',
  lead: '水位センサーの一覧です。センサーの設置・編集は「センサー設置」で行います。',
  toMap: '水位マップで見る',
  toAdd: 'センサー設置',
  alerts: '水位アラート',
} as const;
