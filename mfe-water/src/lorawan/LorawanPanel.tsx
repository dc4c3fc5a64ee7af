import { useNarrow } from '@inasaku/map';
import type { UnregisteredLorawanDevice } from '@inasaku/contracts';
import { Divider, Drawer, Typography } from 'antd';
import type { Year } from '../common/api';
import { IntegrationsSection } from './IntegrationsSection';
import { LORAWAN_TEXTS } from './texts';
import { UnregisteredDevices } from './UnregisteredDevices';

/** センサー設置's LoRaWAN drawer: the account's network-server integrations and its 未登録のデバイス. */
export function LorawanPanel({ open, managementId, canEdit, onClose, onRegister }: {
  open: boolean;
  managementId: Year;
  canEdit: boolean;
  onClose: () => void;
  onRegister: (device: UnregisteredLorawanDevice) => void;
}) {
  const narrow = useNarrow();
  return (
    <Drawer open={open} onClose={onClose} title={LORAWAN_TEXTS.title} placement={narrow ? 'bottom' : 'right'}
      size={narrow ? '85%' : 720} destroyOnHidden data-testid="lorawan-panel">
      <Typography.Paragraph type="secondary">{LORAWAN_TEXTS.lead}</Typography.Paragraph>
      <IntegrationsSection managementId={managementId} canEdit={canEdit} />
      <Divider />
      <UnregisteredDevices managementId={managementId} canEdit={canEdit} onRegister={onRegister} />
    </Drawer>
  );
}
