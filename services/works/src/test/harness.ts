import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { JSONCodec } from 'nats';
import { EVENT_STREAM, FIXED_ITEM_DETAILS, WORKS_SUBJECTS, type Item, type RequestContext, type Season } from '@inasaku/contracts';
import { bootstrapService } from '@inasaku/service-kit';
import { RawNatsClient, flushRedis, resetSchema, sql, testContext, testUrls, useTestEnvironment } from '@inasaku/testing';
import { AppModule, SERVICE_NAME } from '../app.module';
import { FieldsStub } from './fields-stub';

export interface WorksHarness {
  app: INestApplication;
  client: RawNatsClient;
  fields: FieldsStub;
  sql: <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;
  /** Empty tables, Redis and the stub's fields: every test starts fresh. */
  reset(): Promise<void>;
  publish(subject: string, data: unknown, msgId: string): Promise<{ duplicate: boolean }>;
  /** Resolves when a durable consumer has nothing left to deliver or to be acknowledged. */
  drained(consumer: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Boots the real works service in-process against the test PostgreSQL, NATS and Redis, with a fields stub. */
export async function startWorksService(): Promise<WorksHarness> {
  useTestEnvironment({ FIELDS_LOOKUP_TIMEOUT_MS: '3000' });
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

const W = WORKS_SUBJECTS;

/** A field season with one item: 施用量 (kg, per 10a), メモ; pattern as given. */
export async function fieldItem(h: WorksHarness, farm: TestAccount, pattern: '1' | '2' = '2', area = '100'): Promise<{ season: Season; item: Item }> {
  const season = await h.client.call<Season>(W.seasons.create, { season_name: '施肥', color: '#B4AF4F' }, farm.context());
  const item = await h.client.call<Item>(W.items.create, {
    season_id: season.season_id, item_name: '元肥', item_pattern: pattern, item_area_total: area,
    item_details: [
      ...FIXED_ITEM_DETAILS,
      { item_detail_name: '肥料名', item_detail_type: 'string' },
      { item_detail_name: '施用量', item_detail_type: 'num', item_detail_unit: 'kg', item_detail_auto: true },
      { item_detail_name: 'メモ', item_detail_type: 'textarea' },
    ],
  }, farm.context());
  return { season, item };
}

/** A non-field season with one item (機械整備). */
export async function globalItem(h: WorksHarness, farm: TestAccount, pattern?: '1' | '2'): Promise<{ season: Season; item: Item }> {
  const season = await h.client.call<Season>(W.seasons.create, { season_name: 'ほ場外作業', is_not_paddy_field_item: true }, farm.context());
  const item = await h.client.call<Item>(W.items.create, {
    season_id: season.season_id, item_name: '機械整備', ...(pattern ? { item_pattern: pattern } : {}),
    item_details: [...FIXED_ITEM_DETAILS, { item_detail_name: '機械名', item_detail_type: 'string' }],
  }, farm.context());
  return { season, item };
}

/** work_items for an item built by fieldItem/globalItem, by detail name. */
export function values(item: Item, byName: Record<string, string | number | null>): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {};
  for (const d of item.item_details) if (d.item_detail_name in byName) out[d.item_detail_id] = byName[d.item_detail_name];
  return out;
}
