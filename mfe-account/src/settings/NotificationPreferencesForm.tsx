import {
  DEFAULT_NOTIFICATION_PREFERENCES, ROUTES, saveNotificationPreferencesSchema, type NotificationPreferences,
} from '@inasaku/contracts';
import { useRouteMutation, useRouteQuery } from '@inasaku/ui';
import { Alert, App, Button, Checkbox, Flex, Form, Input, InputNumber, Switch, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { serverMessage } from './errors';
import { NOTIFICATION_TEXTS as T } from './notification-texts';

type FieldErrors = Partial<Record<string, string>>;

// No min/max on the number inputs: antd would clamp silently; out-of-range values get the contract's message instead.

/** The contract's messages per field ('quiet_hours.end', 'reminder.every_hours', ...), or {} when valid. */
export function preferenceErrors(value: NotificationPreferences): FieldErrors {
  const parsed = saveNotificationPreferencesSchema.safeParse(value);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** Channels, quiet hours, reminder and recovery notice of the signed-in user. */
export function NotificationPreferencesForm({ lineAvailable }: { lineAvailable: boolean }) {
  const { message } = App.useApp();
  const stored = useRouteQuery(ROUTES['notificationPreferences.get'], {});
  const saveMutation = useRouteMutation(ROUTES['notificationPreferences.save'], { invalidates: [ROUTES['notificationPreferences.get']] });
  // What the user changed; until then the saved preferences (the defaults when there are none or they could not be read).
  const [draft, setValue] = useState<NotificationPreferences | null>(null);
  const value = draft ?? (stored.isSuccess ? (stored.data ?? DEFAULT_NOTIFICATION_PREFERENCES) : stored.error ? DEFAULT_NOTIFICATION_PREFERENCES : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (stored.error) setError(serverMessage(stored.error));
  }, [stored.error]);

  const errors = useMemo(() => (value ? preferenceErrors(value) : {}), [value]);
  if (!value) return null;
  const valid = Object.keys(errors).length === 0;
  const set = (patch: (v: NotificationPreferences) => NotificationPreferences) => setValue((v) => patch(v ?? value));
  const status = (path: string) => (errors[path] ? { validateStatus: 'error' as const, help: errors[path] } : {});

  const save = async () => {
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await saveMutation.mutateAsync({ body: value });
      if (saved) setValue(saved);
      void message.success({ content: T.preferencesSaved, duration: 3 });
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const { channels: c, quiet_hours: q, reminder: r } = value;
  return (
    <div data-testid="notification-preferences">
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {T.preferences}
      </Typography.Title>
      {error && <Alert type="error" showIcon role="alert" title={error} data-testid="preferences-error" style={{ marginBottom: 12 }} />}
      <Form layout="vertical" onFinish={() => void save()}>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontSize: 14, marginBottom: 4 }}>{T.channels}</legend>
          <Flex wrap gap={16}>
            <Checkbox id="channel_push" checked={c.push} onChange={(e) => set((v) => ({ ...v, channels: { ...v.channels, push: e.target.checked } }))}>
              {T.channelPush}
            </Checkbox>
            <Checkbox id="channel_email" checked={c.email} onChange={(e) => set((v) => ({ ...v, channels: { ...v.channels, email: e.target.checked } }))}>
              {T.channelEmail}
            </Checkbox>
            <Checkbox
              id="channel_line"
              checked={c.line}
              disabled={!lineAvailable && !c.line}
              onChange={(e) => set((v) => ({ ...v, channels: { ...v.channels, line: e.target.checked } }))}
            >
              {T.channelLine}
            </Checkbox>
          </Flex>
        </fieldset>

        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontSize: 14, marginBottom: 4 }}>{T.quietHours}</legend>
          <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
            <Switch
              id="quiet_enabled"
              aria-label={T.quietHoursOn}
              checked={q.enabled}
              onChange={(on) => set((v) => ({ ...v, quiet_hours: { ...v.quiet_hours, enabled: on } }))}
            />
            <label htmlFor="quiet_enabled">{T.quietHoursOn}</label>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {T.quietHoursHelp}
          </Typography.Paragraph>
          <Flex gap={12} wrap>
            <Form.Item label={T.quietStart} htmlFor="quiet_start" {...status('quiet_hours.start')}>
              <Input
                id="quiet_start"
                type="time"
                disabled={!q.enabled}
                value={q.start}
                onChange={(e) => set((v) => ({ ...v, quiet_hours: { ...v.quiet_hours, start: e.target.value } }))}
                style={{ width: 140 }}
              />
            </Form.Item>
            <Form.Item label={T.quietEnd} htmlFor="quiet_end" {...status('quiet_hours.end')}>
              <Input
                id="quiet_end"
                type="time"
                disabled={!q.enabled}
                value={q.end}
                onChange={(e) => set((v) => ({ ...v, quiet_hours: { ...v.quiet_hours, end: e.target.value } }))}
                style={{ width: 140 }}
              />
            </Form.Item>
          </Flex>
        </fieldset>

        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontSize: 14, marginBottom: 4 }}>{T.reminder}</legend>
          <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
            <Switch
              id="reminder_enabled"
              aria-label={T.reminderOn}
              checked={r.enabled}
              onChange={(on) => set((v) => ({ ...v, reminder: { ...v.reminder, enabled: on } }))}
            />
            <label htmlFor="reminder_enabled">{T.reminderOn}</label>
          </Flex>
          <Flex gap={12} wrap>
            <Form.Item label={T.reminderEvery} htmlFor="reminder_every" {...status('reminder.every_hours')}>
              <InputNumber
                id="reminder_every"
                disabled={!r.enabled}
                value={r.every_hours}
                suffix={T.hours}
                onChange={(n) => set((v) => ({ ...v, reminder: { ...v.reminder, every_hours: n as number } }))}
                style={{ width: 150 }}
              />
            </Form.Item>
            <Form.Item label={T.reminderMax} htmlFor="reminder_max" {...status('reminder.max_times')}>
              <InputNumber
                id="reminder_max"
                disabled={!r.enabled}
                value={r.max_times}
                suffix={T.times}
                onChange={(n) => set((v) => ({ ...v, reminder: { ...v.reminder, max_times: n as number } }))}
                style={{ width: 150 }}
              />
            </Form.Item>
          </Flex>
        </fieldset>

        <Form.Item>
          <Checkbox id="recovery_notice" checked={value.recovery_notice} onChange={(e) => set((v) => ({ ...v, recovery_notice: e.target.checked }))}>
            {T.recovery}
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="preferences-save" loading={busy} disabled={!valid || busy}>
          {T.savePreferences}
        </Button>
      </Form>
    </div>
  );
}
