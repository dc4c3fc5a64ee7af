import { randomUUID } from 'node:crypto';
import { WATER_SUBJECTS as W } from '@inasaku/contracts';
import { eventually, testUrls } from '@inasaku/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startSensorsHarness, type SensorsHarness } from '../../../water/src/test/sensors-harness';
import { loadIngestEnv } from '../config/ingest-env';
import { startIngest, type IngestApp } from '../ingest-app';
import {
  CHIRPSTACK_JOIN_EXAMPLE, CHIRPSTACK_STATUS_EXAMPLE, CHIRPSTACK_UP_EXAMPLE, TTS_JOIN_EXAMPLE, TTS_UPLINK_EXAMPLE, chirpstackUp, ttsUplink,
} from './test/documented-payloads';
import { accountRows, createIntegration, postWebhook, randomDevEui, readingsOf, registerLorawan } from './test/lorawan-kit';

let h: SensorsHarness;
let ingest: IngestApp;
let tts: string;
let chirpstack: string;

beforeAll(async () => {
  h = await startSensorsHarness();
  ingest = await startIngest(loadIngestEnv({
    NATS_URL: testUrls().nats, SENSOR_INGEST_PORT: '0', SENSOR_INGEST_MQTT_PORT: '0', SENSOR_INGEST_METRICS_PORT: '0', SENSOR_INGEST_HOST: '127.0.0.1',
  }));
  tts = `http://127.0.0.1:${ingest.httpPort}/v1/integrations/tts`;
  chirpstack = `http://127.0.0.1:${ingest.httpPort}/v1/integrations/chirpstack`;
});
afterAll(async () => {
  await ingest.close();
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const minutesAgo = (m: number) => new Date(Math.floor((Date.now() - m * 60_000) / 1000) * 1000);
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
/** Long enough for the readings consumer to have stored anything it was going to. */
const settle = () => new Promise((r) => setTimeout(r, 600));

describe('The Things Stack webhook (POST /v1/integrations/tts)', () => {
  it('stores the documented uplink once, sent twice: level, temperature, battery, best RSSI, time from received_at', async () => {
    const farm = h.farm();
    const { secret } = await createIntegration(h, farm, 'tts');
    const devEui = randomDevEui();
    const pid = await registerLorawan(h, farm, devEui);
    const at = minutesAgo(2);
    const up = ttsUplink({ devEui, fCnt: 41, receivedAt: at, decoded: { water_level: 6.5, temperature: 21.5, battery: 83 } });
    expect(await postWebhook(tts, up, bearer(secret))).toEqual({ status: 200, body: { accepted: 1, refused: [] } });
    expect(await postWebhook(tts, up, bearer(secret))).toEqual({ status: 200, body: { accepted: 1, refused: [] } });
    expect(await eventually(async () => (await h.rows(pid)) === 1)).toBe(true);
    await settle();
    expect(await readingsOf(h, pid)).toEqual([{ measured_at: at, water_level: 6.5, water_temperature: 21.5, battery: 83, signal: -35 }]);
  });

  it('a missing f_cnt is frame 0 (The Things Stack leaves zero out); the next frame and a new session are new uplinks, a failover repeat is not', async () => {
    const farm = h.farm();
    const { secret } = await createIntegration(h, farm, 'tts');
    const devEui = randomDevEui();
    const pid = await registerLorawan(h, farm, devEui);
    const first = ttsUplink({ devEui, fCnt: 0, receivedAt: minutesAgo(30), decoded: { water_level: 4 } });
    expect('f_cnt' in first.uplink_message).toBe(false);
    expect((await postWebhook(tts, first, bearer(secret))).status).toBe(200);
    expect((await postWebhook(tts, ttsUplink({ devEui, fCnt: 1, receivedAt: minutesAgo(20), decoded: { water_level: 5 } }), bearer(secret))).status).toBe(200);
    // the same frame 1 again through another Application Server: another received_at, same device session and counter
    expect((await postWebhook(tts, ttsUplink({ devEui, fCnt: 1, receivedAt: minutesAgo(19), decoded: { water_level: 5 } }), bearer(secret))).status).toBe(200);
    // after a rejoin the counter starts again at 0 in a new session
    expect((await postWebhook(tts, ttsUplink({ devEui, fCnt: 0, receivedAt: minutesAgo(10), decoded: { water_level: 6 }, session: 'AZpdcJdm3ixYYWExQAIgUg==' }), bearer(secret))).status).toBe(200);
    expect(await eventually(async () => (await h.rows(pid)) === 3)).toBe(true);
    await settle();
    expect((await readingsOf(h, pid)).map((r) => r.water_level)).toEqual([4, 5, 6]);
  });

  it('an uplink without decoded payload stores nothing (202 with the reason) and still reports the battery The Things Stack knows', async () => {
    const farm = h.farm();
    const { secret } = await createIntegration(h, farm, 'tts');
    const devEui = randomDevEui();
    const pid = await registerLorawan(h, farm, devEui);
    const r = await postWebhook(tts, ttsUplink({ devEui, fCnt: 5, receivedAt: minutesAgo(1), decoded: null, battery: 64 }), bearer(secret));
    expect(r).toEqual({ status: 202, body: { accepted: 0, refused: [], note: { code: 'NO_DECODED_PAYLOAD', message: expect.stringContaining('ペイロードフォーマッター') } } });
    const battery = async () => (await h.sql<{ last_battery: number | null }>('SELECT last_battery FROM water.sensors WHERE product_id = $1', [pid]))[0].last_battery;
    expect(await eventually(async () => (await battery()) === 64)).toBe(true);
    expect(await h.rows(pid)).toBe(0);
  });

  it('an unknown DevEUI of a known integration becomes a 未登録のデバイス entry with its payload; nothing stored', async () => {
    const farm = h.farm();
    const { id, secret } = await createIntegration(h, farm, 'tts');
    await registerLorawan(h, farm, randomDevEui());
    const stranger = randomDevEui();
    const r = await postWebhook(tts, ttsUplink({ devEui: stranger, fCnt: 9, receivedAt: minutesAgo(1), decoded: { water_level: 7.5 } }), bearer(secret));
    expect(r).toMatchObject({ status: 202, body: { accepted: 0, note: { code: 'UNREGISTERED_DEVICE', message: expect.stringContaining('未登録のデバイス') } } });
    const [entry] = await h.sql<{ integration_id: string; sample: unknown }>('SELECT integration_id, sample FROM water.lorawan_unregistered WHERE account_id = $1 AND dev_eui = $2', [farm.accountId, stranger]);
    expect(entry).toMatchObject({ integration_id: id, sample: { water_level: 7.5 } });
    await settle();
    expect(await accountRows(h, farm.accountId)).toBe(0);
  });

  it("a missing or wrong secret, ChirpStack's secret, a rotated one and another account's are 401 and store nothing", async () => {
    const farm = h.farm();
    const other = h.farm();
    const own = await createIntegration(h, farm, 'tts');
    const theirs = await createIntegration(h, other, 'tts');
    const cs = await createIntegration(h, farm, 'chirpstack');
    const devEui = randomDevEui();
    const pid = await registerLorawan(h, farm, devEui);
    const up = ttsUplink({ devEui, fCnt: 3, receivedAt: minutesAgo(1), decoded: { water_level: 5 } });
    for (const headers of [{}, bearer('wli_wrong'), bearer(cs.secret), bearer(theirs.secret)] as Record<string, string>[]) {
      expect(await postWebhook(tts, up, headers)).toEqual({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: expect.stringContaining('連携シークレットが正しくありません') } } });
    }
    // another account's secret left no 未登録のデバイス entry of this sensor there either
    expect(await h.sql('SELECT 1 FROM water.lorawan_unregistered WHERE dev_eui = $1', [devEui])).toHaveLength(0);
    expect((await postWebhook(tts, up, bearer(own.secret))).status).toBe(200); // cached as good ...
    await h.client.call(W.integrations.rotate, { integration_id: own.id }, farm.context());
    // ... and dropped at once when the secret is rotated
    const next = ttsUplink({ devEui, fCnt: 4, receivedAt: minutesAgo(0.5), decoded: { water_level: 5 } });
    expect(await eventually(async () => (await postWebhook(tts, next, bearer(own.secret))).status === 401)).toBe(true);
    await settle();
    expect(await h.rows(pid)).toBe(1);
  });

  it('a distance sensor with 取付高さ: level = height − distance, distance in mm; the decoded time is the reading time', async () => {
    const farm = h.farm();
    const { secret } = await createIntegration(h, farm, 'tts');
    const devEui = randomDevEui();
    const pid = await registerLorawan(h, farm, devEui, { level_key: 'distance', level_unit: 'mm', mount_height_cm: 120 });
    const measured = minutesAgo(15);
    const r = await postWebhook(tts, ttsUplink({ devEui, fCnt: 12, receivedAt: minutesAgo(1), decoded: { distance: 1125, measured_at: measured.toISOString() } }), bearer(secret));
    expect(r.status).toBe(200);
    expect(await eventually(async () => (await h.rows(pid)) === 1)).toBe(true);
    expect(await readingsOf(h, pid)).toEqual([expect.objectContaining({ measured_at: measured, water_level: 7.5 })]);
  });

  it('a payload that cannot be read is 400 with the reason and stores nothing; another message type is 204', async () => {
    const farm = h.farm();
    const { secret } = await createIntegration(h, farm, 'tts');
    const devEui = randomDevEui();
    const pid = await registerLorawan(h, farm, devEui);
    expect(await postWebhook(tts, ttsUplink({ devEui, fCnt: 1, receivedAt: minutesAgo(1), decoded: { water_level: 950 } }), bearer(secret)))
      .toEqual({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: '水位は-50から200cmまでの数値で指定してください。' } } });
    expect(await postWebhook(tts, ttsUplink({ devEui, fCnt: 2, receivedAt: minutesAgo(1), decoded: { water_level: 'high' } }), bearer(secret)))
      .toEqual({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: '水位の値を数値として読み取れません。' } } });
    expect(await postWebhook(tts, { ...TTS_UPLINK_EXAMPLE, end_device_ids: { device_id: 'dev1' } }, bearer(secret)))
      .toMatchObject({ status: 400, body: { error: { message: 'DevEUI（16桁の16進数）がありません。' } } });
    expect(await postWebhook(tts, TTS_JOIN_EXAMPLE, bearer(secret))).toEqual({ status: 204, body: null });
    await settle();
    expect(await h.rows(pid)).toBe(0);
  });
});

describe('ChirpStack HTTP integration (POST /v1/integrations/chirpstack?event=)', () => {
  it('stores an up event with codec output once, delivered twice (deduplicationId); values in m as cm', async () => {
    const farm = h.farm();
    const { secret } = await createIntegration(h, farm, 'chirpstack');
    const devEui = randomDevEui();
    const pid = await registerLorawan(h, farm, devEui, { level_key: 'level', level_unit: 'm' });
    const time = minutesAgo(3);
    const up = chirpstackUp({ devEui, deduplicationId: randomUUID(), time, fCnt: 10, object: { level: 0.083, temperature: 19.5, battery: 71 } });
    expect(await postWebhook(`${chirpstack}?event=up`, up, { authorization: secret })).toEqual({ status: 200, body: { accepted: 1, refused: [] } });
    // a second HTTP integration (or a retry by hand) delivers the same event again
    expect((await postWebhook(`${chirpstack}?event=up`, up, bearer(secret))).status).toBe(200);
    expect(await eventually(async () => (await h.rows(pid)) === 1)).toBe(true);
    await settle();
    expect(await readingsOf(h, pid)).toEqual([{ measured_at: time, water_level: 8.3, water_temperature: 19.5, battery: 71, signal: -36 }]);
  });

  it('the documented up event (no fCnt, no object: no codec) stores nothing and says why', async () => {
    const farm = h.farm();
    const { secret } = await createIntegration(h, farm, 'chirpstack');
    const devEui = randomDevEui();
    const pid = await registerLorawan(h, farm, devEui);
    const documented = { ...CHIRPSTACK_UP_EXAMPLE, time: minutesAgo(1).toISOString(), deviceInfo: { ...CHIRPSTACK_UP_EXAMPLE.deviceInfo, devEui: devEui.toLowerCase() } };
    expect(await postWebhook(`${chirpstack}?event=up`, documented, bearer(secret))).toMatchObject({ status: 202, body: { accepted: 0, note: { code: 'NO_DECODED_PAYLOAD' } } });
    await settle();
    expect(await h.rows(pid)).toBe(0);
  });

  it("a status event sets the sensor's battery; every other event is 204 and ignored", async () => {
    const farm = h.farm();
    const { secret } = await createIntegration(h, farm, 'chirpstack');
    const devEui = randomDevEui();
    const pid = await registerLorawan(h, farm, devEui);
    const status = { ...CHIRPSTACK_STATUS_EXAMPLE, deviceInfo: { ...CHIRPSTACK_STATUS_EXAMPLE.deviceInfo, devEui: devEui.toLowerCase() } };
    expect(await postWebhook(`${chirpstack}?event=status`, status, bearer(secret))).toMatchObject({ status: 200, body: { accepted: 0, note: { code: 'STATUS' } } });
    const battery = async () => (await h.sql<{ last_battery: number | null }>('SELECT last_battery FROM water.sensors WHERE product_id = $1', [pid]))[0].last_battery;
    expect(await eventually(async () => Math.abs(((await battery()) ?? 0) - 88.3) < 0.01)).toBe(true);
    for (const event of ['join', 'ack', 'txack', 'log', 'location', 'integration']) {
      expect(await postWebhook(`${chirpstack}?event=${event}`, CHIRPSTACK_JOIN_EXAMPLE, bearer(secret))).toEqual({ status: 204, body: null });
    }
    await settle();
    expect(await h.rows(pid)).toBe(0);
  });

  it('a Protobuf body is 415 in Japanese; a wrong secret 401; an unknown DevEUI 202 and listed', async () => {
    const farm = h.farm();
    const { secret } = await createIntegration(h, farm, 'chirpstack');
    const res = await fetch(`${chirpstack}?event=up`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', authorization: secret }, body: new Uint8Array([0x0a, 0x24, 0x33]) });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining('JSON') } });
    const stranger = randomDevEui();
    const up = chirpstackUp({ devEui: stranger, deduplicationId: randomUUID(), time: minutesAgo(1), object: { water_level: 3 } });
    expect((await postWebhook(`${chirpstack}?event=up`, up, bearer('wli_wrong'))).status).toBe(401);
    expect(await h.sql('SELECT 1 FROM water.lorawan_unregistered WHERE dev_eui = $1', [stranger])).toHaveLength(0);
    expect((await postWebhook(`${chirpstack}?event=up`, up, bearer(secret))).status).toBe(202);
    expect(await h.sql('SELECT device_name FROM water.lorawan_unregistered WHERE dev_eui = $1', [stranger])).toEqual([{ device_name: `paddy-${stranger.slice(-4)}` }]);
    await settle();
    expect(await accountRows(h, farm.accountId)).toBe(0);
  });
});

describe('Uplinks of a few milliseconds share one stored message (group commit)', () => {
  it('stores every uplink of many sensors posted at once exactly once, each sent twice with a failover\'s other time, and answers each after the store', async () => {
    const farm = h.farm();
    const ttsSecret = (await createIntegration(h, farm, 'tts')).secret;
    const csSecret = (await createIntegration(h, farm, 'chirpstack')).secret;
    const devices = [randomDevEui(), randomDevEui(), randomDevEui(), randomDevEui()];
    const pids = await Promise.all(devices.map((d) => registerLorawan(h, farm, d)));
    const posts: Promise<{ status: number }>[] = [];
    for (let frame = 0; frame < 10; frame += 1) {
      const at = minutesAgo(60 - frame);
      const later = new Date(at.getTime() + 50);
      for (const [i, devEui] of devices.entries()) {
        if (i % 2 === 0) {
          for (const receivedAt of [at, later]) posts.push(postWebhook(tts, ttsUplink({ devEui, fCnt: frame, receivedAt, decoded: { water_level: frame } }), bearer(ttsSecret)));
        } else {
          const deduplicationId = randomUUID();
          for (const time of [at, later]) posts.push(postWebhook(`${chirpstack}?event=up`, chirpstackUp({ devEui, deduplicationId, time, fCnt: frame, object: { water_level: frame } }), bearer(csSecret)));
        }
      }
    }
    expect((await Promise.all(posts)).map((a) => a.status)).toEqual(posts.map(() => 200));
    // Answered means stored in JetStream: the consumer brings all 40 uplinks in, and not one copy more.
    expect(await eventually(async () => (await accountRows(h, farm.accountId)) === 40)).toBe(true);
    await settle();
    for (const pid of pids) expect((await readingsOf(h, pid)).map((r) => r.water_level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
