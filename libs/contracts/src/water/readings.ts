import { z } from 'zod';
import { ruledString } from '../zod-rules';
import { instantField } from '../dates';
import { FARM_YEAR_MAX, FARM_YEAR_MIN, LIMITS, max, required } from '@inasaku/domain';

/** One reading as every /api/sensor… answer carries it. */
export const sensorReadingSchema = z.object({
  /** product ID (= the paddy field's tag_no) */
  sensor_id: z.string(),
  sensor_name: z.string(),
  /** same as sensor_id (spec 001 §3 names both) */
  tag_no: z.string(),
  /** measured time, ISO 8601 +09:00 */
  datetime: z.string(),
  /** cm */
  water_level: z.number(),
  /** ℃; null when the device sent none */
  water_temperature: z.number().nullable(),
  /** same value as water_temperature (spec 001 §3 names both) */
  water_temp: z.number().nullable(),
  /** % and dBm when the device sent them */
  battery: z.number().nullable(),
  signal: z.number().nullable(),
});
export type SensorReading = z.infer<typeof sensorReadingSchema>;

/** Longest from..to a /api/sensor/raw or /sensor-data call may ask for. */
export const MAX_READING_SPAN_DAYS = 31;

/**
 * Reads look a stored sensor up: any text up to the limit, not the product-ID rule of
 * registration (SENSOR_RULES.productId), so a sensor stored before that rule still shows.
 */
const sensorIdField = ruledString([required('製品ID'), max(LIMITS.sensorId)]);
/**
 * ISO 8601 with a zone ('2026-07-01T09:00:00+09:00', '...Z'), or 'YYYY-MM-DD HH:mm:ss' read at
 * +0900 (parseTokyoTime reads it the same way in the service): a real time of a farm year.
 */
const READING_TIME_FORMAT = '日時はISO 8601形式（例: 2026-07-01T09:00:00+09:00）で指定してください。';
const datetimeField = (label: string) => instantField({ label, format: READING_TIME_FORMAT }, { zoneless: 'tokyo' });

/**
 * GET /api/sensor/raw: sensor_id, from_datetime, to_datetime (+0900; both absent: the last
 * 3 hours up to now: readingWindow of libs/domain). Newest first. Answer `{ list: SensorReading[], total_count }`.
 * GET /api/sensor/sensor-data takes the same query (any span up to MAX_READING_SPAN_DAYS) and
 * answers the same shape.
 */
export const rawReadingsSchema = z.object({
  sensor_id: sensorIdField,
  from_datetime: datetimeField('開始日時').optional(),
  to_datetime: datetimeField('終了日時').optional(),
  management_id: z.string().optional(),
});

/**
 * GET /api/sensor/sensor-data-latest?sensor_id= (or tag_no=, the paddy field's link): the latest
 * reading of the account's sensor, or null when it has none. Answer `LatestReadingResponse`;
 * an unknown (or another account's) product ID answers `{ sensor: null, reading: null }` so a
 * field panel with a stale tag_no simply shows nothing.
 */
export const latestReadingSchema = z
  .object({
    sensor_id: z.string().max(LIMITS.sensorId).optional(),
    tag_no: z.string().max(LIMITS.sensorId).optional(),
    management_id: z.string().optional(),
  })
  .refine((v) => !!(v.sensor_id || v.tag_no), { message: '製品IDは必須項目です。', path: ['sensor_id'] });
export const latestReadingResponseSchema = z.object({
  sensor: z.object({
    sensor_id: z.string(),
    sensor_name: z.string(),
  }).nullable(),
  reading: sensorReadingSchema.nullable(),
});
export type LatestReadingResponse = z.infer<typeof latestReadingResponseSchema>;

/** A year of the farm records (libs/domain FARM_YEAR_MIN..FARM_YEAR_MAX, the time rule's years). */
const YEAR_MESSAGE = `年は${FARM_YEAR_MIN}から${FARM_YEAR_MAX}までの整数で指定してください。`;

/**
 * GET /api/sensor/sensor-data-histories?year=2026[&sensor_id=][&month=1..12]: the yearly water
 * chart (spec 001 Reports): per sensor one point at 00:00 and one at 12:00 (+0900) per day — the
 * reading measured at that time or the latest one in the hour before it. Answer
 * `{ list: YearlySensorSeries[] }`, sensors by product ID, points oldest first.
 * GET /api/sensor/histories takes the same query and answers the same points flat for the yearly
 * sensor table: `{ list: SensorReading[], total_count }`, newest first (sensor by product ID).
 */
export const yearlyReadingsSchema = z.object({
  year: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{4}$/.test(v) ? Number(v) : v),
    z.number({ message: YEAR_MESSAGE }).int({ message: YEAR_MESSAGE }).min(FARM_YEAR_MIN, { message: YEAR_MESSAGE }).max(FARM_YEAR_MAX, { message: YEAR_MESSAGE }),
  ),
  month: z
    .preprocess(
      (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : v),
      z.number({ message: '月は1から12までの整数で指定してください。' }).int().min(1).max(12).optional(),
    ),
  sensor_id: z.string().max(LIMITS.sensorId).optional(),
  management_id: z.string().optional(),
});
export const yearlySensorSeriesSchema = z.object({
  sensor_id: z.string(),
  sensor_name: z.string(),
  points: z.array(sensorReadingSchema),
});
export type YearlySensorSeries = z.infer<typeof yearlySensorSeriesSchema>;

export type RawReadingsRequest = z.infer<typeof rawReadingsSchema>;
export type LatestReadingRequest = z.infer<typeof latestReadingSchema>;
export type YearlyReadingsRequest = z.infer<typeof yearlyReadingsSchema>;

// ---------------------------------------------------------------- device side (sensor-ingest)

/** Plausible ranges a device reading must be in (else refused with DEVICE_READING_MESSAGES). */
export const DEVICE_READING_LIMITS = {
  waterLevelMin: -50,
  waterLevelMax: 200,
  temperatureMin: -20,
  temperatureMax: 60,
  /** a measured time later than now plus this is refused (device clocks drift) */
  futureSkewSeconds: 300,
  /** older than this is refused (a year of backlog is kept by no device) */
  maxAgeDays: 400,
  maxBatch: 1000,
} as const;

export const DEVICE_READING_MESSAGES = {
  measuredAt: '測定日時はISO 8601形式で指定してください。',
  future: '測定日時が未来です。',
  tooOld: '測定日時が古すぎます。',
  waterLevel: `水位は${DEVICE_READING_LIMITS.waterLevelMin}から${DEVICE_READING_LIMITS.waterLevelMax}cmまでの数値で指定してください。`,
  temperature: `水温は${DEVICE_READING_LIMITS.temperatureMin}から${DEVICE_READING_LIMITS.temperatureMax}℃までの数値で指定してください。`,
  battery: '電池残量は0から100までの数値で指定してください。',
  signal: '電波強度は-200から0までの数値で指定してください。',
  duplicateInBatch: '同じ測定日時の読み取り値が同じ送信内にあります。',
  batch: `readings は1件から${DEVICE_READING_LIMITS.maxBatch}件までの配列で指定してください。`,
  unauthorized: 'デバイストークンが正しくありません。',
  sensorMismatch: '製品IDがトークンと一致しません。',
  /** a value in range that a `real` column cannot hold (it would round to 0 or lose its digits: 1e-300, 1e-40) */
  waterLevelUnstorable: '水位の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。',
  temperatureUnstorable: '水温の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。',
  batteryUnstorable: '電池残量の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。',
  signalUnstorable: '電波強度の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。',
  tooManyReadings: `1回に送信できる読み取り値は${DEVICE_READING_LIMITS.maxBatch}件までです。分けて送信してください。`,
  tooLarge: (maxBytes: number) => `送信データが大きすぎます。1回の送信は${maxBytes.toLocaleString('en-US')}バイトまでです。`,
  rateLimited: '送信の間隔が短すぎます。しばらく待ってから送信してください。',
} as const;

/**
 * One reading as a device sends it (HTTP POST /v1/readings body `{ readings: DeviceReading[] }`,
 * or the MQTT payload on `sensors/<product ID>/readings`: the same object or a single reading).
 */
export interface DeviceReading {
  /** ISO 8601 with zone, or epoch seconds */
  measured_at: string | number;
  water_level: number;
  water_temperature?: number | null;
  battery?: number | null;
  signal?: number | null;
}

/** Answer of the device endpoints: 200 when the request was understood, even if some readings were refused. */
export interface DeviceBatchResponse {
  accepted: number;
  /** duplicates of readings already stored count as accepted (a retry is harmless) */
  refused: { index: number; reason: string }[];
}

/** The JetStream stream and its subjects: `sensor.readings.<sensor uuid>`. */
export const SENSOR_READINGS_STREAM = 'SENSOR_READINGS';
export const SENSOR_READINGS_SUBJECT_PREFIX = 'sensor.readings.';
/**
 * The SENSOR_READINGS stream (file storage, limits retention), created by whichever of
 * sensor-ingest and water starts first, so both read this one definition.
 */
export const SENSOR_READINGS_STREAM_DEFINITION = {
  name: SENSOR_READINGS_STREAM,
  subjects: [`${SENSOR_READINGS_SUBJECT_PREFIX}>`],
  /** Device retries within this window are dropped by JetStream (the message id). */
  duplicateWindowMs: 2 * 3600_000,
  /** Readings wait this long at most for water to store them (a long outage of water). */
  maxAgeMs: 7 * 86_400_000,
} as const;
/** MQTT topic a device publishes to; the token is the MQTT password, the product ID the username. */
export const sensorMqttTopic = (productId: string): string => `sensors/${productId}/readings`;

/** What sensor-ingest puts on the stream (one message per accepted reading, msgID `<sensor uuid>:<epoch ms>`). */
export interface StreamReading {
  /** the sensor's internal id */
  s: string;
  /** the account */
  a: string;
  /** measured at, epoch ms */
  t: number;
  /** level cm, temperature ℃, battery %, signal dBm */
  l: number;
  w: number | null;
  b: number | null;
  g: number | null;
  /** when sensor-ingest received it, epoch ms (for the device→map latency) */
  r: number;
}

/**
 * The batch form of the stream (sensor-ingest SENSOR_INGEST_STREAM_MODE=batch): one message per
 * device batch of one sensor, msgID `<sensor uuid>:<first ms>:<last ms>:<count>:<digest>`, items
 * `[t, l, w, b, g]` as in StreamReading. An identical repeat is dropped by JetStream; a repeat
 * cut differently is stored once by the (sensor, time) key in water.
 */
export interface StreamReadingBatch {
  s: string;
  a: string;
  r: number;
  items: [number, number, number | null, number | null, number | null][];
}

/**
 * The group form of the stream: the readings of many sensors gathered within a few milliseconds
 * (sensor-ingest's group commit of LoRaWAN uplinks) in one message on
 * `sensor.readings.group`, one StreamReadingBatch per uplink, in order. Its msgID names the group
 * (a retry of the same publish is dropped by JetStream); an uplink repeated in another group is
 * answered from sensor-ingest's recent natural keys, and a repeat with the same time is stored
 * once by the (sensor, time) key in water. A consumer that does not know the form finds no `s`
 * and refuses it (dead letter) rather than storing part of it.
 */
export interface StreamReadingGroup {
  g: StreamReadingBatch[];
}
export const SENSOR_READINGS_GROUP_SUBJECT = `${SENSOR_READINGS_SUBJECT_PREFIX}group`;

/**
 * water.sensors.verify-token (sensor-ingest -> water): the sha256 hex of a device token and the
 * product ID it claims (absent: the token alone names the sensor). Answer the sensor or null
 * (bad, revoked, or another sensor's token).
 */
export interface VerifyDeviceTokenRequest {
  sensor_id?: string;
  token_sha256: string;
}
export interface VerifyDeviceTokenResponse {
  sensor: { id: string; account_id: string; sensor_id: string } | null;
}
