import type { AlertPushPayload, PushLevel } from '@inasaku/contracts';
import type { AlertNotice, NoticeKind } from './alert-notice';

const HEADINGS: Record<NoticeKind, string> = {
  danger: '危険水位',
  warning: '警告水位',
  silent: 'センサー応答なし',
  battery: '電池残量低下',
  recovery: '水位回復',
};

const sensorLabel = (n: AlertNotice) => (n.sensor_name ? `${n.product_id}（${n.sensor_name}）` : n.product_id);
const when = (n: AlertNotice) => n.datetime.replace('T', ' ').slice(0, 16);
const reminderMark = (n: AlertNotice) => (n.reminder ? `【再通知${n.reminder}回目】` : '');

/** The sensor on the water map (the service worker opens it on a tap). */
export const sensorUrl = (productId: string) => `/water/show?sensor_id=${encodeURIComponent(productId)}`;

/** The Web Push payload the shell's service worker shows (libs/contracts AlertPushPayload). */
export function pushPayload(n: AlertNotice): AlertPushPayload {
  return {
    title: `${reminderMark(n)}${HEADINGS[n.kind]}: ${sensorLabel(n)}`,
    body: n.message,
    // One notification per sensor and state: a reminder replaces the one still on screen.
    tag: `water-${n.product_id}-${n.kind}`,
    url: sensorUrl(n.product_id),
    level: n.kind as PushLevel,
  };
}

/** The e-mail: subject and body as the mails of alerts have always read. */
export function mailOf(n: AlertNotice): { subject: string; text: string } {
  const head = n.kind === 'recovery' ? '水位回復' : `水位アラート${n.reminder ? `（再通知${n.reminder}回目）` : ''}`;
  return {
    subject: `【稲作】${head}（${sensorLabel(n)}）`,
    text: [n.message, '', `日時: ${when(n)}`, '', '水位マップで確認してください。'].join('\n'),
  };
}

export function lineTextOf(n: AlertNotice): string {
  return [`【稲作】${reminderMark(n)}${HEADINGS[n.kind]}`, n.message, `日時: ${when(n)}`].join('\n');
}

/** The recovery notice's message: the level back between the thresholds. */
export function recoveryMessage(productId: string, name: string, level: number | null): string {
  const label = name ? `${productId}（${name}）` : productId;
  return level === null ? `${label}の水位が通常の範囲に戻りました。` : `${label}の水位が${level}cmになり、通常の範囲に戻りました。`;
}
