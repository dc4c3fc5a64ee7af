import { validate } from '@inasaku/domain';
import { BUTTONS, toAntdRules } from '@inasaku/ui';
import { Button, DatePicker, Form, Input, Space } from 'antd';
import dayjs from 'dayjs';
import { SETTING_RULES, type SettingFormValues } from './setting-form';
import { WEATHER_TEXTS as T } from './texts';

export interface SettingFormProps {
  initial: SettingFormValues;
  adding: boolean;
  canEdit: boolean;
  busy: 'save' | 'delete' | null;
  onSave: (values: SettingFormValues) => void;
  onCancel: () => void;
  onDelete?: () => void;
}

/** Add and edit share the form; 登録 or 保存 stays disabled while any rule of spec 000 §5 fails. */
export function SettingForm({ initial, adding, canEdit, busy, onSave, onCancel, onDelete }: SettingFormProps) {
  const [form] = Form.useForm<SettingFormValues>();
  const values = (Form.useWatch((all: SettingFormValues) => all, { form, preserve: true }) ?? initial) as SettingFormValues;
  const valid = (Object.keys(SETTING_RULES) as (keyof SettingFormValues)[]).every((k) => validate(values[k], SETTING_RULES[k]) === null);
  const submit = () => valid && canEdit && busy === null && onSave(form.getFieldsValue(true) as SettingFormValues);

  return (
    <Form<SettingFormValues> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={submit} style={{ maxWidth: 420 }}>
      <Form.Item name="name" label={T.name} rules={toAntdRules(SETTING_RULES.name)}>
        <Input data-testid="setting-name" autoFocus={adding} />
      </Form.Item>
      <Form.Item
        name="datetime"
        label={T.startDate}
        rules={toAntdRules(SETTING_RULES.datetime)}
        // The form keeps 'YYYY-MM-DD' text; the picker works on dayjs values.
        getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
        normalize={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
      >
        <DatePicker data-testid="setting-date" format="YYYY/MM/DD" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="cumulative" label={T.target} rules={toAntdRules(SETTING_RULES.cumulative)}>
        <Input data-testid="setting-target" inputMode="numeric" />
      </Form.Item>
      <Form.Item name="basetemp" label={T.baseTemp} rules={toAntdRules(SETTING_RULES.basetemp)}>
        <Input data-testid="setting-basetemp" inputMode="decimal" />
      </Form.Item>
      <Form.Item name="correction" label={T.correction} rules={toAntdRules(SETTING_RULES.correction)}>
        <Input data-testid="setting-correction" inputMode="decimal" />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" data-testid="setting-save" disabled={!valid || !canEdit || busy !== null} loading={busy === 'save'}>
          {adding ? BUTTONS.register : BUTTONS.save}
        </Button>
        <Button data-testid="setting-cancel" onClick={onCancel} disabled={busy !== null}>
          {BUTTONS.cancel}
        </Button>
        {onDelete ? (
          <Button danger data-testid="setting-delete" disabled={!canEdit || busy !== null} loading={busy === 'delete'} onClick={onDelete}>
            {BUTTONS.delete}
          </Button>
        ) : null}
      </Space>
    </Form>
  );
}
