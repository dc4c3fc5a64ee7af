import { z } from 'zod';
import { baseEnvShape, loadEnv } from '@inasaku/service-kit';

export const reportsEnvSchema = z.object({
  ...baseEnvShape,
  REPORTS_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3106),
});

export type ReportsEnv = z.infer<typeof reportsEnvSchema>;

export const REPORTS_ENV = Symbol('REPORTS_ENV');

export function loadReportsEnv(): ReportsEnv {
  return loadEnv(reportsEnvSchema);
}
