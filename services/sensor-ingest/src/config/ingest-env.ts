import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** sensor-ingest's settings, validated at boot (local defaults work with `npm start`). */
export const ingestEnvSchema = z.object({
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** devices' HTTP endpoint (POST /v1/readings) and the health check (GET /health) */
  SENSOR_INGEST_PORT: port(3110),
  /** the embedded MQTT broker (aedes) */
  SENSOR_INGEST_MQTT_PORT: port(1884),
  SENSOR_INGEST_HOST: z.string().default('0.0.0.0'),
  /** how long a verified token is trusted without asking water again (a rotation drops it at once) */
  SENSOR_INGEST_TOKEN_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * 'batch' (default): one JetStream message per device batch; 'reading': one per reading (id
   * sensor:time). Both answer the device after JetStream stored it and store a repeat once (see
   * ReadingsPublisher); 'batch' costs a hundredth of the messages for batches of 100.
   */
  SENSOR_INGEST_STREAM_MODE: z.enum(['reading', 'batch']).default('batch'),
  /**
   * How long a batch is offered to JetStream again while its stream has no leader (a clustered
   * stream elects one in 4–9 s after losing its node): the device waits rather than getting 503.
   */
  SENSOR_INGEST_PUBLISH_RETRY_MS: z.coerce.number().int().min(0).default(10_000),
  /** Prometheus' /metrics: its own port, bound where operators reach it and devices do not */
  SENSOR_INGEST_METRICS_PORT: port(3111),
  SENSOR_INGEST_METRICS_HOST: z.string().default('127.0.0.1'),
  /** the device limits both transports share (see limits/device-limits.ts) */
  SENSOR_INGEST_MAX_MESSAGE_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SENSOR_INGEST_AUTH_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SENSOR_INGEST_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(300_000),
  SENSOR_INGEST_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(1_800),
  SENSOR_INGEST_RATE_BURST: z.coerce.number().int().min(1).default(300),
  LOG_LEVEL: z.string().optional(),
});
export type IngestEnv = z.infer<typeof ingestEnvSchema>;

export function loadIngestEnv(source: Record<string, string | undefined> = process.env): IngestEnv {
  const parsed = ingestEnvSchema.safeParse(source);
  if (!parsed.success) throw new Error(`invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join(', ')}`);
  return parsed.data;
}
