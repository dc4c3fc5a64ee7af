import { useNarrow } from '@inasaku/map';
import type { GateMode } from '@inasaku/contracts';
import { RecordDialog } from '@inasaku/ui';
import { Button, Flex, Form, Input, Radio, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { appendWorker, gateFormErrors, quickAddNames, type GateFormValues } from './gate-form';
import { GATE_TEXTS } from './texts';

export interface GateFormProps {
  mode: GateMode;
  /** names of the chosen gates, shown under the title */
  gateNames: string[];
  initial: GateFormValues;
  userNames: readonly string[];
  canEdit: boolean;
  onCancel: () => void;
  /** resolves when the record is done (the screen then closes the form) */
  onSubmit: (values: GateFormValues) => Promise<void>;
}

/** 給水の記録 / 排水の記録 (spec 001 §4, §5): status, work datetime, worker with quick-add names. Mounted while open. */
export function GateForm({ mode, gateNames, initial, userNames, canEdit, onCancel, onSubmit }: GateFormProps) {
  const narrow = useNarrow();
  const [values, setValues] = useState<GateFormValues>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState(false);
  const errors = useMemo(() => gateFormErrors(values), [values]);
  const valid = Object.keys(errors).length === 0;
  const names = quickAddNames(userNames);
  const set = (patch: Partial<GateFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setTouched((t) => ({ ...t, ...Object.fromEntries(Object.keys(patch).map((k) => [k, true])) }));
  };
  const shown = (key: keyof GateFormValues) => (touched[key] ? errors[key] : undefined);

  const submit = async () => {
    setTouched({ water_gate_status: true, water_gate_time: true, water_gate_worker: true });
    if (!valid) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };

  return (
    <RecordDialog
      title={GATE_TEXTS.formTitle(mode)}
      testId="gate-form"
      width={480}
      narrow={narrow}
      saving={saving}
      cancel={{ testId: 'gate-form-cancel', text: GATE_TEXTS.cancel, onClick: onCancel }}
      submit={{ testId: 'gate-form-submit', text: GATE_TEXTS.register, disabled: !canEdit || !valid, onClick: submit }}
    >
      <div data-testid="gate-form-body">
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} data-testid="gate-form-targets" style={{ marginBottom: 12 }}>
          {gateNames.join('、')}
        </Typography.Paragraph>
        <Form layout="vertical" component="div" disabled={!canEdit || saving}>
          <Form.Item label={GATE_TEXTS.status} required validateStatus={shown('water_gate_status') ? 'error' : undefined} help={shown('water_gate_status')}>
            <Radio.Group
              data-testid="gate-form-status"
              value={values.water_gate_status}
              onChange={(e) => set({ water_gate_status: e.target.value })}
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 0, label: <span data-testid="gate-status-0">閉門</span> },
                { value: 1, label: <span data-testid="gate-status-1">半開</span> },
                { value: 2, label: <span data-testid="gate-status-2">全開</span> },
              ]}
            />
          </Form.Item>
          <Form.Item label={GATE_TEXTS.workTime} required validateStatus={shown('water_gate_time') ? 'error' : undefined} help={shown('water_gate_time')}>
            <Input
              type="datetime-local"
              data-testid="gate-form-time"
              value={values.water_gate_time}
              onChange={(e) => set({ water_gate_time: e.target.value })}
            />
          </Form.Item>
          <Form.Item
            label={GATE_TEXTS.worker}
            required
            validateStatus={shown('water_gate_worker') ? 'error' : undefined}
            help={shown('water_gate_worker')}
            style={{ marginBottom: 0 }}
          >
            <Input
              data-testid="gate-form-worker"
              value={values.water_gate_worker}
              onChange={(e) => set({ water_gate_worker: e.target.value })}
            />
          </Form.Item>
          {names.length ? (
            <Flex wrap gap={4} style={{ marginTop: 6 }} data-testid="gate-form-shortcuts">
              {names.map((name) => (
                <Button
                  key={name}
                  size="small"
                  data-testid="user-shortcut"
                  onClick={() => set({ water_gate_worker: appendWorker(values.water_gate_worker, name) })}
                >
                  {name}
                </Button>
              ))}
            </Flex>
          ) : null}
        </Form>
      </div>
    </RecordDialog>
  );
}
