import { z } from 'zod';
import { baseEnvShape, loadEnv } from '@inasaku/service-kit';
import { alertDeliveryEnvShape } from '../alert-delivery/alert-delivery-env';

export const waterEnvSchema = z.object({
  ...baseEnvShape,
  WATER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3104),
  /** How often sensors are judged against the notification levels (spec 001: every hour). */
  WATER_ALERT_INTERVAL_MS: z.coerce.number().int().min(1000).default(3_600_000),
  /** 'false' switches the judgement off on this replica (tests drive it by hand). */
  WATER_ALERT_JUDGE: z.enum(['true', 'false']).default('true'),
  /** Readings consumer: messages per fetch and whether it runs on this replica. */
  WATER_READINGS_BATCH: z.coerce.number().int().min(1).max(50_000).default(10_000),
  WATER_READINGS_CONSUMER: z.enum(['true', 'false']).default('true'),
  /** Batches written at the same time by one replica. */
  WATER_READINGS_PARALLEL: z.coerce.number().int().min(1).max(8).default(2),
  /**
   * Bytes of stream messages a replica holds at most (pulled, buffered and being written), beside
   * the count ((WATER_READINGS_PARALLEL + 1) x WATER_READINGS_BATCH messages); never less than two of the largest message.
   */
  WATER_READINGS_MAX_BYTES: z.coerce.number().int().min(65_536).default(32 * 1024 * 1024),
  /** A reading delivered to a replica that died unacknowledged is redelivered after this. */
  WATER_READINGS_ACK_WAIT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Sensors whose map answer (readings as JSON) one replica keeps in memory; 0 turns the cache off. */
  WATER_SENSOR_MAP_CACHE: z.coerce.number().int().min(0).max(100_000).default(10_000),
  /**
   * sensor-ingest's public base URL as the network servers reach it (e.g. https://ingest.example.jp);
   * the integration screen shows it + /v1/integrations/tts or /chirpstack. Unset: the screen uses
   * the host it was loaded from, port 3110.
   */
  SENSOR_INGEST_PUBLIC_URL: z.string().url().optional(),
  /** sensor-ingest's HTTP port (the same variable it listens on): the screen's URL without a public URL. */
  SENSOR_INGEST_PORT: z.coerce.number().int().min(1).max(65535).default(3110),
  ...alertDeliveryEnvShape,
});

export type WaterEnv = z.infer<typeof waterEnvSchema>;

export const WATER_ENV = Symbol('WATER_ENV');

export function loadWaterEnv(): WaterEnv {
  return loadEnv(waterEnvSchema);
}
