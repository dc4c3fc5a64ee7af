import { CLIENT_ROUTES } from '@inasaku/contracts';
import {
  ApiError, BUTTONS, ERRORS, readOnlyReason, type RemoteRouteProps, toAntdRules, TOASTS, useDialog, useFormValid, useRouteQuery,
} from '@inasaku/ui';
import { App, Button, Card, Checkbox, Form, Input, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sensorApi } from '../sensors/api';
import { SETTINGS_TEXTS } from '../sensors/texts';
import { formValuesOf, requestOf, SETTINGS_RULES, type SettingsFormValues } from './settings-form';

const UNIT_OPTIONS = [
  { value: '0', label: SETTINGS_TEXTS.above },
  { value: '1', label: SETTINGS_TEXTS.below },
];

function LevelRow({ name, unit, label, testId, disabled }: { name: 'warn_value' | 'caution_value'; unit: 'warn_unit' | 'caution_unit'; label: string; testId: string; disabled: boolean }) {
  return (
    <Form.Item label={label} required={false} style={{ marginBottom: 16 }}>
      <Space.Compact style={{ width: 260, alignItems: 'flex-start' }}>
        <Form.Item name={name} rules={toAntdRules(SETTINGS_RULES[name])} noStyle={false} style={{ marginBottom: 0, flex: 1 }}>
          <Input inputMode="decimal" data-testid={`${testId}-value`} aria-label={label} disabled={disabled} autoComplete="off" />
        </Form.Item>
        <Form.Item name={unit} noStyle>
          <Select options={UNIT_OPTIONS} data-testid={`${testId}-unit`} aria-label={SETTINGS_TEXTS.unitOf(label)} disabled={disabled} style={{ width: 90 }} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

/** sensor-settings 通知設定 (spec 001 "Notification settings"): warning and danger levels, 以上 / 以下, notify. */
export default function SensorSettings({ session }: RemoteRouteProps) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const navigate = useNavigate();
  const [form] = Form.useForm<SettingsFormValues>();
  const valid = useFormValid(form, SETTINGS_RULES);
  const [load, setLoad] = useState<'loading' | 'done' | 'failed'>('loading');
  const [saving, setSaving] = useState(false);
  const canEdit = session.canEdit;
  // Nothing can be typed before the saved settings arrive: they would overwrite it.
  const locked = !canEdit || load !== 'done';

  const stored = useRouteQuery(CLIENT_ROUTES['notifications.get'], { query: { notification_type: 'water' } });
  // The form takes the stored settings once they arrive (the user edits from there).
  useEffect(() => {
    if (stored.isSuccess) {
      form.setFieldsValue(formValuesOf(stored.data));
      setLoad('done');
    } else if (stored.error) {
      console.warn('[mfe-water] notification settings could not be loaded', stored.error);
      setLoad('failed');
    }
  }, [stored.isSuccess, stored.data, stored.error, form]);

  const save = async () => {
    setSaving(true);
    try {
      await sensorApi.saveNotifications(session.managementId, requestOf(form.getFieldsValue(true) as SettingsFormValues));
      message.success(TOASTS.changesSaved);
      navigate('/water/show');
    } catch (e) {
      console.error('[mfe-water] notification settings could not be saved', e);
      await dialog.message(e instanceof ApiError && [400, 403].includes(e.status) ? e.message : ERRORS.communication);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={SETTINGS_TEXTS.title} data-testid="sensor-settings" style={{ maxWidth: 640 }}>
      {!canEdit ? (
        <Typography.Paragraph type="warning" data-testid="settings-read-only">
          {readOnlyReason(session)}
        </Typography.Paragraph>
      ) : null}
      {load === 'failed' ? (
        <Typography.Paragraph type="danger" data-testid="settings-load-failed">
          {SETTINGS_TEXTS.loadFailed}
        </Typography.Paragraph>
      ) : null}
      <Spin spinning={load === 'loading'}>
        <Form form={form} layout="vertical" initialValues={formValuesOf(null)} data-testid="settings-form">
          <LevelRow name="warn_value" unit="warn_unit" label={SETTINGS_TEXTS.warnLevel} testId="warn" disabled={locked} />
          <LevelRow name="caution_value" unit="caution_unit" label={SETTINGS_TEXTS.cautionLevel} testId="caution" disabled={locked} />
          <Form.Item name="notify" valuePropName="checked" style={{ marginBottom: 4 }}>
            <Checkbox data-testid="notify" disabled={locked}>
              {SETTINGS_TEXTS.notify}
            </Checkbox>
          </Form.Item>
          <Typography.Paragraph type="secondary" data-testid="judge-note">
            {SETTINGS_TEXTS.judgeNote}
          </Typography.Paragraph>
          <Button type="primary" data-testid="settings-save" disabled={!valid || !canEdit || load !== 'done'} loading={saving} onClick={save}>
            {BUTTONS.save}
          </Button>
        </Form>
      </Spin>
    </Card>
  );
}
