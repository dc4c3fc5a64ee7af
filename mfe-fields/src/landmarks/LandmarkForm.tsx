import { LANDMARK_RULES } from '@inasaku/contracts';
import { BUTTONS, toAntdRules } from '@inasaku/ui';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useFormValid } from '../common/useFormValid';
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
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const run = async (kind: 'save' | 'delete', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal
      open
      centered
      title={adding ? LANDMARK_TEXTS.formAdd : LANDMARK_TEXTS.formEdit}
      onCancel={onCancel}
      footer={null}
      width={560}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" requiredMark={false} initialValues={initial} data-testid="landmark-form">
        <Form.Item name="name" label={LANDMARK_TEXTS.name} rules={toAntdRules(RULES.name)}>
          <Input data-testid="landmark-name" />
        </Form.Item>
        <Form.Item name="icon" label={LANDMARK_TEXTS.icon} rules={toAntdRules(RULES.icon)}>
          <IconPicker disabled={!canEdit} />
        </Form.Item>
        <Space wrap>
          <Button
            type="primary"
            data-testid="landmark-save"
            disabled={!valid || !canEdit || busy !== null}
            loading={busy === 'save'}
            onClick={() => run('save', () => onSave(form.getFieldsValue(true) as LandmarkFormValues))}
          >
            {BUTTONS.save}
          </Button>
          <Button data-testid="landmark-cancel" disabled={busy !== null} onClick={onCancel}>
            {BUTTONS.cancel}
          </Button>
          {onDelete ? (
            <Button danger data-testid="landmark-delete" disabled={!canEdit || busy !== null} loading={busy === 'delete'} onClick={() => run('delete', onDelete)}>
              {BUTTONS.delete}
            </Button>
          ) : null}
        </Space>
      </Form>
    </Modal>
  );
}
