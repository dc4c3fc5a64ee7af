import { BUTTONS } from '@inasaku/ui';
import { Alert, Button, Modal } from 'antd';
import { CopyField } from '../common/CopyField';
import { REGISTER_TEXTS } from '../sensors/texts';

/**
 * The device token, shown once after a registration or a rotation (it is stored hashed and can
 * never be read again), with a copy button for pasting into the device's settings.
 */
export function TokenDialog({ sensorId, token, onClose }: { sensorId: string; token: string; onClose: () => void }) {
  return (
    <Modal open centered title={`${REGISTER_TEXTS.tokenTitle}（${sensorId}）`} onCancel={onClose} width={560} mask={{ closable: false }}
      footer={<Button type="primary" data-testid="token-close" onClick={onClose}>{BUTTONS.close}</Button>}>
      <Alert type="warning" showIcon title={REGISTER_TEXTS.tokenNote} style={{ marginBottom: 12 }} />
      <CopyField value={token} testId="device-token" copyTestId="token-copy" />
    </Modal>
  );
}
