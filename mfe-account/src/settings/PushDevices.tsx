import { PUSH_DEVICE_NAME_MAX, CLIENT_ROUTES, type PushDevice } from '@inasaku/contracts';
import { useDialog, useRouteMutation, useRouteQuery } from '@inasaku/ui';
import { Alert, App, Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { serverMessage } from './errors';
import { notificationApi } from './notification-api';
import { NOTIFICATION_TEXTS as T } from './notification-texts';
import { deviceNameFromUserAgent, PushDeniedError, pushUnsupportedReason, subscribeThisDevice } from './push-device';

/** The answer's own +09:00 wall time (the farm's), whatever zone this device is set to. */
const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ').replace(/-/g, '/') : '—');

/** この端末で通知を受け取る, and the list of the user's devices with 削除. */
export function PushDevices() {
  const { message } = App.useApp();
  const dialog = useDialog();
  const list = useRouteQuery(CLIENT_ROUTES['push.list'], {});
  const devices: PushDevice[] | null = list.data?.list ?? null;
  const subscribe = useRouteMutation(CLIENT_ROUTES['push.subscribe'], { invalidates: [CLIENT_ROUTES['push.list']] });
  const unsubscribe = useRouteMutation(CLIENT_ROUTES['push.delete'], { invalidates: [CLIENT_ROUTES['push.list']] });
  const [name, setName] = useState(() => deviceNameFromUserAgent(navigator.userAgent));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unsupported = pushUnsupportedReason();

  useEffect(() => {
    if (list.error) setError(serverMessage(list.error));
  }, [list.error]);

  const enable = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const body = await subscribeThisDevice(notificationApi.publicKey, name);
      await subscribe.mutateAsync({ body });
      void message.success({ content: T.enabled, duration: 3 });
    } catch (e) {
      if (e instanceof PushDeniedError) setError(e.message);
      else if (e instanceof Error && e.message === T.workerNotReady) setError(T.workerNotReady);
      else if (e instanceof Error && e.name !== 'ApiError') setError(T.subscribeFailed);
      else setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (device: PushDevice) => {
    if (!(await dialog.confirm(T.removeConfirm))) return;
    try {
      await unsubscribe.mutateAsync({ params: { id: device.id }, body: {} });
      void message.success({ content: T.removed, duration: 3 });
    } catch (e) {
      setError(serverMessage(e));
    }
  };

  const nameTooLong = name.trim().length > PUSH_DEVICE_NAME_MAX;
  return (
    <div data-testid="push-devices">
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {T.thisDevice}
      </Typography.Title>
      {unsupported && <Alert type="info" showIcon title={unsupported} data-testid="push-unsupported" style={{ marginBottom: 12 }} />}
      {error && <Alert type="error" showIcon role="alert" title={error} data-testid="push-error" style={{ marginBottom: 12 }} />}
      <Form layout="vertical" onFinish={() => void enable()}>
        <Form.Item
          label={T.deviceName}
          htmlFor="push_device_name"
          validateStatus={nameTooLong || !name.trim() ? 'error' : undefined}
          help={nameTooLong ? `端末名は${PUSH_DEVICE_NAME_MAX}文字以内で入力してください。` : !name.trim() ? '端末名を入力してください。' : undefined}
        >
          <Input id="push_device_name" data-testid="push-device-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={PUSH_DEVICE_NAME_MAX + 10} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          data-testid="push-enable"
          loading={busy}
          disabled={!!unsupported || busy || nameTooLong || !name.trim()}
        >
          {T.enable}
        </Button>
      </Form>

      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 20 }}>
        {T.devices}
      </Typography.Title>
      {devices && devices.length === 0 && <Typography.Text type="secondary">{T.noDevices}</Typography.Text>}
      {devices && devices.length > 0 && (
        <ul data-testid="push-device-list" aria-label={T.devices} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {devices.map((d) => (
            <li key={d.id} data-testid="push-device" style={{ borderBottom: '1px solid #f0f0f0', padding: '8px 0' }}>
              <Flex justify="space-between" align="center" gap={8}>
                <Flex vertical gap={2}>
                  <Typography.Text strong data-testid="push-device-name-text">{d.device_name}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {T.registeredAt}：{when(d.created_at)}　{T.lastSuccess}：{when(d.last_success_at)}
                  </Typography.Text>
                  {d.last_failure && (
                    <Typography.Text type="danger" style={{ fontSize: 12 }}>
                      {T.lastFailure}：{d.last_failure}
                    </Typography.Text>
                  )}
                </Flex>
                <Button danger size="small" aria-label={`${d.device_name}を${T.remove}`} data-testid="push-device-remove" onClick={() => void remove(d)}>
                  {T.remove}
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
