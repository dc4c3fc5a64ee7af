import { createECDH, randomBytes } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFERENCES, LORAWAN_SUBJECTS, SUBJECTS } from '@inasaku/contracts';
import type { Step } from '../walk-step';
import { ROOT_EMAIL, RUN } from './auth-steps';

const SENSOR = `WALK-${RUN}`;
const LORA_SENSOR = `WALK-LORA-${RUN}`;
/** A DevEUI of this run: 16 hex digits. */
const EUI_BASE = BigInt(Date.now()) * 16n;
const devEui = (n: number) => (EUI_BASE + BigInt(n)).toString(16).toUpperCase().padStart(16, '0').slice(-16);
const gateTime = '2026-05-10T06:00:00+09:00';
const gateRecord = (fieldId: string, status: string) => ({ paddy_field_ids: [fieldId], water_gate_status: status, water_gate_time: gateTime, water_gate_worker: '山田' });
/** A browser's push subscription keys (a P-256 public key and a 16-byte secret). */
const pushKeys = () => ({ p256dh: createECDH('prime256v1').generateKeys('base64url'), auth: randomBytes(16).toString('base64url') });

/**
 * Water, after the operator switched the account's water feature on: gates on the walk's field,
 * an HTTP sensor and its (empty) readings, alert settings, a LoRaWAN integration with a LoRaWAN
 * sensor, and the signed-in user's alert delivery (push device, preferences, LINE).
 */
export const waterSteps: Step[] = [
  {
    route: 'waterGates.map', input: () => ({ query: {} }),
    prepare: async (_s, sys) => void (await sys.call(SUBJECTS.account.features.set, { email: ROOT_EMAIL, water_management: true })),
  },
  { route: 'waterGates.recordSupply', input: (s) => ({ body: gateRecord(s.fieldId, '1') }) },
  { route: 'waterGates.recordOut', input: (s) => ({ body: gateRecord(s.fieldId, '1') }) },
  { route: 'waterGates.recordSupplyPlural', input: (s) => ({ body: gateRecord(s.fieldId, '2') }) },
  { route: 'waterGates.recordOutPlural', input: (s) => ({ body: gateRecord(s.fieldId, '2') }) },
  { route: 'waterGates.openSupply', input: () => ({ query: {} }) },
  { route: 'waterGates.openOut', input: () => ({ query: {} }) },
  { route: 'waterGates.logs', input: () => ({ query: {} }) },
  { route: 'waterGates.yearLogs', input: () => ({ query: {} }) },
  { route: 'sensors.create', input: () => ({ body: { lat: 36.651, lon: 138.181, sensor_id: SENSOR, sensor_name: '北' } }) },
  { route: 'sensors.list', input: () => ({ query: {} }) },
  { route: 'sensors.get', input: () => ({ query: { sensor_id: SENSOR } }) },
  { route: 'sensors.update', input: () => ({ body: { sensor_id: SENSOR, sensor_name: '南' } }) },
  { route: 'sensors.rotateToken', input: () => ({ body: { sensor_id: SENSOR } }) },
  { route: 'readings.raw', input: () => ({ query: { sensor_id: SENSOR } }) },
  { route: 'readings.range', input: () => ({ query: { sensor_id: SENSOR } }) },
  { route: 'readings.latest', input: () => ({ query: { sensor_id: SENSOR } }) },
  { route: 'readings.yearly', input: () => ({ query: { year: 2026 } }) },
  { route: 'readings.yearlyTable', input: () => ({ query: { year: 2026, sensor_id: SENSOR } }) },
  { route: 'alerts.list', input: () => ({ query: {} }) },
  { route: 'notifications.get', input: () => ({ query: { notification_type: 'water' } }) },
  { route: 'notifications.create', input: () => ({ body: { warn_value: '10', warn_unit: '0', caution_value: '5', caution_unit: '1', notify: true } }) },
  {
    route: 'notifications.update',
    input: () => ({ params: { id: 'water' }, body: { warn_value: '12', warn_unit: '0', caution_value: '4', caution_unit: '1', notify: false } }),
  },
  { route: 'integrations.create', input: () => ({ body: { network: 'tts', name: '歩行TTS' } }), keep: (d, s) => (s.integrationId = d.integration.integration_id) },
  { route: 'integrations.list', input: () => ({ query: {} }) },
  { route: 'integrations.rotate', input: (s) => ({ body: { integration_id: s.integrationId } }) },
  {
    route: 'lorawanSensors.register',
    input: () => ({ body: { lat: 36.652, lon: 138.182, sensor_id: LORA_SENSOR, sensor_name: '東', dev_eui: devEui(1) } }),
  },
  { route: 'lorawanSensors.get', input: () => ({ query: { sensor_id: LORA_SENSOR } }) },
  { route: 'lorawanSensors.update', input: () => ({ body: { sensor_id: LORA_SENSOR, level_unit: 'cm' } }) },
  {
    route: 'lorawanDevices.unregistered', input: () => ({ query: {} }),
    // An uplink of a device no sensor has, as sensor-ingest reports it after resolving the integration.
    prepare: async (s, sys) => void (await sys.call(LORAWAN_SUBJECTS.resolveDevice, {
      integration_id: s.integrationId, account_id: s.accountId, dev_eui: devEui(2), device_name: 'paddy-north', sample: { distance: 812, battery: 97 },
    })),
  },
  { route: 'lorawanDevices.deleteUnregistered', input: () => ({ body: { dev_eui: devEui(2) } }) },
  { route: 'integrations.revoke', input: (s) => ({ body: { integration_id: s.integrationId } }) },
  { route: 'sensors.delete', input: () => ({ body: { sensor_id: SENSOR } }) },
  { route: 'push.publicKey' },
  {
    route: 'push.subscribe',
    input: () => ({ body: { endpoint: 'https://push.example.jp/walk/1', keys: pushKeys(), device_name: '歩行端末' } }),
    keep: (d, s) => (s.pushId = d.id),
  },
  { route: 'push.list', input: () => ({ query: {} }) },
  { route: 'push.delete', input: (s) => ({ params: { id: s.pushId }, body: {} }) },
  { route: 'notificationPreferences.get', input: () => ({ query: {} }) },
  { route: 'notificationPreferences.save', input: () => ({ body: { ...DEFAULT_NOTIFICATION_PREFERENCES, recovery_notice: false } }) },
  { route: 'lineChannel.get', input: () => ({ query: {} }) },
  { route: 'lineChannel.save', input: () => ({ body: { enabled: false, channel_access_token: 'walkToken123' } }) },
  { route: 'lineChannel.link', input: () => ({ body: { line_user_id: `U${'0123456789abcdef'.repeat(2)}` } }) },
];
