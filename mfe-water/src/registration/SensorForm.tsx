import { SENSOR_RULES } from '@inasaku/contracts';
import { BUTTONS, FormDialog, SaveCancelButtons, toAntdRules, useBusy, useFormValid } from '@inasaku/ui';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { LorawanFields, lorawanRulesFor, type LorawanFormValues } from '../lorawan/LorawanFields';
import { REGISTER_TEXTS } from '../sensors/texts';

export interface SensorFormValues extends LorawanFormValues {
  sensor_id: string;
  sensor_name: string;
}

/**
 * A new product ID follows the product-ID rule (its message under the field); a registered one
 * is read-only here and only names the sensor, so one stored before that rule can still be
 * renamed, re-tokened and deleted.
 */
const ADD_RULES = { sensor_id: SENSOR_RULES.productId, sensor_name: SENSOR_RULES.sensorName };
const EDIT_RULES = { sensor_id: SENSOR_RULES.sensorId, sensor_name: SENSOR_RULES.sensorName };

export interface SensorFormProps {
  adding: boolean;
  initial: SensorFormValues;
  canEdit: boolean;
  /** The server's message of a refused save (result '9'), shown in the form. */
  error: string | null;
  onSave: (values: SensorFormValues) => Promise<void>;
  onCancel: () => void;
  onDelete?: () => Promise<void>;
  onRotateToken?: () => Promise<void>;
  /** The connection type and LoRaWAN fields (../lorawan/LorawanFields.tsx); devEuiLocked for a DevEUI already chosen. */
  lorawan?: { devEuiLocked: boolean };
}

/**
 * The sensor form (spec 001 "Sensor registration map", §5): product ID required, max 100, only
 * letters, digits, '-', '_', '.', editable only on add; name optional, max 100; 保存 disabled while invalid; 削除 only for a registered sensor.
 */
export function SensorForm({ adding, initial, canEdit, error, onSave, onCancel, onDelete, onRotateToken, lorawan }: SensorFormProps) {
  const [form] = Form.useForm<SensorFormValues>();
  const rules = adding ? ADD_RULES : EDIT_RULES;
  const connectionType = Form.useWatch('connection_type', form) ?? initial.connection_type;
  const valid = useFormValid(form, lorawan ? { ...rules, ...lorawanRulesFor({ connection_type: connectionType }) } : rules);
  const sensorId = (Form.useWatch('sensor_id', form) ?? '') as string;
  // The server's refusal is about the values it was sent: it goes once the user changes them,
  // and a new attempt may show it again.
  const [changedSinceError, setChangedSinceError] = useState(false);
  const { busy, run } = useBusy<'save' | 'delete' | 'token'>(() => setChangedSinceError(false));
  return (
    <FormDialog title={adding ? REGISTER_TEXTS.formAdd : REGISTER_TEXTS.formEdit} width={520} onCancel={onCancel}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        data-testid="sensor-form"
        onValuesChange={() => setChangedSinceError(true)}
      >
        {error && !changedSinceError ? <Alert type="error" showIcon title={error} data-testid="sensor-form-error" style={{ marginBottom: 12 }} /> : null}
        <Form.Item name="sensor_id" label={REGISTER_TEXTS.productId} rules={toAntdRules(rules.sensor_id)}>
          <Input data-testid="sensor-id" disabled={!adding} autoComplete="off" />
        </Form.Item>
        <Form.Item name="sensor_name" label={REGISTER_TEXTS.sensorName} rules={toAntdRules(rules.sensor_name)}>
          <Input data-testid="sensor-name" autoComplete="off" />
        </Form.Item>
        {lorawan ? <LorawanFields adding={adding} devEuiLocked={lorawan.devEuiLocked} /> : null}
        <Space wrap>
          <SaveCancelButtons testIdPrefix="sensor" canSave={valid && canEdit} busy={busy} onCancel={onCancel}
            onSave={() => run('save', () => onSave(form.getFieldsValue(true) as SensorFormValues))} />
          {onDelete ? (
            <Button
              danger
              data-testid="sensor-delete"
              // Spec 001: delete is active only when the form has input and the mode is not add.
              disabled={adding || !canEdit || sensorId.trim() === '' || busy !== null}
              loading={busy === 'delete'}
              onClick={() => run('delete', onDelete)}
            >
              {BUTTONS.delete}
            </Button>
          ) : null}
          {onRotateToken ? (
            <Button data-testid="sensor-rotate-token" disabled={!canEdit || busy !== null} loading={busy === 'token'} onClick={() => run('token', onRotateToken)}>
              {REGISTER_TEXTS.rotateToken}
            </Button>
          ) : null}
        </Space>
      </Form>
    </FormDialog>
  );
}
