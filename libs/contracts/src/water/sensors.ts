import { z } from 'zod';
import { LIMITS, PRODUCT_ID_MESSAGE, isProductId, max, required, type Rule } from '@inasaku/domain';
import { ruledString } from '../zod-rules';
import { latitudeField, longitudeField } from '../fields/common';
import { sensorReadingSchema } from './readings';

/**
 * Water-level sensors (spec 001 "Sensor map", "Sensor registration map", §3, §4, §5, §7, §8).
 * A sensor is the account's, not a year's; writes are still refused in a past year and on a
 * read-only plan (403), and every /api/sensor… call needs the water feature (403 without it).
 * The sensor's key in every payload is its product ID `sensor_id` (unique over all accounts:
 * one physical device feeds one account). Another account's product ID is 404.
 */

/** Passes an empty value (left to `required`); anything else must be a product ID (libs/domain). */
const productIdRule: Rule = (value) => (value === '' || value === undefined || value === null || isProductId(value) ? null : PRODUCT_ID_MESSAGE);

/**
 * `sensorId` names a sensor already stored (get, edit, move, token, delete): any text up to the
 * limit, so a sensor registered before the product-ID rule, with an ID outside it, can still be
 * found, renamed by name, re-tokened and deleted. `productId` is what a write stores as a new
 * product ID (registration): only the characters of PRODUCT_ID_PATTERN, since the ID becomes an
 * MQTT topic level and must never act as a wildcard.
 */
export const SENSOR_RULES = {
  sensorId: [required('製品ID'), max(LIMITS.sensorId)],
  productId: [required('製品ID'), max(LIMITS.sensorId), productIdRule],
  sensorName: [max(LIMITS.sensorName)],
};

export const SENSOR_MESSAGES = {
  /** result '9' of POST /api/sensor, shown in the form (spec 001 §8) */
  duplicate: 'この製品IDは既に登録されています。',
  deleted: '水位センサーを削除しました。',
  /** 403 without the water feature */
  noWaterFeature: 'この機能は現在ご利用いただけません。',
  notFound: '水位センサーが見つかりません。',
  /** a LoRaWAN sensor is known by its DevEUI through its network server's integration, never by a device token */
  lorawanHasNoToken: 'LoRaWANのセンサーにはデバイストークンがありません。ネットワークサーバーの連携を使ってください。',
  datetime: '日時はISO 8601形式（例: 2026-07-01T09:00:00+09:00）で指定してください。',
  year: '年は2000から2100までの整数で指定してください。',
} as const;

/** Sensor status of the map icon (spec 001 §3, §9): '9' no readings yet, '1' warning, '2' danger, '0' normal. */
export const SENSOR_STATUS = { normal: '0', warning: '1', danger: '2', unlinked: '9' } as const;
export const sensorStatusSchema = z.enum([SENSOR_STATUS.normal, SENSOR_STATUS.warning, SENSOR_STATUS.danger, SENSOR_STATUS.unlinked]);
/** @public In the contract snapshot (schema-snapshot/contracts.json): consumers built against it may use it. */
export type SensorStatus = (typeof SENSOR_STATUS)[keyof typeof SENSOR_STATUS];

/** Result codes of spec 001 §8: '0' success, '9' error (message shown in the form). */
export const sensorResultSchema = z.enum(['0', '9']);
/** @public In the contract snapshot (schema-snapshot/contracts.json): consumers built against it may use it. */
export type SensorResult = z.infer<typeof sensorResultSchema>;
/** What every sensor write answers first: its result code and the form's message ('' on success). */
const sensorAnswerSchema = z.object({ result: sensorResultSchema, message: z.string() });

/** One sensor as GET /api/sensor/all and GET /api/sensor answer it. */
export const sensorSchema = z.object({
  /** product ID (also the paddy field's tag_no) */
  sensor_id: z.string(),
  /** '' when not named */
  sensor_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  status: sensorStatusSchema,
  /** measured time of the latest reading, ISO 8601 +09:00; null without readings */
  datetime: z.string().nullable(),
  /** latest reading's level (cm) and temperature (℃); null without readings */
  water_level: z.number().nullable(),
  water_temperature: z.number().nullable(),
  /** latest battery (%) and signal (dBm) a device reported; null when never sent */
  battery: z.number().nullable(),
  signal: z.number().nullable(),
  /**
   * The latest readings, newest first, at most SENSOR_CHART_POINTS (the dashboard chart shows
   * them oldest to newest): data[0].water_level is the current level.
   */
  data: z.array(sensorReadingSchema),
});
export type Sensor = z.infer<typeof sensorSchema>;

/** The dashboard's 7-point chart (spec 001 §9). */
export const SENSOR_CHART_POINTS = 7;
/** Dashboard sensor and alert lists: 8 per page (sensors paged locally, alerts on the server). */
export const SENSORS_PAGE_SIZE = 8;

const sensorIdField = ruledString(SENSOR_RULES.sensorId);
const newProductIdField = ruledString(SENSOR_RULES.productId);
const sensorNameField = ruledString(SENSOR_RULES.sensorName);

/** GET /api/sensor/all: every sensor of the account. Answer `{ list: Sensor[], total_count }`. */
export const listSensorsSchema = z.object({ management_id: z.string().optional() });

/** GET /api/sensor?sensor_id=: one sensor. Answer `Sensor` (404 when not the account's). */
export const getSensorSchema = z.object({ sensor_id: sensorIdField, management_id: z.string().optional() });

/**
 * POST /api/sensor (spec 001 §3 insert payload): lat, lon, sensor_id, sensor_name. The product
 * ID must follow the product-ID rule (400 with PRODUCT_ID_MESSAGE otherwise).
 * Answer `CreateSensorResponse`: result '0' with the device token (shown once), or result '9'
 * with a Japanese message (a product ID already registered) and nothing written.
 */
export const createSensorSchema = z.object({
  lat: latitudeField,
  lon: longitudeField,
  sensor_id: newProductIdField,
  sensor_name: sensorNameField.optional(),
  management_id: z.string().optional(),
});
export const createSensorResponseSchema = sensorAnswerSchema.extend({
  /** only with result '0': the device's token, shown once (stored hashed) */
  device_token: z.string().optional(),
  sensor: sensorSchema.optional(),
});
export type CreateSensorResponse = z.infer<typeof createSensorResponseSchema>;

/**
 * PUT /api/sensor: the sensor plus latitude and longitude (spec 001 §3). Move sends the position,
 * edit sends the name; absent keys are kept. The product ID is not editable (it is the key).
 * Answer `UpdateSensorResponse` (result '0'; result '9' + message on a failure the form shows).
 */
export const updateSensorSchema = z
  .object({
    sensor_id: sensorIdField,
    sensor_name: sensorNameField.optional(),
    latitude: latitudeField.optional(),
    longitude: longitudeField.optional(),
    management_id: z.string().optional(),
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: '緯度と経度は両方指定してください。',
    path: ['latitude'],
  });
export const updateSensorResponseSchema = sensorAnswerSchema.extend({ sensor: sensorSchema.optional() });
export type UpdateSensorResponse = z.infer<typeof updateSensorResponseSchema>;

/** DELETE /api/sensor (JSON body). Answer `{ result: '0', message: '' }`; its readings and alerts go too. */
export const deleteSensorSchema = z.object({ sensor_id: sensorIdField, management_id: z.string().optional() });
export const deleteSensorResponseSchema = sensorAnswerSchema;
export type DeleteSensorResponse = z.infer<typeof deleteSensorResponseSchema>;

/**
 * POST /api/sensor/token (edit form): a new device token replaces the old one at once (the old
 * one is refused from then on). Answer `{ result: '0', message: '', device_token }`.
 */
export const rotateSensorTokenSchema = z.object({ sensor_id: sensorIdField, management_id: z.string().optional() });
export const rotateSensorTokenResponseSchema = sensorAnswerSchema.extend({ device_token: z.string() });
export type RotateSensorTokenResponse = z.infer<typeof rotateSensorTokenResponseSchema>;

/** Payload of EVENTS.sensorDeleted: the account's product ID no longer names a sensor (its readings went with it). */
export interface SensorDeletedEvent {
  account_id: string;
  /** product ID (the paddy fields' tag_no) */
  sensor_id: string;
  /** ISO 8601 */
  deleted_at: string;
}

export type GetSensorRequest = z.infer<typeof getSensorSchema>;
export type CreateSensorRequest = z.infer<typeof createSensorSchema>;
export type UpdateSensorRequest = z.infer<typeof updateSensorSchema>;
export type DeleteSensorRequest = z.infer<typeof deleteSensorSchema>;
export type RotateSensorTokenRequest = z.infer<typeof rotateSensorTokenSchema>;
