import { CopyOutlined } from '@ant-design/icons';
import { BUTTONS } from '@inasaku/ui';
import { Alert, App, Button, Input, Modal, Space } from 'antd';
import { REGISTER_TEXTS } from '../sensors/texts';

/**
 * The device token, shown once after a registration or a rotation (it is stored hashed and can
 * never be read again), with a copy button for pasting into the device's settings.
 */
export function TokenDialog({ sensorId, token, onClose }: { sensorId: string; token: string; onClose: () => void }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      message.success(REGISTER_TEXTS.copied);
    } catch (e) {
      // Without clipboard permission the text stays selectable in the field.
      console.warn('[mfe-water] token could not be copied', e);
    }
  };
  return (
    <Modal open centered title={`${REGISTER_TEXTS.tokenTitle}（${sensorId}）`} onCancel={onClose} width={560} mask={{ closable: false }}
      footer={<Button type="primary" data-testid="token-close" onClick={onClose}>{BUTTONS.close}</Button>}>
      <Alert type="warning" showIcon title={REGISTER_TEXTS.tokenNote} style={{ marginBottom: 12 }} />
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={token} data-testid="device-token" onFocus={(e) => e.currentTarget.select()} style={{ fontFamily: 'monospace' }} />
        <Button icon={<CopyOutlined />} data-testid="token-copy" onClick={copy}>
          {REGISTER_TEXTS.copy}
        </Button>
      </Space.Compact>
    </Modal>
  );
}
