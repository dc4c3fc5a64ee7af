import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { baseEnvShape, loadEnv } from '@inasaku/service-kit';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

export const reportsEnvSchema = z.object({
  ...baseEnvShape,
  REPORTS_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3106),
  /** The gateway's media store (the same variables): photos are read from it and workbooks written to it. */
  MEDIA_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-northeast-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().default(''),
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

/** The repository root (the package.json with workspaces), for the local defaults under var/. */
export function repoRoot(start = __dirname): string {
  let dir = start;
  while (dir !== path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).workspaces) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}
