import {
  DEFAULT_NOTIFICATION_PREFERENCES, CLIENT_ROUTES, saveNotificationPreferencesSchema, type NotificationPreferences,
} from '@inasaku/contracts';
import { useRouteMutation, useRouteQuery } from '@inasaku/ui';
import { Alert, App, Button, Checkbox, Flex, Form, Input, InputNumber, Switch, Typography } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
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

/** One group of the preferences under its heading (a fieldset without the browser's frame). */
function PreferenceSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend style={{ fontSize: 14, marginBottom: 4 }}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The switch that turns a group's setting on, with its label beside it. */
function SectionSwitch({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
      <Switch id={id} aria-label={label} checked={checked} onChange={onChange} />
      <label htmlFor={id}>{label}</label>
    </Flex>
  );
}

/** Channels, quiet hours, reminder and recovery notice of the signed-in user. */
export function NotificationPreferencesForm({ lineAvailable }: { lineAvailable: boolean }) {
  const { message } = App.useApp();
  const stored = useRouteQuery(CLIENT_ROUTES['notificationPreferences.get'], {});
  const saveMutation = useRouteMutation(CLIENT_ROUTES['notificationPreferences.save'], { invalidates: [CLIENT_ROUTES['notificationPreferences.get']] });
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
  const setChannels = (patch: Partial<typeof c>) => set((v) => ({ ...v, channels: { ...v.channels, ...patch } }));
  const setQuiet = (patch: Partial<typeof q>) => set((v) => ({ ...v, quiet_hours: { ...v.quiet_hours, ...patch } }));
  const setReminder = (patch: Partial<typeof r>) => set((v) => ({ ...v, reminder: { ...v.reminder, ...patch } }));
  const quietTime = (part: 'start' | 'end', label: string) => (
    <Form.Item label={label} htmlFor={`quiet_${part}`} {...status(`quiet_hours.${part}`)}>
      <Input id={`quiet_${part}`} type="time" disabled={!q.enabled} value={q[part]} onChange={(e) => setQuiet({ [part]: e.target.value })} style={{ width: 140 }} />
    </Form.Item>
  );
  const reminderNumber = (part: 'every_hours' | 'max_times', id: string, label: string, suffix: string) => (
    <Form.Item label={label} htmlFor={id} {...status(`reminder.${part}`)}>
      <InputNumber id={id} disabled={!r.enabled} value={r[part]} suffix={suffix} onChange={(n) => setReminder({ [part]: n as number })} style={{ width: 150 }} />
    </Form.Item>
  );
  return (
    <div data-testid="notification-preferences">
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {T.preferences}
      </Typography.Title>
      {error && <Alert type="error" showIcon role="alert" title={error} data-testid="preferences-error" style={{ marginBottom: 12 }} />}
      <Form layout="vertical" onFinish={() => void save()}>
        <PreferenceSection legend={T.channels}>
          <Flex wrap gap={16}>
            <Checkbox id="channel_push" checked={c.push} onChange={(e) => setChannels({ push: e.target.checked })}>
              {T.channelPush}
            </Checkbox>
            <Checkbox id="channel_email" checked={c.email} onChange={(e) => setChannels({ email: e.target.checked })}>
              {T.channelEmail}
            </Checkbox>
            <Checkbox id="channel_line" checked={c.line} disabled={!lineAvailable && !c.line} onChange={(e) => setChannels({ line: e.target.checked })}>
              {T.channelLine}
            </Checkbox>
          </Flex>
        </PreferenceSection>

        <PreferenceSection legend={T.quietHours}>
          <SectionSwitch id="quiet_enabled" label={T.quietHoursOn} checked={q.enabled} onChange={(on) => setQuiet({ enabled: on })} />
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {T.quietHoursHelp}
          </Typography.Paragraph>
          <Flex gap={12} wrap>
            {quietTime('start', T.quietStart)}
            {quietTime('end', T.quietEnd)}
          </Flex>
        </PreferenceSection>

        <PreferenceSection legend={T.reminder}>
          <SectionSwitch id="reminder_enabled" label={T.reminderOn} checked={r.enabled} onChange={(on) => setReminder({ enabled: on })} />
          <Flex gap={12} wrap>
            {reminderNumber('every_hours', 'reminder_every', T.reminderEvery, T.hours)}
            {reminderNumber('max_times', 'reminder_max', T.reminderMax, T.times)}
          </Flex>
        </PreferenceSection>

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
