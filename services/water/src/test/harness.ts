import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { JSONCodec } from 'nats';
import { EVENT_STREAM, type RequestContext } from '@inasaku/contracts';
import { bootstrapService } from '@inasaku/service-kit';
import { RawNatsClient, flushRedis, resetSchema, sql, testContext, testUrls, useTestEnvironment } from '@inasaku/testing';
import { AppModule, SERVICE_NAME } from '../app.module';
import { FieldsStub } from './fields-stub';

/**
 * The water service booted in-process against the test PostgreSQL, NATS and Redis, with a stub
 * of the fields service. Generic on purpose: each feature's int-specs use it (gates, sensors).
 */
export interface WaterHarness {
  app: INestApplication;
  client: RawNatsClient;
  fields: FieldsStub;
  sql: <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;
  /** Empty tables, Redis and the stub's fields: every test starts fresh. */
  reset(): Promise<void>;
  publish(subject: string, data: unknown, msgId: string): Promise<{ duplicate: boolean }>;
  /** Resolves true when a durable consumer has nothing left to deliver or to be acknowledged. */
  drained(consumer: string): Promise<boolean>;
  close(): Promise<void>;
}

export async function startWaterService(env: Record<string, string> = {}): Promise<WaterHarness> {
  useTestEnvironment(env);
  const urls = testUrls();
  const app = await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: 0, healthHost: '127.0.0.1' });
  const client = await RawNatsClient.connect(urls.nats);
  const fields = await FieldsStub.start(urls.nats);
  const codec = JSONCodec<unknown>();
  return {
    app,
    client,
    fields,
    sql: (text, params) => sql(urls.database, text, params),
    async reset() {
      await resetSchema(urls.database, SERVICE_NAME);
      await flushRedis(urls.redis);
      fields.clear();
    },
    async publish(subject, data, msgId) {
      return client.nc.jetstream().publish(subject, codec.encode(data), { msgID: msgId });
    },
    async drained(consumer) {
      const jsm = await client.nc.jetstreamManager();
      return eventually(async () => {
        const info = await jsm.consumers.info(EVENT_STREAM.name, consumer);
        return info.num_pending === 0 && info.num_ack_pending === 0;
      });
    },
    async close() {
      await fields.close();
      await client.close();
      await app.close();
    },
  };
}

/** One farm account as the gateway describes it: a free plan in its current year. */
export interface TestAccount {
  accountId: string;
  managementId: string;
  userId: string;
  context(overrides?: Partial<RequestContext>): RequestContext;
}

export function newAccount(): TestAccount {
  const accountId = randomUUID();
  const managementId = randomUUID();
  const userId = randomUUID();
  return {
    accountId, managementId, userId,
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
