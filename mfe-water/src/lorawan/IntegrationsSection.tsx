import { LORAWAN_NETWORK_LABELS, CLIENT_ROUTES, type Integration, type LorawanNetwork } from '@inasaku/contracts';
import { ApiError, ERRORS, useDialog, useRouteMutation, useRouteQuery } from '@inasaku/ui';
import { App, Button, Empty, Input, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { yearParam, type Year } from '../common/api';
import { SecretDialog } from './SecretDialog';
import { LORAWAN_TEXTS } from './texts';

const NETWORK_OPTIONS = (Object.keys(LORAWAN_NETWORK_LABELS) as LorawanNetwork[]).map((value) => ({ value, label: LORAWAN_NETWORK_LABELS[value] }));

/** The account's integrations: create one (its URL and secret shown once), rotate its secret, revoke it. */
export function IntegrationsSection({ managementId, canEdit }: { managementId: Year; canEdit: boolean }) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const [network, setNetwork] = useState<LorawanNetwork>('tts');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ integration: Integration; secret: string } | null>(null);

  const integrations = useRouteQuery(CLIENT_ROUTES['integrations.list'], { query: yearParam(managementId) });
  const list: Integration[] = integrations.data?.list ?? [];
  useEffect(() => {
    if (integrations.error) console.warn('[mfe-water] integrations could not be loaded', integrations.error);
  }, [integrations.error]);
  // Each write is read back into the list before it settles.
  const written = { invalidates: [CLIENT_ROUTES['integrations.list']] };
  const add = useRouteMutation(CLIENT_ROUTES['integrations.create'], written);
  const rotateSecret = useRouteMutation(CLIENT_ROUTES['integrations.rotate'], written);
  const revokeIntegration = useRouteMutation(CLIENT_ROUTES['integrations.revoke'], written);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (e) {
      console.error('[mfe-water] integration call failed', e);
      await dialog.message(e instanceof ApiError && e.status < 500 && e.message ? e.message : ERRORS.communication);
    } finally {
      setBusy(false);
    }
  };

  const create = () => run(async () => {
    const res = await add.mutateAsync({ body: { network, name: name.trim(), ...yearParam(managementId) } });
    setShown({ integration: res.integration, secret: res.secret });
    setName('');
    message.success(LORAWAN_TEXTS.created);
  });

  const rotate = async (item: Integration) => {
    if (!(await dialog.confirm(LORAWAN_TEXTS.rotateConfirm))) return;
    await run(async () => {
      const res = await rotateSecret.mutateAsync({ body: { integration_id: item.integration_id, ...yearParam(managementId) } });
      setShown({ integration: res.integration, secret: res.secret });
    });
  };

  const revoke = async (item: Integration) => {
    if (!(await dialog.confirm(LORAWAN_TEXTS.revokeConfirm))) return;
    await run(async () => {
      await revokeIntegration.mutateAsync({ body: { integration_id: item.integration_id, ...yearParam(managementId) } });
      message.success(LORAWAN_TEXTS.revokedDone);
    });
  };

  return (
    <div data-testid="integrations">
      <Typography.Title level={5}>{LORAWAN_TEXTS.integrations}</Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select aria-label={LORAWAN_TEXTS.network} data-testid="integration-network" value={network} options={NETWORK_OPTIONS}
          onChange={setNetwork} style={{ width: 180 }} disabled={!canEdit} />
        <Input aria-label={LORAWAN_TEXTS.name} data-testid="integration-name" placeholder={LORAWAN_TEXTS.namePlaceholder} value={name}
          maxLength={100} onChange={(e) => setName(e.target.value)} style={{ width: 200 }} disabled={!canEdit} />
        <Button type="primary" data-testid="integration-create" loading={busy} disabled={!canEdit} onClick={create}>
          {LORAWAN_TEXTS.create}
        </Button>
      </Space>
      {list.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={LORAWAN_TEXTS.noIntegrations} /> : null}
      {list.map((item) => (
        <div key={item.integration_id} data-testid="integration-row"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between', padding: '8px 12px', border: '1px solid #f0f0f0', borderRadius: 6, marginBottom: 6 }}>
          <Space orientation="vertical" size={0}>
            <Space>
              <Typography.Text strong>{LORAWAN_NETWORK_LABELS[item.network]}</Typography.Text>
              {item.name ? <Typography.Text>{item.name}</Typography.Text> : null}
              {item.revoked_at ? <Tag>{LORAWAN_TEXTS.revoked}</Tag> : <Tag color="green">{LORAWAN_TEXTS.active}</Tag>}
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {LORAWAN_TEXTS.createdAt}: {item.created_at.slice(0, 16).replace('T', ' ')}
            </Typography.Text>
          </Space>
          {item.revoked_at ? null : (
            <Space>
              <Button size="small" data-testid="integration-rotate" disabled={!canEdit || busy} onClick={() => rotate(item)}>
                {LORAWAN_TEXTS.rotate}
              </Button>
              <Button size="small" danger data-testid="integration-revoke" disabled={!canEdit || busy} onClick={() => revoke(item)}>
                {LORAWAN_TEXTS.revoke}
              </Button>
            </Space>
          )}
        </div>
      ))}
      {shown ? <SecretDialog integration={shown.integration} secret={shown.secret} onClose={() => setShown(null)} /> : null}
    </div>
  );
}
