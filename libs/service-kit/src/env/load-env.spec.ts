import { z } from 'zod';
import { baseEnvShape, EnvError, loadEnv, redactEnv } from './load-env';

describe('loadEnv', () => {
  const schema = z.object({ ...baseEnvShape, PORT: z.coerce.number().int().default(3000) });

  it('gives working local defaults', () => {
    const env = loadEnv(schema, {});
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/inasaku');
    expect(env.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(env.PORT).toBe(3000);
  });

  it('treats an empty variable as unset', () => {
    expect(loadEnv(schema, { PORT: '' }).PORT).toBe(3000);
  });

  it('coerces and validates', () => {
    expect(loadEnv(schema, { PORT: '8080' }).PORT).toBe(8080);
    expect(() => loadEnv(schema, { PORT: 'abc' })).toThrow(EnvError);
  });

  it('names the bad variable without echoing its value', () => {
    try {
      loadEnv(schema, { LOG_LEVEL: 'super-secret-value' });
      throw new Error('should fail');
    } catch (e) {
      expect((e as Error).message).toContain('LOG_LEVEL');
      expect((e as Error).message).not.toContain('super-secret-value');
    }
  });
});

describe('redactEnv', () => {
  it('masks secrets and URL passwords', () => {
    const out = redactEnv({
      JWT_SECRET: 'abc',
      DATABASE_URL: 'postgres://u:pw@host:5432/db',
      SMTP_URL: 'smtp://user:pass@mail:587',
      PORT: 1,
    });
    expect(out.JWT_SECRET).toBe('***');
    expect(out.DATABASE_URL).toBe('postgres://u:***@host:5432/db');
    expect(String(out.SMTP_URL)).not.toContain('pass@');
    expect(out.PORT).toBe(1);
  });
});
