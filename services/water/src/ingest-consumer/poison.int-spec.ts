import { JSONCodec } from 'nats';
import { SENSOR_READINGS_STREAM, SENSOR_READINGS_SUBJECT_PREFIX, type StreamReading, type StreamReadingBatch } from '@inasaku/contracts';
import { ServiceMetrics } from '@inasaku/service-kit';
import type { TestAccount } from '../test/harness';
import { startSensorsHarness, uniqueProductId, type SensorsHarness } from '../test/sensors-harness';
import { READINGS_CONSUMER, ReadingsConsumer } from './readings-consumer';

/**
 * Messages the database refuses, put straight into SENSOR_READINGS (as if sensor-ingest had let
 * them through), among good readings of other sensors and accounts pulled at the same time: the
 * good readings are stored within seconds, each bad one is in water.dead_readings with its reason,
 * and nothing is redelivered.
 */
let h: SensorsHarness;
const codec = JSONCodec<unknown>();

beforeAll(async () => {
  h = await startSensorsHarness({ WATER_READINGS_ACK_WAIT_MS: '2000' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

interface Dead {
  stream_seq: string | null;
  subject: string;
  sensor_id: string | null;
  account_id: string | null;
  cause: string;
  items: number[] | null;
  readings: number;
  reason: string;
  sqlstate: string | null;
  raw: Buffer;
}

async function sensor(farm: TestAccount): Promise<{ id: string; accountId: string }> {
  const { id } = await h.register(farm, uniqueProductId());
  return { id, accountId: farm.accountId };
}

async function publish(sensorId: string, body: unknown, msgID: string): Promise<Uint8Array> {
  const data = typeof body === 'string' ? new TextEncoder().encode(body) : codec.encode(body);
  await h.client.nc.jetstream().publish(`${SENSOR_READINGS_SUBJECT_PREFIX}${sensorId}`, data, { msgID });
  return data;
}

const single = (s: { id: string; accountId: string }, t: number, l: number): StreamReading => ({
  s: s.id, a: s.accountId, t, l, w: null, b: null, g: null, r: Date.now(),
});

async function readingsOf(ids: string[]): Promise<number> {
  const [row] = await h.sql<{ n: number }>('SELECT count(*)::int AS n FROM water.readings WHERE sensor_id = ANY($1::uuid[])', [ids]);
  return row.n;
}

describe('the readings consumer and messages the database refuses', () => {
  it('stores every good reading of the same pull within 5 s and dead-letters each bad one with its reason, once', async () => {
    const a = h.farm();
    const b = h.farm();
    const [a1, a2, p] = [await sensor(a), await sensor(a), await sensor(a)];
    const b1 = await sensor(b);
    const consumer = h.app.get(ReadingsConsumer);
    // Everything below waits in the stream, then arrives in one pull.
    await consumer.onApplicationShutdown();
    const base = Date.now() - 3600_000;
    let good = 0;
    const put = async (s: { id: string; accountId: string }, i: number) => {
      await publish(s.id, single(s, base + i * 1000, 10 + (i % 50)), `${s.id}:${base + i * 1000}`);
      good += 1;
    };
    for (let i = 0; i < 20; i += 1) for (const s of [a1, a2, b1]) await put(s, i);
    // 1e-300 and 5e-324 in a real column: refused before writing; the two good items of the batch are stored.
    const batch: StreamReadingBatch = {
      s: p.id, a: p.accountId, r: Date.now(),
      items: [[base, 11, null, null, null], [base + 1000, 1e-300, null, null, null], [base + 2000, 12, null, null, null], [base + 3000, 13, 5e-324, null, null]],
    };
    const batchRaw = await publish(p.id, batch, `${p.id}:batch`);
    good += 2;
    // A time no timestamptz holds (year -29719).
    const timeRaw = await publish(b1.id, single(b1, -1e15, 10), `${b1.id}:-1e15`);
    const unreadableRaw = await publish(p.id, 'not a reading', `${p.id}:junk`);
    // Whatever else the database may refuse, stood in for by a constraint this test adds: only
    // PostgreSQL knows it, so only splitting the batch finds the reading (SQLSTATE 23514).
    const refusedRaw = await publish(a2.id, single(a2, base - 777_000, 123.25), `${a2.id}:refused`);
    for (let i = 20; i < 40; i += 1) for (const s of [a1, a2, b1]) await put(s, i);

    await h.sql('ALTER TABLE water.readings ADD CONSTRAINT poison_probe CHECK (water_level <> 123.25)');
    const started = Date.now();
    try {
      await consumer.onApplicationBootstrap();
      const ids = [a1.id, a2.id, b1.id, p.id];
      while ((await readingsOf(ids)) < good && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 20));
      const elapsed = Date.now() - started;
      expect(await readingsOf(ids)).toBe(good);
      expect(elapsed).toBeLessThan(5000);
      console.log(`poison among ${good} good readings: all good ones stored ${elapsed} ms after the consumer started`);

      // Settled: nothing left pending or unacknowledged, and nothing redelivered after the ack wait.
      const jsm = await h.client.nc.jetstreamManager();
      await new Promise((r) => setTimeout(r, 2500));
      const info = await jsm.consumers.info(SENSOR_READINGS_STREAM, READINGS_CONSUMER);
      expect([info.num_pending, info.num_ack_pending, info.num_redelivered]).toEqual([0, 0, 0]);
    } finally {
      await h.sql('ALTER TABLE water.readings DROP CONSTRAINT IF EXISTS poison_probe');
    }

    const dead = await h.sql<Dead>('SELECT * FROM water.dead_readings ORDER BY stream_seq');
    expect(dead).toHaveLength(4);
    const [valueDead, timeDead, junk, refused] = dead;
    expect(valueDead).toMatchObject({ sensor_id: p.id, account_id: a.accountId, cause: 'value', items: [1, 3], readings: 2, sqlstate: null });
    expect(valueDead.reason).toMatch(/water_level/);
    expect(Buffer.from(valueDead.raw).equals(Buffer.from(batchRaw))).toBe(true);
    expect(timeDead).toMatchObject({ sensor_id: b1.id, account_id: b.accountId, cause: 'value', items: [0], readings: 1 });
    expect(timeDead.reason).toMatch(/measured_at/);
    expect(Buffer.from(timeDead.raw).equals(Buffer.from(timeRaw))).toBe(true);
    expect(junk).toMatchObject({ sensor_id: null, cause: 'unreadable', items: null, readings: 1, subject: `${SENSOR_READINGS_SUBJECT_PREFIX}${p.id}` });
    expect(Buffer.from(junk.raw).equals(Buffer.from(unreadableRaw))).toBe(true);
    expect(refused).toMatchObject({ sensor_id: a2.id, account_id: a.accountId, cause: 'database', items: [0], readings: 1, sqlstate: '23514' });
    expect(refused.reason).toMatch(/poison_probe/);
    expect(Buffer.from(refused.raw).equals(Buffer.from(refusedRaw))).toBe(true);
    expect(dead.every((d) => d.stream_seq !== null)).toBe(true);

    const metrics = await ServiceMetrics.for('water').text();
    const count = (cause: string) => Number(new RegExp(`inasaku_water_dead_readings_total\\{[^}]*cause="${cause}"[^}]*\\} (\\d+)`).exec(metrics)?.[1] ?? 0);
    expect(count('value')).toBeGreaterThanOrEqual(3);
    expect(count('database')).toBeGreaterThanOrEqual(1);
    expect(count('unreadable')).toBeGreaterThanOrEqual(1);
  });
});
