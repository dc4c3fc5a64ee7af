import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { JSONCodec } from 'nats';
import { EVENT_STREAM, EVENTS, type AccountAreaPositionSetEvent, type RequestContext } from '@inasaku/contracts';
import { bootstrapService } from '@inasaku/service-kit';
import { RawNatsClient, flushRedis, resetSchema, sql, testContext, testUrls, useTestEnvironment } from '@inasaku/testing';
import { AppModule, SERVICE_NAME } from '../app.module';
import { CellsService } from '../cells/cells.service';
import { AccountStub } from './account-stub';
import { startOpenMeteoStub, type OpenMeteoStub } from './open-meteo-stub';

export interface WeatherHarness {
  app: INestApplication;
  cells: CellsService;
  client: RawNatsClient;
  provider: OpenMeteoStub;
  account: AccountStub;
  sql: <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;
  /** Empty tables, Redis, the stubs: every test starts fresh. */
  reset(): Promise<void>;
  /** Publishes account.area-position.set as the account service does. */
  positionSet(accountId: string, latitude: number, longitude: number): Promise<void>;
  /** Resolves when a durable consumer has nothing left to deliver or to be acknowledged. */
  drained(consumer: string): Promise<boolean>;
  /** A second replica of the service on the same database, NATS and Redis. */
  replica(): Promise<INestApplication>;
  close(): Promise<void>;
}

const codec = JSONCodec<unknown>();

/** Boots the real weather service in-process against the test PostgreSQL, NATS and Redis, with an Open-Meteo stub and an account stub. */
export async function startWeatherService(): Promise<WeatherHarness> {
  const provider = await startOpenMeteoStub();
  useTestEnvironment({
    OPEN_METEO_FORECAST_URL: provider.forecastUrl,
    OPEN_METEO_ARCHIVE_URL: provider.archiveUrl,
    // The tests name their cells at 0.1° (e.g. '35.65,139.75').
    WEATHER_GRID_STEP: '0.1',
    WEATHER_TICK_MS: '0',
    WEATHER_BACKOFF_BASE_MS: '1000',
    WEATHER_BACKOFF_MAX_MS: '60000',
    WEATHER_CLIMATE_YEARS: '2',
  });
  const urls = testUrls();
  const boot = () => bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: 0, healthHost: '127.0.0.1' });
  const app = await boot();
  const client = await RawNatsClient.connect(urls.nats);
  const account = await AccountStub.start(urls.nats);
  const replicas: INestApplication[] = [];
  return {
    app,
    cells: app.get(CellsService),
    client,
    provider,
    account,
    sql: (text, params) => sql(urls.database, text, params),
    async reset() {
      await resetSchema(urls.database, SERVICE_NAME);
      await flushRedis(urls.redis);
      provider.reset();
      account.clear();
    },
    async positionSet(accountId, latitude, longitude) {
      const setAt = new Date();
      const event: AccountAreaPositionSetEvent = { account_id: accountId, latitude, longitude, set_at: setAt.toISOString() };
      await client.nc.jetstream().publish(EVENTS.accountAreaPositionSet, codec.encode(event), { msgID: `test:${randomUUID()}` });
    },
    async drained(consumer) {
      const jsm = await client.nc.jetstreamManager();
      return eventually(async () => {
        const info = await jsm.consumers.info(EVENT_STREAM.name, consumer);
        return info.num_pending === 0 && info.num_ack_pending === 0;
      }, 20_000);
    },
    async replica() {
      const other = await boot();
      replicas.push(other);
      return other;
    },
    async close() {
      for (const r of replicas) await r.close();
      await account.close();
      await client.close();
      await app.close();
      await provider.close();
    },
  };
}

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

export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await check();
  while (!last && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    last = await check();
  }
  return last;
}
