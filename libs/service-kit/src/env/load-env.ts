import { z, type ZodObject, type ZodRawShape } from 'zod';

/** Variables every NATS service reads; each has a default that works on a developer machine. */
export const baseEnvShape = {
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/inasaku'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
};

export const baseEnvSchema = z.object(baseEnvShape);

export class EnvError extends Error {}

/**
 * Validates the environment once at boot. Fails fast with every bad variable named
 * (values are never echoed, they may be secrets).
 */
export function loadEnv<S extends ZodObject<ZodRawShape>>(
  schema: S,
  source: Record<string, string | undefined> = process.env,
): z.infer<S> {
  // An empty variable means "not set" so that `FOO=` in a .env file keeps the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const names = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new EnvError(`Invalid environment: ${names}`);
  }
  return result.data as z.infer<S>;
}

const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEY|PRIVATE/i;

/** A copy safe to log: secret-looking names masked, credentials removed from URLs. */
export function redactEnv(env: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(env).map(([name, value]) => {
      if (SECRET_NAME.test(name)) return [name, '***'];
      if (typeof value === 'string' && /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return [name, redactUrl(value)];
      return [name, value];
    }),
  );
}

export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '***';
  }
}
