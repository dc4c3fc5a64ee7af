import type { OutboxState } from './db';

export const OUTBOX_TEXTS = {
  states: {
    pending: '送信待ち',
    sending: '送信中',
    sent: '送信済み',
    failed: '送信できませんでした',
  } satisfies Record<OutboxState, string>,
  title: '未送信の記録',
  badge: '未送信',
  empty: '未送信の記録はありません',
  sendNow: '今すぐ送信',
  retry: '再送信',
  discard: '破棄',
  discardConfirm: 'この記録を破棄しますか？破棄すると送信されません。',
  queued: '通信できないため送信待ちにしました。接続が戻ると自動で送信します。',
  offline: 'オフラインです。記録は送信待ちになり、接続が戻ると送信されます。',
  unsentOnSignOut: (n: number) => `未送信の記録が${n}件あります`,
  unsentOnSignOutDetail: 'ログアウトすると未送信の記録は削除されます。先に送信しますか？',
  sendThenSignOut: '送信してからログアウト',
  signOutAnyway: '送信せずにログアウト',
  stillUnsent: (n: number) => `${n}件を送信できませんでした。接続を確認してください。`,
} as const;
