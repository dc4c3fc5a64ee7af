/** Test infrastructure; each URL can be overridden from the environment. */
export function testUrls() {
  return {
    database: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/inasaku_test',
    redis: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/15',
    // Set by the jest global setup (a private nats-server) unless TEST_NATS_URL is given.
    nats: process.env.TEST_NATS_URL || 'nats://127.0.0.1:4222',
  };
}

/**
 * Points a service booted in-process at the test infrastructure. Call before creating the app.
 * Returns the variables it set so a test can read them back.
 */
export function useTestEnvironment(extra: Record<string, string> = {}): Record<string, string> {
  const urls = testUrls();
  const vars: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'error',
    DATABASE_URL: urls.database,
    REDIS_URL: urls.redis,
    NATS_URL: urls.nats,
    ...extra,
  };
  Object.assign(process.env, vars);
  return vars;
}
