import { JSONCodec } from 'nats';
import {
  EVENTS, SENSOR_READINGS_STREAM, SENSOR_READINGS_SUBJECT_PREFIX, WATER_SUBJECTS as W, type StreamReadingBatch,
} from '@inasaku/contracts';
import { eventually, suiteHarness, type TestAccount } from '@inasaku/testing';
import { READINGS_CONSUMER } from '../ingest-consumer/readings-consumer';
import { startSensorsHarness, uniqueProductId } from '../test/sensors-harness';
import { SENSOR_CONSUMERS } from './sensor-account.listener';

/**
 * Nothing of a deleted sensor or account remains, even while its devices are sending: readings
 * keep flowing into SENSOR_READINGS (as sensor-ingest puts them) before, during and after the
 * deletion, and once the consumer has settled every message no row of water.readings,
 * water.sensor_alerts or water.dead_readings names a sensor that is gone. Repeated, since the race
 * it guards against showed in some tries only.
 */
const codec = JSONCodec<unknown>();
const TRIES = 5;

// Small batches, two in flight: many consumer transactions overlap each deletion.
const h = suiteHarness(() => startSensorsHarness({ WATER_READINGS_BATCH: '200', WATER_READINGS_PARALLEL: '2', WATER_READINGS_ACK_WAIT_MS: '5000' }));

interface Device {
  id: string;
  accountId: string;
}

/**
 * A device per sensor sending a 5-reading batch message every 10 ms (far more often than a water
 * sensor, not more than the consumer stores on a busy test machine) until stopped.
 */
function sending(devices: Device[]): { stop: () => Promise<number> } {
  const js = h.client.nc.jetstream();
  let running = true;
  let sent = 0;
  const t0 = Date.now() - 86_400_000;
  const loops = devices.map(async (d, k) => {
    for (let i = 0; running; i += 1) {
      const t = t0 + i * 5_000 + k;
      const msg: StreamReadingBatch = {
        s: d.id, a: d.accountId, r: Date.now(), items: Array.from({ length: 5 }, (_, j) => [t + j * 1000, 10 + j, 20, 90, -70]),
      };
      await js.publish(`${SENSOR_READINGS_SUBJECT_PREFIX}${d.id}`, codec.encode(msg), { msgID: `${d.id}:${t}` });
      sent += 1;
      await new Promise((r) => setTimeout(r, 10));
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return sent;
    },
  };
}

async function sensorsOf(farm: TestAccount, n: number): Promise<Device[]> {
  const out: Device[] = [];
  for (let i = 0; i < n; i += 1) out.push({ id: (await h.register(farm, uniqueProductId())).id, accountId: farm.accountId });
  return out;
}

/** Until the readings consumer has settled every message (stored, skipped or dead-lettered). */
async function settled(): Promise<void> {
  const jsm = await h.client.nc.jetstreamManager();
  const done = await eventually(async () => {
    const info = await jsm.consumers.info(SENSOR_READINGS_STREAM, READINGS_CONSUMER);
    return info.num_pending === 0 && info.num_ack_pending === 0;
  }, 60_000);
  expect(done).toBe(true);
}

async function orphans(): Promise<{ readings: number; alerts: number; dead: number }> {
  const [row] = await h.sql<{ readings: number; alerts: number; dead: number }>(`
    SELECT (SELECT count(*)::int FROM water.readings r WHERE NOT EXISTS (SELECT 1 FROM water.sensors s WHERE s.id = r.sensor_id)) AS readings,
           (SELECT count(*)::int FROM water.sensor_alerts a WHERE NOT EXISTS (SELECT 1 FROM water.sensors s WHERE s.id = a.sensor_id)) AS alerts,
           (SELECT count(*)::int FROM water.dead_readings d WHERE d.sensor_id IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM water.sensors s WHERE s.id = d.sensor_id)) AS dead`);
  return row;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readingsOf(ids: string[]): Promise<number> {
  const [row] = await h.sql<{ n: number }>('SELECT count(*)::int AS n FROM water.readings WHERE sensor_id = ANY($1::uuid[])', [ids]);
  return row.n;
}

describe('deleting while devices are sending leaves nothing behind', () => {
  it(`an account (${TRIES} tries): 0 readings, alerts or dead letters of its sensors remain; another account keeps its readings`, async () => {
    const results: { sent: number; orphans: number; bystander: number }[] = [];
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const farm = h.farm();
      const other = h.farm();
      const devices = await sensorsOf(farm, 3);
      const [bystander] = await sensorsOf(other, 1);
      const load = sending([...devices, bystander]);
      let sent = 0;
      try {
        // Readings are being stored when the deletion comes.
        expect(await eventually(async () => (await readingsOf(devices.map((d) => d.id))) > 0)).toBe(true);
        await pause(50 + attempt * 37);
        await h.publish(EVENTS.accountDeleted, { account_id: farm.accountId, deleted_at: new Date().toISOString() }, `account.deleted:${farm.accountId}`);
        expect(await h.drained(SENSOR_CONSUMERS.accountDeleted)).toBe(true);
        // The devices do not know yet: they go on sending for a while.
        await pause(200);
      } finally {
        sent = await load.stop();
      }
      await settled();
      const left = await orphans();
      expect(left).toEqual({ readings: 0, alerts: 0, dead: 0 });
      expect((await h.sql('SELECT 1 FROM water.sensors WHERE account_id = $1', [farm.accountId])).length).toBe(0);
      const kept = await readingsOf([bystander.id]);
      expect(kept).toBeGreaterThan(0);
      results.push({ sent, orphans: left.readings, bystander: kept });
    }
    console.log(`account deleted under load: ${JSON.stringify(results)}`);
  }, 240_000);

  it(`one sensor (${TRIES} tries): 0 of its readings remain; the account's other sensor keeps its own`, async () => {
    const results: { sent: number; orphans: number }[] = [];
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const farm = h.farm();
      const pids = [uniqueProductId(), uniqueProductId()];
      const devices: Device[] = [];
      for (const pid of pids) devices.push({ id: (await h.register(farm, pid)).id, accountId: farm.accountId });
      const load = sending(devices);
      let sent = 0;
      try {
        expect(await eventually(async () => (await readingsOf([devices[0].id])) > 0)).toBe(true);
        await pause(50 + attempt * 37);
        expect((await h.client.call<{ result: string }>(W.sensors.delete, { sensor_id: pids[0] }, farm.context())).result).toBe('0');
        await pause(200);
      } finally {
        sent = await load.stop();
      }
      await settled();
      const left = await orphans();
      expect(left).toEqual({ readings: 0, alerts: 0, dead: 0 });
      expect(await readingsOf([devices[0].id])).toBe(0);
      expect(await readingsOf([devices[1].id])).toBeGreaterThan(0);
      results.push({ sent, orphans: left.readings });
    }
    console.log(`sensor deleted under load: ${JSON.stringify(results)}`);
  }, 240_000);

  it('an account deletion announces the revocation of every sensor of the account (what sensor-ingest closes connections on), once its rows are gone', async () => {
    const farm = h.farm();
    const other = h.farm();
    const pids = [uniqueProductId(), uniqueProductId(), uniqueProductId()];
    for (const pid of pids) await h.register(farm, pid);
    const otherPid = uniqueProductId();
    await h.register(other, otherPid);
    const heard: { sensor_id: string; rowsLeft: number }[] = [];
    const sub = h.client.nc.subscribe(W.sensors.tokenChanged, {
      callback: (_e, m) => {
        const { sensor_id } = codec.decode(m.data) as { sensor_id: string };
        void h.sql<{ n: number }>('SELECT count(*)::int AS n FROM water.sensors WHERE product_id = $1', [sensor_id])
          .then(([r]) => heard.push({ sensor_id, rowsLeft: r.n }));
      },
    });
    await h.client.nc.flush();
    await h.publish(EVENTS.accountDeleted, { account_id: farm.accountId, deleted_at: new Date().toISOString() }, `account.deleted:${farm.accountId}`);
    expect(await h.drained(SENSOR_CONSUMERS.accountDeleted)).toBe(true);
    expect(await eventually(async () => heard.length >= pids.length)).toBe(true);
    await pause(200);
    sub.unsubscribe();
    expect(heard.map((x) => x.sensor_id).sort()).toEqual([...pids].sort());
    expect(heard.every((x) => x.rowsLeft === 0)).toBe(true);
  });
});
