import { DEVICE_READING_LIMITS } from '@inasaku/contracts';
import type { IngestEnv } from '../config/ingest-env';

/**
 * The limits every device transport (HTTP and MQTT) applies alike, so a device meets the same
 * answer whichever way it sends.
 */
export interface DeviceLimits {
  /** readings in one HTTP body or MQTT message */
  maxReadingsPerBatch: number;
  /** bytes of one HTTP body or MQTT packet */
  maxMessageBytes: number;
  /** from connecting to a complete request (HTTP) or CONNECT (MQTT) */
  authTimeoutMs: number;
  /** a kept-alive HTTP connection or an MQTT connection that sends nothing is closed after this */
  idleTimeoutMs: number;
  /** messages (HTTP requests or MQTT publishes) one sensor may send per minute, sustained */
  ratePerMinute: number;
  /** messages one sensor may send at once above the sustained rate (the token bucket's size) */
  rateBurst: number;
}

/**
 * The rate defaults (1,800 messages a minute, 300 at once, per sensor): a water sensor measures
 * every few minutes and sends one message each time, a backlog after an outage is a few
 * batches of up to 1,000 readings. The heaviest legitimate senders we run are far below the
 * sustained rate: bench-ingest (1,000 sensors at 80,000 readings/s in batches of 100, about 48
 * batches a minute per sensor; its probe sensor about 200 a minute), the resilience suite's
 * devices (one batch every 200 ms plus the answer, at most 300 a minute; about 1,300 a minute at
 * RESILIENCE_PAUSE_MS=20) and `npm run sensors:simulate` (one a sensor every 10 s). A device
 * looping on its own sends hundreds of messages a second and is stopped after its burst, while
 * 30 a second for one sensor is still hundreds of times what any water sensor measures.
 */
export function deviceLimitsFrom(env: IngestEnv): DeviceLimits {
  return {
    maxReadingsPerBatch: DEVICE_READING_LIMITS.maxBatch,
    maxMessageBytes: env.SENSOR_INGEST_MAX_MESSAGE_BYTES,
    authTimeoutMs: env.SENSOR_INGEST_AUTH_TIMEOUT_MS,
    idleTimeoutMs: env.SENSOR_INGEST_IDLE_TIMEOUT_MS,
    ratePerMinute: env.SENSOR_INGEST_RATE_PER_MINUTE,
    rateBurst: env.SENSOR_INGEST_RATE_BURST,
  };
}
