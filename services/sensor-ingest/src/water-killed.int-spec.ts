import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { DeviceBatchResponse } from '@inasaku/contracts';
import { eventually, testUrls, stopChild } from '@inasaku/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startSensorsHarness, uniqueProductId, type SensorsHarness } from '../../water/src/test/sensors-harness';
import { loadIngestEnv } from './config/ingest-env';
import { startIngest, type IngestApp } from './ingest-app';

// The in-process water service only checks device tokens; the readings consumer runs in a child
// process that is SIGKILLed mid-flow: no drain, no acknowledgement, no shutdown hook.
const launcher = path.join(__dirname, '../../../tools/run-from-source.js');
const main = path.join(__dirname, '../../water/src/main.ts');
let childLog = '';

function startConsumer(): ChildProcess {
  const child = spawn(process.execPath, [launcher, main], {
    env: { ...process.env, WATER_READINGS_CONSUMER: 'true', WATER_READINGS_ACK_WAIT_MS: '2000', WATER_HEALTH_PORT: '0', WATER_ALERT_JUDGE: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept so that a failure shows what the child said (its logs go to stderr).
  child.stdout?.on('data', (c: Buffer) => (childLog += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (childLog += c.toString()));
  return child;
}

let h: SensorsHarness;
let ingest: IngestApp;
const children: ChildProcess[] = [];

beforeAll(async () => {
  h = await startSensorsHarness({ WATER_READINGS_CONSUMER: 'false' });
  await h.reset();
  ingest = await startIngest(loadIngestEnv({ NATS_URL: testUrls().nats, SENSOR_INGEST_PORT: '0', SENSOR_INGEST_MQTT_PORT: '0', SENSOR_INGEST_METRICS_PORT: '0', SENSOR_INGEST_HOST: '127.0.0.1' }));
});
afterAll(async () => {
  for (const c of children) await stopChild(c, 'SIGKILL');
  await ingest.close();
  await h.close();
});

describe('the readings consumer process is killed while readings flow', () => {
  jest.setTimeout(120_000);

  it('loses none and stores none twice once it is back; the map shows the latest reading', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const { token, id } = await h.register(farm, pid);
    const start = Date.now() - 10 * 86_400_000; // room for every batch below to stay in the past
    let sent = 0;
    const send = async () => {
      // Taken before the request: the flow and the sends after the kill run side by side.
      const from = sent;
      sent += 100;
      const readings = Array.from({ length: 100 }, (_, i) => ({ measured_at: new Date(start + (from + i) * 1000).toISOString(), water_level: 6 }));
      const res = await fetch(`http://127.0.0.1:${ingest.httpPort}/v1/readings`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ readings }),
      });
      expect(((await res.json()) as DeviceBatchResponse).accepted).toBe(100);
    };

    const first = startConsumer();
    children.push(first);
    await send();
    expect(await eventually(async () => (await h.rows(pid)) === 100, 60_000)).toBe(true);

    // Devices keep sending; the consumer dies once it has committed part of the flow.
    let sending = true;
    const flow = (async () => {
      for (let b = 0; sending && b < 2000; b += 1) {
        await send();
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    expect(await eventually(async () => (await h.rows(pid)) >= 1000, 30_000)).toBe(true);
    await stopChild(first, 'SIGKILL');
    expect(first.signalCode).toBe('SIGKILL');
    await new Promise((r) => setTimeout(r, 500)); // a commit already on its way lands before counting
    const atKill = await h.rows(pid);
    for (let b = 0; b < 10; b += 1) await send();
    sending = false;
    await flow;
    // Nothing consumes meanwhile: the readings wait in JetStream.
    expect(await h.rows(pid)).toBe(atKill);
    expect(sent).toBeGreaterThan(atKill);

    const second = startConsumer();
    children.push(second);
    const caughtUp = await eventually(async () => (await h.rows(pid)) === sent, 60_000);
    if (!caughtUp) {
      const info = await (await h.client.nc.jetstreamManager()).consumers.info('SENSOR_READINGS', 'water-readings');
      const gaps = await h.sql(`SELECT min(measured_at) AS a, max(measured_at) AS b, count(*) FROM water.readings WHERE sensor_id = $1 GROUP BY (extract(epoch from measured_at - $2::timestamptz)::int / 100) ORDER BY 1 DESC LIMIT 60`, [id, new Date(start)]);
      console.log(JSON.stringify({ sent, atKill, rows: await h.rows(pid), info: { ...info, config: info.config }, gaps: gaps.length, childLog: childLog.slice(-3000) }));
    }
    expect(caughtUp).toBe(true);
    await new Promise((r) => setTimeout(r, 2500)); // past the ack wait: a redelivery would show now
    const [row] = await h.sql<{ n: number; distinct: number; last: Date }>(
      `SELECT count(*)::int AS n, count(DISTINCT measured_at)::int AS distinct,
              (SELECT last_measured_at FROM water.sensors WHERE id = $1) AS last
       FROM water.readings WHERE sensor_id = $1`,
      [id],
    );
    expect(row).toEqual({ n: sent, distinct: sent, last: new Date(start + (sent - 1) * 1000) });
  });
});
