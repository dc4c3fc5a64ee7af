import { randomUUID } from 'node:crypto';
import { AckPolicy, DeliverPolicy, RetentionPolicy, StorageType, connect, nanos, type NatsConnection } from 'nats';
import { testUrls } from '@inasaku/testing';
import { BoundedPull, type Held, type PulledMsg } from './bounded-pull';

/**
 * The readings consumer's pull against a real JetStream: a backlog is delivered whole, while what
 * is held (delivered and not yet acknowledged) never goes over the count or the bytes limit.
 */
describe('BoundedPull (JetStream pull bounded by count and bytes)', () => {
  let nc: NatsConnection;
  const stream = `BOUNDED_PULL_${randomUUID().slice(0, 8).toUpperCase()}`;
  const subject = `bounded-pull.${stream}`;

  beforeAll(async () => {
    nc = await connect({ servers: testUrls().nats });
    const jsm = await nc.jetstreamManager();
    await jsm.streams.add({ name: stream, subjects: [`${subject}.>`], storage: StorageType.Memory, retention: RetentionPolicy.Limits });
  });
  afterAll(async () => {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(stream).catch(() => undefined);
    await nc.drain();
  });

  async function consumer(name: string): Promise<void> {
    const jsm = await nc.jetstreamManager();
    await jsm.consumers.add(stream, {
      durable_name: name, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All, ack_wait: nanos(30_000),
      filter_subject: `${subject}.${name}`,
    });
  }

  async function publish(name: string, count: number, bytes: number): Promise<void> {
    const js = nc.jetstream();
    const body = new Uint8Array(bytes).fill(120);
    await Promise.all(Array.from({ length: count }, () => js.publish(`${subject}.${name}`, body)));
  }

  /** Holds each delivered message for a while (a batch being written), then acknowledges it. */
  async function drain(name: string, total: number, limits: { maxMessages: number; maxBytes: number; maxMessageBytes: number }) {
    const held: Held = { messages: 0, bytes: 0 };
    const peak: Held = { messages: 0, bytes: 0 };
    let delivered = 0;
    let pull: BoundedPull | null = null;
    const release = (m: PulledMsg) => {
      m.ack();
      held.messages -= 1;
      held.bytes -= m.size;
      pull!.released();
    };
    const finished = new Promise<void>((resolve) => {
      pull = new BoundedPull(nc, stream, name, limits, () => ({ ...held }), (m) => {
        delivered += 1;
        held.messages += 1;
        held.bytes += m.size;
        peak.messages = Math.max(peak.messages, held.messages);
        peak.bytes = Math.max(peak.bytes, held.bytes);
        setTimeout(() => {
          release(m);
          if (delivered === total && held.messages === 0) resolve();
        }, 20);
      }, 1000);
      pull.start();
    });
    await finished;
    await pull!.stop();
    return { delivered, peak };
  }

  it('a backlog of big messages is held at most maxBytes at a time, and delivered whole', async () => {
    await consumer('big');
    await publish('big', 120, 40_000); // 4.8 MB of backlog
    const limits = { maxMessages: 10_000, maxBytes: 400_000, maxMessageBytes: 50_000 };
    const { delivered, peak } = await drain('big', 120, limits);
    expect(delivered).toBe(120);
    expect(peak.bytes).toBeLessThanOrEqual(limits.maxBytes);
    expect(peak.messages).toBeGreaterThan(1); // pulled several at once, not one by one
  });

  it('a backlog of small messages is held at most maxMessages at a time, many per pull', async () => {
    await consumer('small');
    await publish('small', 3_000, 40);
    const limits = { maxMessages: 500, maxBytes: 32 * 1024 * 1024, maxMessageBytes: 1024 * 1024 };
    const { delivered, peak } = await drain('small', 3_000, limits);
    expect(delivered).toBe(3_000);
    expect(peak.messages).toBeLessThanOrEqual(500);
    expect(peak.messages).toBeGreaterThan(100); // more than nats.js consume() allows with max_bytes
  });

  it('an idle consumer delivers a new message at once (the waiting pull), and stops cleanly', async () => {
    await consumer('idle');
    const got: number[] = [];
    const pull = new BoundedPull(nc, stream, 'idle', { maxMessages: 100, maxBytes: 1_000_000, maxMessageBytes: 10_000 }, () => ({ messages: 0, bytes: 0 }), (m) => {
      got.push(Date.now());
      m.ack();
    }, 1000);
    pull.start();
    await new Promise((r) => setTimeout(r, 1500)); // one pull expired, the next waiting
    const sent = Date.now();
    await publish('idle', 1, 10);
    const end = Date.now() + 5000;
    while (!got.length && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    expect(got).toHaveLength(1);
    expect(got[0] - sent).toBeLessThan(500);
    await pull.stop();
  });
});
