import { z } from 'zod';
import type { Rule } from '@inasaku/domain';
import { ruledString } from '../zod-rules';
import { latitudeField, longitudeField } from '../fields/common';
import { lorawanDecodingSchema, type LevelUnit, type LorawanDecoding } from './lorawan';
import { SENSOR_RULES, updateSensorResponseSchema } from './sensors';

/**
 * LoRaWAN sensors: a sensor registered with the connection type 'lorawan' is found by its DevEUI
 * (16 hex digits, unique over all accounts, stored upper-case) instead of a device token, and its
 * decoding map says which keys of the network server's decoded payload hold the level, the water
 * temperature and the battery. 取付高さ (cm), when set, turns a distance down to the water into a
 * level (level = height − distance).
 */

/** @public In the contract snapshot (schema-snapshot/contracts.json): consumers built against it may use it. */
export const SENSOR_CONNECTION_TYPES = ['http', 'lorawan'] as const;
/** @public In the contract snapshot (schema-snapshot/contracts.json): consumers built against it may use it. */
export type SensorConnectionType = (typeof SENSOR_CONNECTION_TYPES)[number];

export const LEVEL_UNITS = ['mm', 'cm', 'm'] as const satisfies readonly LevelUnit[];

/** Defaults that fit common decoders (the level falls back to `level` when `water_level` is absent). */
export const LORAWAN_DECODING_DEFAULTS: LorawanDecoding = {
  level_key: 'water_level',
  level_unit: 'cm',
  temperature_key: 'temperature',
  battery_key: 'battery',
  mount_height_cm: null,
};
/** Highest 取付高さ (cm) accepted: 10 m above the water is far beyond any paddy sensor. */
export const MOUNT_HEIGHT_MAX_CM = 1000;

export const LORAWAN_SENSOR_MESSAGES = {
  devEuiRequired: 'DevEUIは必須項目です。',
  devEui: 'DevEUIは16桁の16進数（0〜9、A〜F）で入力してください。',
  /** result '9' of POST /api/sensor, shown in the form */
  devEuiDuplicate: 'このDevEUIは既に登録されています。',
  key: 'キーは英数字と _ - . の100文字以内で入力してください。',
  levelUnit: '水位の単位はmm、cm、mのいずれかを選択してください。',
  mountHeight: `取付高さは0より大きく${MOUNT_HEIGHT_MAX_CM}以下の数値（cm）で入力してください。`,
  connectionType: '接続方式が正しくありません。',
  notLorawan: 'このセンサーはLoRaWANで接続されていません。',
  unregisteredNotFound: '未登録のデバイスが見つかりません。',
} as const;

/** Upper-case 16 hex digits; separators people copy from consoles (`70-B3-D5…`, `70:B3:…`, spaces) are dropped. */
export function normalizeDevEui(value: string): string {
  return value.replace(/[\s:-]/g, '').toUpperCase();
}

export const devEuiField = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeDevEui(v) : v),
  z.string({ message: LORAWAN_SENSOR_MESSAGES.devEui })
    .min(1, { message: LORAWAN_SENSOR_MESSAGES.devEuiRequired })
    .regex(/^[0-9A-F]{16}$/, { message: LORAWAN_SENSOR_MESSAGES.devEui }),
);

/** The same checks as the form's rules (the screen shows these messages under the fields). */
const KEY_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;
export const LORAWAN_RULES: Record<'dev_eui' | 'level_key' | 'temperature_key' | 'battery_key' | 'mount_height_cm', Rule[]> = {
  dev_eui: [(v) => {
    const text = typeof v === 'string' ? normalizeDevEui(v) : '';
    if (text === '') return LORAWAN_SENSOR_MESSAGES.devEuiRequired;
    return /^[0-9A-F]{16}$/.test(text) ? null : LORAWAN_SENSOR_MESSAGES.devEui;
  }],
  level_key: [(v) => (v === undefined || v === null || v === '' || (typeof v === 'string' && KEY_PATTERN.test(v)) ? null : LORAWAN_SENSOR_MESSAGES.key)],
  temperature_key: [(v) => (v === undefined || v === null || v === '' || (typeof v === 'string' && KEY_PATTERN.test(v)) ? null : LORAWAN_SENSOR_MESSAGES.key)],
  battery_key: [(v) => (v === undefined || v === null || v === '' || (typeof v === 'string' && KEY_PATTERN.test(v)) ? null : LORAWAN_SENSOR_MESSAGES.key)],
  mount_height_cm: [(v) => {
    if (v === undefined || v === null || v === '') return null;
    const n = typeof v === 'number' ? v : Number(String(v).trim());
    return Number.isFinite(n) && n > 0 && n <= MOUNT_HEIGHT_MAX_CM ? null : LORAWAN_SENSOR_MESSAGES.mountHeight;
  }],
};

const keyField = z.string({ message: LORAWAN_SENSOR_MESSAGES.key }).regex(KEY_PATTERN, { message: LORAWAN_SENSOR_MESSAGES.key });
const mountHeightField = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number({ message: LORAWAN_SENSOR_MESSAGES.mountHeight })
    .gt(0, { message: LORAWAN_SENSOR_MESSAGES.mountHeight })
    .max(MOUNT_HEIGHT_MAX_CM, { message: LORAWAN_SENSOR_MESSAGES.mountHeight })
    .nullable(),
);

/** The decoding map's fields as the registration and edit payloads carry them (each optional: defaults above). */
export const lorawanDecodingFields = {
  level_key: keyField.optional(),
  level_unit: z.enum(LEVEL_UNITS, { message: LORAWAN_SENSOR_MESSAGES.levelUnit }).optional(),
  temperature_key: keyField.optional(),
  battery_key: keyField.optional(),
  mount_height_cm: mountHeightField.optional(),
};

/** The decoding map of a payload, the defaults filling what it leaves out. */
export function lorawanDecodingOf(input: Partial<Record<keyof LorawanDecoding, unknown>>, base: LorawanDecoding = LORAWAN_DECODING_DEFAULTS): LorawanDecoding {
  return {
    level_key: (input.level_key as string | undefined) ?? base.level_key,
    level_unit: (input.level_unit as LevelUnit | undefined) ?? base.level_unit,
    temperature_key: (input.temperature_key as string | undefined) ?? base.temperature_key,
    battery_key: (input.battery_key as string | undefined) ?? base.battery_key,
    mount_height_cm: input.mount_height_cm === undefined ? base.mount_height_cm : (input.mount_height_cm as number | null),
  };
}

const sensorIdField = ruledString(SENSOR_RULES.sensorId);
/** A new sensor's product ID follows the product-ID rule (it may become an MQTT topic level). */
const newProductIdField = ruledString(SENSOR_RULES.productId);

/**
 * POST /api/sensor/lorawan: register a LoRaWAN sensor (the map's registration form with the
 * connection type LoRaWAN, or one click on a 未登録のデバイス entry). The product ID is its name on
 * the map as for any sensor; no device token is made. Answer `RegisterLorawanSensorResponse`:
 * result '9' with the form's message when the product ID or the DevEUI is taken (nothing written).
 * The DevEUI's 未登録のデバイス entry goes in the same transaction.
 */
export const registerLorawanSensorSchema = z.object({
  lat: latitudeField,
  lon: longitudeField,
  sensor_id: newProductIdField,
  sensor_name: ruledString(SENSOR_RULES.sensorName).optional(),
  dev_eui: devEuiField,
  ...lorawanDecodingFields,
  management_id: z.string().optional(),
});
/** A LoRaWAN sensor's settings (the edit form). */
export const lorawanSensorSettingsSchema = z.object({
  sensor_id: z.string(),
  dev_eui: z.string(),
  decoding: lorawanDecodingSchema,
});
export type LorawanSensorSettings = z.infer<typeof lorawanSensorSettingsSchema>;

/** The answer of a sensor's update, with the LoRaWAN settings it was registered with. */
export const registerLorawanSensorResponseSchema = updateSensorResponseSchema.extend({ settings: lorawanSensorSettingsSchema.optional() });
export type RegisterLorawanSensorResponse = z.infer<typeof registerLorawanSensorResponseSchema>;


/** GET /api/sensor/lorawan?sensor_id=: the DevEUI and decoding map. Answer `LorawanSensorSettings` (404 when not the account's LoRaWAN sensor). */
export const getLorawanSensorSchema = z.object({ sensor_id: sensorIdField, management_id: z.string().optional() });

/** PUT /api/sensor/lorawan: change the decoding map (absent keys kept; mount_height_cm null clears it). Answer `{ result: '0', message: '', settings }`. */
export const updateLorawanSensorSchema = z.object({
  sensor_id: sensorIdField,
  ...lorawanDecodingFields,
  management_id: z.string().optional(),
});
export const updateLorawanSensorResponseSchema = z.object({
  result: z.literal('0'),
  message: z.string(),
  settings: lorawanSensorSettingsSchema,
});
export type UpdateLorawanSensorResponse = z.infer<typeof updateLorawanSensorResponseSchema>;

export type RegisterLorawanSensorRequest = z.infer<typeof registerLorawanSensorSchema>;
export type GetLorawanSensorRequest = z.infer<typeof getLorawanSensorSchema>;
export type UpdateLorawanSensorRequest = z.infer<typeof updateLorawanSensorSchema>;
