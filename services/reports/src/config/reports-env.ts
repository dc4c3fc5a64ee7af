import { z } from 'zod';
import { baseEnvShape, loadEnv, s3EnvShape } from '@inasaku/service-kit';

export const reportsEnvSchema = z.object({
  ...baseEnvShape,
  REPORTS_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3106),
  /** The gateway's media store (the same variables): photos are read from it and workbooks written to it. */
  MEDIA_DIR: z.string().optional(),
  ...s3EnvShape,
  /** Where workbooks are assembled before they go to the store (and S3 photos are staged). */
  EXPORT_TMP_DIR: z.string().optional(),
  /** How long a finished workbook can be downloaded. */
  EXPORT_URL_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  /** A running job not heard of for this long is failed (after the client's 300 s nobody waits for it). */
  EXPORT_STALE_SECONDS: z.coerce.number().int().positive().default(360),
  /** Builds at once per replica. */
  EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  /** How long a delivered job may go without a sign of life before JetStream hands it to another replica. */
  EXPORT_ACK_WAIT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Timeout of each works request while reading the records. */
  WORKS_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
});

export type ReportsEnv = z.infer<typeof reportsEnvSchema>;

export const REPORTS_ENV = Symbol('REPORTS_ENV');

export function loadReportsEnv(): ReportsEnv {
  return loadEnv(reportsEnvSchema);
}
