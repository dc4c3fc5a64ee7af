import { z } from 'zod';
import { baseEnvShape, loadEnv } from '@inasaku/service-kit';

export const waterEnvSchema = z.object({
  ...baseEnvShape,
  WATER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3104),
});

export type WaterEnv = z.infer<typeof waterEnvSchema>;

export const WATER_ENV = Symbol('WATER_ENV');

export function loadWaterEnv(): WaterEnv {
  return loadEnv(waterEnvSchema);
}
