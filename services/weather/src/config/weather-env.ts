import { z } from 'zod';
import { baseEnvShape, loadEnv } from '@inasaku/service-kit';

export const weatherEnvSchema = z.object({
  ...baseEnvShape,
  WEATHER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3105),
});

export type WeatherEnv = z.infer<typeof weatherEnvSchema>;

export const WEATHER_ENV = Symbol('WEATHER_ENV');

export function loadWeatherEnv(): WeatherEnv {
  return loadEnv(weatherEnvSchema);
}
