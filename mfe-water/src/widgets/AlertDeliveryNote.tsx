import type { SensorAlert } from '@inasaku/contracts';
import { Typography } from 'antd';

export const DELIVERY_TEXTS = {
  label: '通知',
  push: (n: number) => `プッシュ ${n}台`,
  email: (n: number) => `メール ${n}件`,
  line: (n: number) => `LINE ${n}件`,
  failed: (n: number) => `失敗 ${n}件`,
  everywhere: 'どの方法でも通知が届きませんでした。通知先の設定をご確認ください。',
} as const;

/** Where an alert went (push devices, mails, LINE messages) and what failed; nothing for an alert nobody was told of. */
export function AlertDeliveryNote({ alert }: { alert: Pick<SensorAlert, 'delivery' | 'delivery_failed_everywhere'> }) {
  const d = alert.delivery;
  if (!d) return null;
  const sent = d.push + d.email + d.line;
  if (sent === 0 && d.failed === 0 && !alert.delivery_failed_everywhere) return null;
  return (
    <span data-testid="alert-delivery" style={{ display: 'block', fontSize: 12 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {DELIVERY_TEXTS.label}：{[DELIVERY_TEXTS.push(d.push), DELIVERY_TEXTS.email(d.email), DELIVERY_TEXTS.line(d.line)].join('・')}
      </Typography.Text>
      {d.failed > 0 && (
        <Typography.Text type="danger" data-testid="alert-delivery-failed" style={{ fontSize: 12, marginLeft: 8 }}>
          {DELIVERY_TEXTS.failed(d.failed)}
        </Typography.Text>
      )}
      {alert.delivery_failed_everywhere && (
        <Typography.Text type="danger" data-testid="alert-delivery-everywhere" style={{ fontSize: 12, display: 'block' }}>
          {DELIVERY_TEXTS.everywhere}
        </Typography.Text>
      )}
    </span>
  );
}
