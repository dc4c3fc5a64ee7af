import { LANDMARK_RULES } from '@inasaku/contracts';
import { BUTTONS, FormDialog, SaveCancelButtons, toAntdRules, useBusy, useFormValid } from '@inasaku/ui';
import { Button, Form, Input, Space } from 'antd';
import { LANDMARK_TEXTS } from '../texts';
import { IconPicker } from './IconPicker';

export interface LandmarkFormValues {
  name: string;
  icon: string;
}

const RULES = { name: LANDMARK_RULES.name, icon: LANDMARK_RULES.icon };

export interface LandmarkFormProps {
  adding: boolean;
  initial: LandmarkFormValues;
  canEdit: boolean;
  onSave: (values: LandmarkFormValues) => Promise<void>;
  onCancel: () => void;
  onDelete?: () => Promise<void>;
}

/** The landmark form: name (max 100) and icon; 削除 only for an existing landmark. */
export function LandmarkForm({ adding, initial, canEdit, onSave, onCancel, onDelete }: LandmarkFormProps) {
  const [form] = Form.useForm<LandmarkFormValues>();
  const valid = useFormValid(form, RULES);
  const { busy, run } = useBusy<'save' | 'delete'>();
  return (
    <FormDialog title={adding ? LANDMARK_TEXTS.formAdd : LANDMARK_TEXTS.formEdit} width={560} onCancel={onCancel}>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={initial} data-testid="landmark-form">
        <Form.Item name="name" label={LANDMARK_TEXTS.name} rules={toAntdRules(RULES.name)}>
          <Input data-testid="landmark-name" />
        </Form.Item>
        <Form.Item name="icon" label={LANDMARK_TEXTS.icon} rules={toAntdRules(RULES.icon)}>
          <IconPicker disabled={!canEdit} />
        </Form.Item>
        <Space wrap>
          <SaveCancelButtons testIdPrefix="landmark" canSave={valid && canEdit} busy={busy} onCancel={onCancel}
            onSave={() => run('save', () => onSave(form.getFieldsValue(true) as LandmarkFormValues))} />
          {onDelete ? (
            <Button danger data-testid="landmark-delete" disabled={!canEdit || busy !== null} loading={busy === 'delete'} onClick={() => run('delete', onDelete)}>
              {BUTTONS.delete}
            </Button>
          ) : null}
        </Space>
      </Form>
    </FormDialog>
  );
}
