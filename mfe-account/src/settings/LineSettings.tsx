import { linkLineUserSchema, CLIENT_ROUTES, saveLineChannelSchema, type LineChannelStatus } from '@inasaku/contracts';
import { useDialog, useRouteMutation } from '@inasaku/ui';
import { Alert, App, Button, Flex, Form, Input, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { serverMessage } from './errors';
import { NOTIFICATION_TEXTS as T } from './notification-texts';

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

/** The user's LINE link and, for the root user, the account's Messaging API channel. */
export function LineSettings({ status, isRoot, onChange }: { status: LineChannelStatus; isRoot: boolean; onChange: (s: LineChannelStatus) => void }) {
  return (
    <div data-testid="line-settings">
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {T.line}
      </Typography.Title>
      {status.configured && status.enabled ? (
        <LineLink status={status} onChange={onChange} />
      ) : (
        <Typography.Paragraph type="secondary" data-testid="line-not-configured">{T.lineNotConfigured}</Typography.Paragraph>
      )}
      {isRoot && <LineChannel status={status} onChange={onChange} />}
    </div>
  );
}

function LineLink({ status, onChange }: { status: LineChannelStatus; onChange: (s: LineChannelStatus) => void }) {
  const { message } = App.useApp();
  const [id, setId] = useState(status.line_user_id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typedError = id ? firstIssue(linkLineUserSchema.safeParse({ line_user_id: id.trim() })) : null;
  const link = useRouteMutation(CLIENT_ROUTES['lineChannel.link']);

  const save = async (value: string | null) => {
    setBusy(true);
    setError(null);
    try {
      const next = await link.mutateAsync({ body: { line_user_id: value } });
      onChange(next);
      if (value === null) setId('');
      void message.success({ content: value ? T.lineLinked : T.lineUnlinked, duration: 3 });
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void save(id.trim())}>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
      <Form.Item label={T.lineUserId} htmlFor="line_user_id" validateStatus={typedError ? 'error' : undefined} help={typedError ?? T.lineUserIdHelp}>
        <Input id="line_user_id" data-testid="line-user-id" value={id} placeholder="U0123456789abcdef0123456789abcdef" onChange={(e) => setId(e.target.value)} />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" data-testid="line-link" loading={busy} disabled={busy || !id.trim() || !!typedError}>
          {T.lineLink}
        </Button>
        {status.linked && (
          <Button data-testid="line-unlink" disabled={busy} onClick={() => void save(null)}>
            {T.lineUnlink}
          </Button>
        )}
      </Flex>
    </Form>
  );
}

function LineChannel({ status, onChange }: { status: LineChannelStatus; onChange: (s: LineChannelStatus) => void }) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const [enabled, setEnabled] = useState(status.enabled);
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typedError = token ? firstIssue(saveLineChannelSchema.safeParse({ channel_access_token: token.trim(), enabled })) : null;
  const channel = useRouteMutation(CLIENT_ROUTES['lineChannel.save']);

  const save = async (body: { channel_access_token?: string; enabled: boolean }) => {
    setBusy(true);
    setError(null);
    try {
      const next = await channel.mutateAsync({ body });
      onChange(next);
      setEnabled(next.enabled);
      // The token is never shown again, not even to the one who typed it.
      setToken('');
      void message.success({ content: T.lineChannelSaved, duration: 3 });
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const submit = () => void save(token.trim() ? { channel_access_token: token.trim(), enabled } : { enabled });
  const removeToken = async () => {
    if (await dialog.confirm(T.lineTokenRemoveConfirm)) await save({ channel_access_token: '', enabled: false });
  };

  return (
    <section aria-labelledby="line-channel-title" data-testid="line-channel" style={{ marginTop: 16 }}>
      <Typography.Title level={4} id="line-channel-title" style={{ fontSize: 14 }}>
        {T.lineChannel}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {T.lineChannelLead}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" onFinish={submit}>
        <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
          <Switch id="line_enabled" aria-label={T.lineEnabled} checked={enabled} onChange={setEnabled} />
          <label htmlFor="line_enabled">{T.lineEnabled}</label>
        </Flex>
        <Form.Item
          label={
            <Flex gap={8} align="center">
              {T.lineToken}
              <Tag color={status.configured ? 'green' : 'default'} data-testid="line-token-state">
                {status.configured ? T.lineTokenConfigured : T.lineTokenNotConfigured}
              </Tag>
            </Flex>
          }
          htmlFor="line_channel_access_token"
          validateStatus={typedError ? 'error' : undefined}
          help={typedError ?? undefined}
        >
          <Input.Password
            id="line_channel_access_token"
            data-testid="line-token"
            autoComplete="off"
            value={token}
            placeholder={status.configured ? T.lineTokenPlaceholderConfigured : undefined}
            visibilityToggle={false}
            onChange={(e) => setToken(e.target.value)}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button
            type="primary"
            htmlType="submit"
            data-testid="line-channel-save"
            loading={busy}
            disabled={busy || !!typedError || (enabled && !status.configured && !token.trim())}
          >
            {T.lineChannelSave}
          </Button>
          {status.configured && (
            <Button danger disabled={busy} data-testid="line-token-remove" onClick={() => void removeToken()}>
              {T.lineTokenRemove}
            </Button>
          )}
        </Flex>
      </Form>
    </section>
  );
}
