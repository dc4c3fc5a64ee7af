import { JSONCodec } from 'nats';
import { EVENT_STREAM } from '@inasaku/contracts';
import { resetSchema, sql } from './db';
import { testUrls, useTestEnvironment } from './env';
import { eventually } from './poll';
import { flushRedis } from './redis';
import { RawNatsClient } from './rpc-client';

/** What a booted service must offer the harness (a Nest application does). */
export interface Closable {
  close(): Promise<unknown>;
}

/** A domain service booted in-process against the test PostgreSQL, NATS and Redis. */
export interface ServiceHarness<App extends Closable = Closable> {
  app: App;
  /** Speaks the gateway's wire format to the service. */
  client: RawNatsClient;
  /** Runs SQL against the test database. */
  sql: <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;
  /** Empty tables, Redis and the stubs: every test starts fresh. */
  reset(): Promise<void>;
  /** Publishes an event on JetStream as its owning service does (`msgId` de-duplicates). */
  publish(subject: string, data: unknown, msgId: string): Promise<{ duplicate: boolean }>;
  /** Resolves true when a durable consumer has nothing left to deliver or to be acknowledged. */
  drained(consumer: string, timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface ServiceHarnessOptions<App extends Closable> {
  /** The service's name, which is also its database schema. */
  schema: string;
  /** Service settings on top of the test infrastructure's URLs; set before `boot` runs. */
  env?: Record<string, string>;
  /** Creates the application (bootstrapService of service-kit, with the service's AppModule). */
  boot(): Promise<App>;
  /** Stubs and scratch state to clear on each reset, after the tables and Redis. */
  onReset?(): void | Promise<void>;
  /** Stubs to close before the client and the application. */
  beforeClose?(): Promise<void>;
  /** What outlives the application until it is closed (an HTTP stub it calls, a scratch folder). */
  afterClose?(): void | Promise<void>;
}

const codec = JSONCodec<unknown>();

/**
 * Boots a service for its integration tests: the environment, the application, a raw NATS client,
 * and the resets and closing every service's suites need alike. A service's own harness adds its
 * stubs through the hooks and its helpers on the returned object.
 */
export async function startServiceHarness<App extends Closable>(options: ServiceHarnessOptions<App>): Promise<ServiceHarness<App>> {
  useTestEnvironment(options.env);
  const urls = testUrls();
  const app = await options.boot();
  const client = await RawNatsClient.connect(urls.nats);
  return {
    app,
    client,
    sql: (text, params) => sql(urls.database, text, params),
    async reset() {
      await resetSchema(urls.database, options.schema);
      await flushRedis(urls.redis);
      await options.onReset?.();
    },
    publish: (subject, data, msgId) => client.nc.jetstream().publish(subject, codec.encode(data), { msgID: msgId }),
    async drained(consumer, timeoutMs) {
      const jsm = await client.nc.jetstreamManager();
      return eventually(async () => {
        const info = await jsm.consumers.info(EVENT_STREAM.name, consumer);
        return info.num_pending === 0 && info.num_ack_pending === 0;
      }, timeoutMs);
    },
    async close() {
      await options.beforeClose?.();
      await client.close();
      await app.close();
      await options.afterClose?.();
    },
  };
}

