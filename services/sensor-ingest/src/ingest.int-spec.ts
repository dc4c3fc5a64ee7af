import type { INestApplication } from '@nestjs/common';
import mqtt from 'mqtt';
import { WATER_SUBJECTS as W, sensorMqttTopic, type DeviceBatchResponse } from '@inasaku/contracts';
import { bootstrapService } from '@inasaku/service-kit';
import { eventually, testUrls } from '@inasaku/testing';
// Both ends of the stream in one process: the water service (consumer, token check) is booted
// in-process like its own integration tests do; no runtime code crosses the projects.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { AppModule, SERVICE_NAME } from '../../water/src/app.module';
// eslint-disable-next-line @nx/enforce-module-boundaries
// eslint-disable-next-line @nx/enforce-module-boundaries
import { ReadingsConsumer } from '../../water/src/ingest-consumer/readings-consumer';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startSensorsHarness, uniqueProductId, type SensorsHarness } from '../../water/src/test/sensors-harness';
import { loadIngestEnv } from './config/ingest-env';
import { startIngest, type IngestApp } from './ingest-app';
import { resultTopic } from './mqtt/mqtt-broker';

let h: SensorsHarness;
let ingest: IngestApp;
let url: string;

beforeAll(async () => {
  h = await startSensorsHarness();
  ingest = await startIngest(loadIngestEnv({ NATS_URL: testUrls().nats, SENSOR_INGEST_PORT: '0', SENSOR_INGEST_MQTT_PORT: '0', SENSOR_INGEST_METRICS_PORT: '0', SENSOR_INGEST_HOST: '127.0.0.1' }));
  url = `http://127.0.0.1:${ingest.httpPort}/v1/readings`;
});
afterAll(async () => {
  await ingest.close();
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

async function post(token: string, body: unknown): Promise<{ status: number; body: DeviceBatchResponse & { error?: { message: string } } }> {
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as DeviceBatchResponse & { error?: { message: string } } };
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('HTTP batches', () => {
  it('a batch reaches PostgreSQL; the same batch sent twice is stored once', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const { token } = await h.register(farm, pid);
    const batch = { readings: [30, 20, 10].map((m, i) => ({ measured_at: minutesAgo(m), water_level: 5 + i, water_temperature: 22.1, battery: 77 })) };
    const first = await post(token, batch);
    expect(first).toEqual({ status: 200, body: { accepted: 3, refused: [] } });
    expect(await eventually(async () => (await h.rows(pid)) === 3)).toBe(true);
    expect((await post(token, batch)).body.accepted).toBe(3);
    await new Promise((r) => setTimeout(r, 500));
    expect(await h.rows(pid)).toBe(3);
    const [sensor] = await h.sql<{ last_level: number; last_battery: number }>('SELECT last_level, last_battery FROM water.sensors WHERE product_id = $1', [pid]);
    expect(sensor).toMatchObject({ last_level: 7, last_battery: 77 });
  });

  it('a bad or rotated token is 401 and stores nothing', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const { token } = await h.register(farm, pid);
    const batch = { readings: [{ measured_at: minutesAgo(1), water_level: 5 }] };
    expect(await post('wlt_not-a-token', batch)).toEqual({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'デバイストークンが正しくありません。' } } });
    expect((await post(token, { sensor_id: 'another-product', ...batch })).status).toBe(401);
    expect((await post(token, batch)).status).toBe(200); // cached as good ...
    await h.client.call(W.sensors.rotateToken, { sensor_id: pid }, farm.context());
    // ... and dropped at once when the token is rotated
    expect(await eventually(async () => (await post(token, batch)).status === 401)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await h.rows(pid)).toBe(1);
  });

  it('a refused reading does not block the good ones', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const { token } = await h.register(farm, pid);
    const r = await post(token, { readings: [
      { measured_at: minutesAgo(3), water_level: 4 },
      { measured_at: minutesAgo(2), water_level: 5000 },
      { measured_at: new Date(Date.now() + 3600_000).toISOString(), water_level: 4 },
      { measured_at: minutesAgo(1), water_level: 6 },
    ] });
    expect(r.body).toEqual({ accepted: 2, refused: [
      { index: 1, reason: '水位は-50から200cmまでの数値で指定してください。' },
      { index: 2, reason: '測定日時が未来です。' },
    ] });
    expect(await eventually(async () => (await h.rows(pid)) === 2)).toBe(true);
  });
});

describe('reading stream mode (one JetStream message per reading, id sensor:time)', () => {
  it('stores a batch, a repeat of it once, and a differently cut repeat once', async () => {
    const batchIngest = await startIngest(loadIngestEnv({
      NATS_URL: testUrls().nats, SENSOR_INGEST_PORT: '0', SENSOR_INGEST_MQTT_PORT: '0', SENSOR_INGEST_METRICS_PORT: '0', SENSOR_INGEST_HOST: '127.0.0.1', SENSOR_INGEST_STREAM_MODE: 'reading',
    }));
    try {
      const farm = h.farm();
      const pid = uniqueProductId();
      const { token } = await h.register(farm, pid);
      const readings = [40, 30, 20, 10].map((m, i) => ({ measured_at: minutesAgo(m), water_level: 3 + i }));
      const send = (list: unknown[]) => fetch(`http://127.0.0.1:${batchIngest.httpPort}/v1/readings`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ readings: list }),
      }).then((r) => r.json() as Promise<DeviceBatchResponse>);
      expect(await send(readings)).toEqual({ accepted: 4, refused: [] });
      expect(await send(readings)).toEqual({ accepted: 4, refused: [] });
      expect(await send(readings.slice(1))).toEqual({ accepted: 3, refused: [] });
      expect(await eventually(async () => (await h.rows(pid)) === 4)).toBe(true);
      await new Promise((r) => setTimeout(r, 500));
      expect(await h.rows(pid)).toBe(4);
    } finally {
      await batchIngest.close();
    }
  });
});

describe('MQTT', () => {
  it('a device publishes a batch with its token; PUBACK after JetStream, result on its topic', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const { token } = await h.register(farm, pid);
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${ingest.mqttPort}`, { clientId: pid, username: pid, password: token, reconnectPeriod: 0 });
    try {
      const result = new Promise<DeviceBatchResponse>((resolve) => client.on('message', (_t, p) => resolve(JSON.parse(p.toString()))));
      await client.subscribeAsync(resultTopic(pid), { qos: 0 });
      await client.publishAsync(sensorMqttTopic(pid), JSON.stringify({ readings: [
        { measured_at: minutesAgo(2), water_level: 8 }, { measured_at: minutesAgo(1), water_level: 9, water_temperature: 99 },
      ] }), { qos: 1 });
      expect(await result).toEqual({ accepted: 1, refused: [{ index: 1, reason: '水温は-20から60℃までの数値で指定してください。' }] });
      expect(await eventually(async () => (await h.rows(pid)) === 1)).toBe(true);
    } finally {
      await client.endAsync();
    }
  });

  it('the same batch published twice (a lost PUBACK, a retry) is stored once', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const { token } = await h.register(farm, pid);
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${ingest.mqttPort}`, { clientId: pid, username: pid, password: token, reconnectPeriod: 0 });
    try {
      const batch = JSON.stringify({ readings: [3, 2, 1].map((m, i) => ({ measured_at: minutesAgo(m), water_level: 6 + i })) });
      await client.publishAsync(sensorMqttTopic(pid), batch, { qos: 1 });
      await client.publishAsync(sensorMqttTopic(pid), batch, { qos: 1 });
      expect(await eventually(async () => (await h.rows(pid)) === 3)).toBe(true);
      await new Promise((r) => setTimeout(r, 500));
      expect(await h.rows(pid)).toBe(3);
    } finally {
      await client.endAsync();
    }
  });

  it('a bad token cannot connect', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    await h.register(farm, pid);
    await expect(mqtt.connectAsync(`mqtt://127.0.0.1:${ingest.mqttPort}`, { clientId: pid, username: pid, password: 'wlt_wrong', reconnectPeriod: 0 }))
      .rejects.toThrow();
  });
});

describe('durability', () => {
  it('a water replica that dies holding unacknowledged readings loses none: another replica gets them again', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const { token } = await h.register(farm, pid);
    const replica = await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: 0, healthHost: '127.0.0.1' });
    try {
      const start = Date.now() - 7200_000;
      let sent = 0;
      const sending = (async () => {
        for (let b = 0; b < 20; b += 1) {
          const readings = Array.from({ length: 100 }, (_, i) => ({ measured_at: new Date(start + (sent + i) * 1000).toISOString(), water_level: 4 }));
          expect((await post(token, { readings })).body.accepted).toBe(100);
          sent += 100;
        }
      })();
      await eventually(async () => (await h.rows(pid)) > 0);
      // The first replica's connection to NATS goes away at once (no drain, no acknowledgements):
      // what it held is redelivered after the ack wait; what it had committed is skipped by the key.
      const consumer = h.app.get(ReadingsConsumer) as unknown as { nc: { close(): Promise<void> } | null };
      await consumer.nc?.close();
      await sending;
      expect(await eventually(async () => (await h.rows(pid)) === sent, 30_000)).toBe(true);
      expect(sent).toBe(2000);
    } finally {
      await replica.close();
    }
  });

  it('water stopped while readings flow loses none once it is back', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const { token } = await h.register(farm, pid);
    // A second water replica takes over the consumer after the first one stops.
    let replica: INestApplication | null = null;
    const start = Date.now() - 3600_000;
    let sent = 0;
    const send = async (n: number) => {
      for (let b = 0; b < n; b += 1) {
        const readings = Array.from({ length: 100 }, (_, i) => ({ measured_at: new Date(start + (sent + i) * 1000).toISOString(), water_level: 5 }));
        const r = await post(token, { readings });
        expect(r.body.accepted).toBe(100);
        sent += 100;
      }
    };
    await send(5);
    const stopping = h.app.close(); // water goes away mid-flow
    await send(5);
    await stopping;
    await send(5);
    replica = await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: 0, healthHost: '127.0.0.1' });
    try {
      expect(await eventually(async () => (await h.rows(pid)) === sent, 30_000)).toBe(true);
      expect(sent).toBe(1500);
    } finally {
      await replica?.close();
    }
  });
});
