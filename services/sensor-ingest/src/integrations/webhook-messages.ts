/**
 * What the webhook answers, in Japanese for the person reading the network server's webhook log
 * (The Things Stack's console, ChirpStack's log). A `note` comes with a 2xx when nothing was
 * stored on purpose: a 4xx or 5xx would count as a failed delivery and The Things Stack disables
 * a webhook that keeps failing.
 */
export const WEBHOOK_MESSAGES = {
  unauthorized: '連携シークレットが正しくありません。Authorization ヘッダーに連携の作成時に表示されたシークレットを指定してください。',
  protobuf: 'Protobuf 形式には対応していません。ネットワークサーバーの連携設定で JSON 形式（マーシャラー）を選択してください。',
  json: '送信データを JSON として読み取れません。',
  notUplink: 'アップリンクメッセージ（uplink_message）ではありません。',
  devEui: 'DevEUI（16桁の16進数）がありません。',
  time: '受信日時（received_at / time）を読み取れません。',
  fCnt: 'フレームカウンタ（f_cnt / fCnt）は0以上の整数で指定してください。',
  deduplicationId: 'deduplicationId がありません。',
  decodedTime: 'デコード済みペイロードの測定日時を読み取れません。',
  level: '水位の値を数値として読み取れません。',
  temperature: '水温の値を数値として読み取れません。',
  battery: '電池残量の値を数値として読み取れません。',
  notFound: '対象のデータが見つかりません。',
  // 2xx notes: received, nothing stored on purpose
  noDecodedPayload: 'デコード済みペイロード（decoded_payload / object）がないため保存しませんでした。ネットワークサーバーでペイロードフォーマッター（コーデック）を設定してください。',
  noLevel: 'デコード済みペイロードに水位（センサーの設定のキー、water_level または level）がないため保存しませんでした。',
  unregistered: '未登録のデバイスとして記録しました。センサー設置でこの DevEUI を登録すると保存されます。',
  status: 'デバイスの状態を反映しました。',
} as const;

export const WEBHOOK_CODES = {
  noDecodedPayload: 'NO_DECODED_PAYLOAD',
  noLevel: 'NO_LEVEL',
  unregistered: 'UNREGISTERED_DEVICE',
  status: 'STATUS',
} as const;
