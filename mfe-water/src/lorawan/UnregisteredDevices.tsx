import { CLIENT_ROUTES, type UnregisteredLorawanDevice } from '@inasaku/contracts';
import { ListTable, useRouteQuery } from '@inasaku/ui';
import { Button, Typography } from 'antd';
import { useEffect } from 'react';
import { yearParam, type Year } from '../common/api';
import { LORAWAN_TEXTS } from './texts';

/** The last decoded payload in one line ("water_level: 12.3, battery: 97"). */
export function sampleText(sample: Record<string, unknown> | null): string {
  if (!sample) return '—';
  return Object.entries(sample).map(([k, v]) => `${k}: ${String(v)}`).join(', ');
}

/** 未登録のデバイス: uplinks of DevEUIs no sensor has yet; each registers with one click on the map. */
export function UnregisteredDevices({ managementId, canEdit, onRegister }: {
  managementId: Year;
  canEdit: boolean;
  onRegister: (device: UnregisteredLorawanDevice) => void;
}) {
  const devices = useRouteQuery(CLIENT_ROUTES['lorawanDevices.unregistered'], { query: yearParam(managementId) });
  const list: UnregisteredLorawanDevice[] = devices.data?.list ?? [];
  const loading = devices.isFetching;
  useEffect(() => {
    if (devices.error) console.warn('[mfe-water] unregistered devices could not be loaded', devices.error);
  }, [devices.error]);
  const reload = () => devices.refetch();

  return (
    <div data-testid="unregistered-devices">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>{LORAWAN_TEXTS.unregistered}</Typography.Title>
        <Button size="small" data-testid="unregistered-reload" onClick={() => void reload()}>{LORAWAN_TEXTS.reload}</Button>
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>{LORAWAN_TEXTS.unregisteredLead}</Typography.Paragraph>
      <ListTable<UnregisteredLorawanDevice>
        size="small"
        rowKey="dev_eui"
        loading={loading}
        dataSource={list}
        locale={{ emptyText: LORAWAN_TEXTS.noUnregistered }}
        rowTestId="unregistered-row"
        scroll={{ x: true }}
        columns={[
          { title: LORAWAN_TEXTS.devEui, dataIndex: 'dev_eui', render: (v: string) => <span style={{ fontFamily: 'monospace' }}>{v}</span> },
          { title: LORAWAN_TEXTS.deviceName, dataIndex: 'device_name' },
          { title: LORAWAN_TEXTS.lastSeen, dataIndex: 'last_seen_at', render: (v: string) => v.slice(0, 16).replace('T', ' ') },
          { title: LORAWAN_TEXTS.sample, dataIndex: 'sample', render: (v: Record<string, unknown> | null) => sampleText(v) },
          {
            title: '',
            key: 'register',
            render: (_: unknown, device) => (
              <Button type="primary" size="small" data-testid="unregistered-register" disabled={!canEdit} onClick={() => onRegister(device)}>
                {LORAWAN_TEXTS.registerOnMap}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
