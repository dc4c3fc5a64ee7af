import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { RequestContext } from '@inasaku/contracts';
import { bootstrapService } from '@inasaku/service-kit';
import { RawNatsClient, flushRedis, resetSchema, sql, testContext, testUrls, useTestEnvironment } from '@inasaku/testing';
import { AppModule, SERVICE_NAME } from '../app.module';

export interface FieldsHarness {
  app: INestApplication;
  client: RawNatsClient;
  /** Runs SQL against the test database. */
  sql: <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;
  /** Empty tables and Redis: every test starts fresh. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Boots the real fields service in-process against the test PostgreSQL, NATS and Redis.
 * Geocoders point at an unreachable address unless `env` says otherwise, so nothing can
 * leave the machine.
 */
export async function startFieldsService(env: Record<string, string> = {}): Promise<FieldsHarness> {
  useTestEnvironment({
    GOOGLE_MAPS_API_KEY: '',
    GOOGLE_GEOCODING_API_KEY: '',
    GSI_ADDRESS_SEARCH_URL: 'http://127.0.0.1:9/gsi/search',
    GSI_REVERSE_GEOCODER_URL: 'http://127.0.0.1:9/gsi/reverse',
    POSTAL_CODE_URL: 'http://127.0.0.1:9/zip',
    GOOGLE_GEOCODING_URL: 'http://127.0.0.1:9/google',
    GEOCODER_TIMEOUT_MS: '2000',
    ...env,
  });
  const urls = testUrls();
  const app = await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: 0, healthHost: '127.0.0.1' });
  const client = await RawNatsClient.connect(urls.nats);
  return {
    app,
    client,
    sql: (text, params) => sql(urls.database, text, params),
    async reset() {
      await resetSchema(urls.database, SERVICE_NAME);
      await flushRedis(urls.redis);
    },
    async close() {
      await client.close();
      await app.close();
    },
  };
}

/** One farm account as the gateway describes it: a free plan in its current year. */
export interface TestAccount {
  accountId: string;
  managementId: string;
  /** The context of its root user; override for past years or other plans. */
  context(overrides?: Partial<RequestContext>): RequestContext;
}

export function newAccount(): TestAccount {
  const accountId = randomUUID();
  const managementId = randomUUID();
  const userId = randomUUID();
  return {
    accountId,
    managementId,
    context: (overrides = {}) =>
      testContext({ accountId, userId, managementId, isRootUser: true, planType: 1, pastYear: false, ...overrides }),
  };
}

/** Polls until `check` returns a truthy value or the time is up. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await check();
  while (!last && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    last = await check();
  }
  return last;
}
