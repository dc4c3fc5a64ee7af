import { randomUUID } from 'node:crypto';
import { connect } from 'nats';
import { EVENTS, EVENT_STREAM } from '@inasaku/contracts';
import { readEvents, streamLastSeq, testUrls } from '@inasaku/testing';
import { EventBus, ensureStream } from './event-bus';

describe('EventBus (JetStream)', () => {
  const config = { name: `kit-test-${randomUUID().slice(0, 8)}`, databaseUrl: '', redisUrl: '', natsUrl: testUrls().nats };
  let bus: EventBus;

  beforeAll(async () => {
    bus = new EventBus(config);
    await bus.onModuleInit();
  });
  afterAll(() => bus.onApplicationShutdown());

  it('creates the event stream and de-duplicates by message id', async () => {
    const nc = await connect({ servers: config.natsUrl });
    try {
      const from = await streamLastSeq(nc);
      const msgId = `test:${randomUUID()}`;
      const first = await bus.publish(EVENTS.accountDeleted, { n: 1 }, msgId);
      const second = await bus.publish(EVENTS.accountDeleted, { n: 2 }, msgId);
      expect(first.duplicate).toBe(false);
      expect(second.duplicate).toBe(true);
      const stored = (await readEvents(nc, EVENTS.accountDeleted, from)).filter((e) => e.msgId === msgId);
      expect(stored.map((e) => e.data)).toEqual([{ n: 1 }]);
    } finally {
      await nc.close();
    }
  });

  it('delivers to a durable consumer and redelivers until the handler succeeds', async () => {
    const marker = randomUUID();
    const seen: unknown[] = [];
    let failures = 0;
    const done = new Promise<void>((resolve) => {
      void bus.subscribe<{ marker: string }>(
        EVENTS.paddyFieldDeleted,
        `kit-test-${marker.slice(0, 8)}`,
        async (data, meta) => {
          if (data.marker !== marker) return;
          if (failures === 0) {
            failures++;
            throw new Error('first attempt fails');
          }
          seen.push({ ...data, redelivered: meta.redelivered });
          resolve();
        },
        { retryDelayMs: 100 },
      );
    });
    await bus.publish(EVENTS.paddyFieldDeleted, { marker }, `test:${marker}`);
    await done;
    expect(failures).toBe(1);
    expect(seen).toEqual([{ marker, redelivered: true }]);
  });

  it('widens the stream subjects when a service brings a new event', async () => {
    const nc = await connect({ servers: config.natsUrl });
    try {
      const jsm = await nc.jetstreamManager();
      const extra = `kit.test-${randomUUID().slice(0, 8)}.happened`;
      await ensureStream(jsm, EVENT_STREAM.name, [...EVENT_STREAM.subjects, extra]);
      const info = await jsm.streams.info(EVENT_STREAM.name);
      expect(info.config.subjects).toEqual(expect.arrayContaining([...EVENT_STREAM.subjects, extra]));
      // Idempotent.
      await ensureStream(jsm, EVENT_STREAM.name, EVENT_STREAM.subjects);
    } finally {
      await nc.close();
    }
  });
});
