import type { Integration } from '@inasaku/contracts';
import { LORAWAN_NETWORK_LABELS } from '@inasaku/contracts';
import { BUTTONS } from '@inasaku/ui';
import { Alert, Button, Modal, Typography } from 'antd';
import { CopyField } from '../common/CopyField';
import { LORAWAN_TEXTS } from './texts';
import { webhookUrlOf } from './webhook-url';

/**
 * The webhook URL and the integration's secret, shown once after creation or rotation (the secret
 * is stored hashed and can never be read again), with where each goes in the network server.
 */
export function SecretDialog({ integration, secret, onClose }: { integration: Integration; secret: string; onClose: () => void }) {
  return (
    <Modal open centered width={640} mask={{ closable: false }} onCancel={onClose}
      title={`${LORAWAN_TEXTS.secretTitle}（${LORAWAN_NETWORK_LABELS[integration.network]}${integration.name ? `・${integration.name}` : ''}）`}
      footer={<Button type="primary" data-testid="integration-secret-close" onClick={onClose}>{BUTTONS.close}</Button>}>
      <Alert type="warning" showIcon title={LORAWAN_TEXTS.secretNote} style={{ marginBottom: 12 }} />
      <Typography.Text strong>{LORAWAN_TEXTS.webhookUrl}</Typography.Text>
      <div style={{ margin: '4px 0 12px' }}>
        <CopyField value={webhookUrlOf(integration)} testId="integration-webhook-url" />
      </div>
      <Typography.Text strong>{LORAWAN_TEXTS.secret}</Typography.Text>
      <div style={{ margin: '4px 0 12px' }}>
        <CopyField value={secret} testId="integration-secret" />
      </div>
      <Typography.Paragraph data-testid="integration-header-howto">{LORAWAN_TEXTS.headerHowTo}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {integration.network === 'tts' ? LORAWAN_TEXTS.ttsHowTo : LORAWAN_TEXTS.chirpstackHowTo}
      </Typography.Paragraph>
    </Modal>
  );
}
