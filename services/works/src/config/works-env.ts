import { z } from 'zod';
import { baseEnvShape, loadEnv } from '@inasaku/service-kit';

export const worksEnvSchema = z.object({
  ...baseEnvShape,
  WORKS_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3103),
  /** Each request to the fields service for paddy-field names and areas. Keep it under the gateway's REQUEST_TIMEOUT_MS. */
  FIELDS_LOOKUP_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
});

export type WorksEnv = z.infer<typeof worksEnvSchema>;

export const WORKS_ENV = Symbol('WORKS_ENV');

export function loadWorksEnv(): WorksEnv {
  return loadEnv(worksEnvSchema);
}
