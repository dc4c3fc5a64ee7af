import { LEVEL_UNITS, LORAWAN_DECODING_DEFAULTS, LORAWAN_RULES } from '@inasaku/contracts';
import { toAntdRules } from '@inasaku/ui';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { LORAWAN_TEXTS } from './texts';

/** The registration form's connection type: a device token (HTTP, MQTT) or a DevEUI through a network server. */
export type ConnectionType = 'http' | 'lorawan';

export interface LorawanFormValues {
  connection_type?: ConnectionType;
  dev_eui?: string;
  level_key?: string;
  level_unit?: 'mm' | 'cm' | 'm';
  temperature_key?: string;
  battery_key?: string;
  mount_height_cm?: string | number | null;
}

/** Values a new LoRaWAN sensor's form starts with: the defaults that fit common decoders. */
export const LORAWAN_FORM_DEFAULTS: LorawanFormValues = {
  level_key: LORAWAN_DECODING_DEFAULTS.level_key,
  level_unit: LORAWAN_DECODING_DEFAULTS.level_unit,
  temperature_key: LORAWAN_DECODING_DEFAULTS.temperature_key,
  battery_key: LORAWAN_DECODING_DEFAULTS.battery_key,
  mount_height_cm: '',
};

/** A key of the decoded payload (half the row), checked by its shared rule. */
function PayloadKeyField({ name, label, testId }: { name: 'level_key' | 'temperature_key' | 'battery_key'; label: string; testId: string }) {
  return (
    <Col span={12}>
      <Form.Item name={name} label={label} rules={toAntdRules(LORAWAN_RULES[name])}>
        <Input data-testid={testId} autoComplete="off" />
      </Form.Item>
    </Col>
  );
}

/**
 * Inside the sensor form: the connection type (on registration) and, for LoRaWAN, the DevEUI and
 * the decoding map (keys of the decoded payload, the level's unit, 取付高さ for a distance sensor).
 * `devEuiLocked` keeps the DevEUI of a sensor already registered (or taken from 未登録のデバイス).
 */
export function LorawanFields({ adding, devEuiLocked }: { adding: boolean; devEuiLocked: boolean }) {
  const form = Form.useFormInstance();
  const type = (Form.useWatch('connection_type', form) ?? 'http') as ConnectionType;
  return (
    <>
      {adding ? (
        <Form.Item name="connection_type" label={LORAWAN_TEXTS.connectionType}>
          <Radio.Group data-testid="sensor-connection-type">
            <Radio value="http" data-testid="connection-http">{LORAWAN_TEXTS.connectionHttp}</Radio>
            <Radio value="lorawan" data-testid="connection-lorawan">{LORAWAN_TEXTS.connectionLorawan}</Radio>
          </Radio.Group>
        </Form.Item>
      ) : null}
      {type === 'lorawan' ? (
        <>
          <Form.Item name="dev_eui" label={LORAWAN_TEXTS.devEui} rules={toAntdRules(LORAWAN_RULES.dev_eui)}>
            <Input data-testid="sensor-dev-eui" disabled={devEuiLocked} autoComplete="off" placeholder="70B3D57ED0000001" style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <div style={{ marginBottom: 8, fontWeight: 500 }}>{LORAWAN_TEXTS.decoding}</div>
          <Row gutter={8}>
            <PayloadKeyField name="level_key" label={LORAWAN_TEXTS.levelKey} testId="sensor-level-key" />
            <Col span={12}>
              <Form.Item name="level_unit" label={LORAWAN_TEXTS.levelUnit}>
                <Select data-testid="sensor-level-unit" options={LEVEL_UNITS.map((u) => ({ value: u, label: u }))} />
              </Form.Item>
            </Col>
            <PayloadKeyField name="temperature_key" label={LORAWAN_TEXTS.temperatureKey} testId="sensor-temperature-key" />
            <PayloadKeyField name="battery_key" label={LORAWAN_TEXTS.batteryKey} testId="sensor-battery-key" />
          </Row>
          <Form.Item name="mount_height_cm" label={LORAWAN_TEXTS.mountHeight} extra={LORAWAN_TEXTS.mountHeightHelp}
            rules={toAntdRules(LORAWAN_RULES.mount_height_cm)}>
            <Input data-testid="sensor-mount-height" inputMode="decimal" autoComplete="off" style={{ width: 160 }} />
          </Form.Item>
        </>
      ) : null}
    </>
  );
}

/** The rules the save button waits for, by connection type (spec 000 §5: 保存 disabled while invalid). */
export function lorawanRulesFor(values: LorawanFormValues) {
  return values.connection_type === 'lorawan' ? LORAWAN_RULES : {};
}
