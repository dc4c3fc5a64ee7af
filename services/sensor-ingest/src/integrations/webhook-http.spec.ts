import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NatsConnection } from 'nats';
import type { StreamReading } from '@inasaku/contracts';
import type { TokenVerifier } from '../auth/token-verifier';
import { createIngestHttpServer } from '../http/http-server';
import { IngestService } from '../readings/ingest.service';
import type { ReadingsPublisher } from '../readings/readings-publisher';
import type { IntegrationResolver, ResolvedDevice } from './integration-resolver';
import { CHIRPSTACK_JOIN_EXAMPLE, CHIRPSTACK_STATUS_EXAMPLE, TTS_JOIN_EXAMPLE, chirpstackUp, ttsUplink } from './test/documented-payloads';
import { createWebhookHandler } from './webhook-http';
import { WebhookIngest } from './webhook-ingest.service';

const decoding = { level_key: 'water_level', level_unit: 'cm' as const, temperature_key: 'temperature', battery_key: 'battery', mount_height_cm: null };
const KNOWN = '0004A30B001C0530';
const FOREIGN = '70B3D57ED0000001';

let server: Server;
let base: string;
const published: Array<{ readings: StreamReading[]; id?: string }> = [];
const events: Array<{ subject: string; data: unknown }> = [];

beforeAll(async () => {
  const resolver = {
    integration: async (network: string, secret: string) => (secret === `${network}-secret` ? { id: 'i-1', accountId: 'a-1', network } : null),
    device: async (_i: unknown, devEui: string): Promise<ResolvedDevice> => {
      if (devEui === KNOWN) return { sensor: { id: 's-1', account_id: 'a-1', sensor_id: 'WL-1', dev_eui: KNOWN, decoding } };
      return devEui === FOREIGN ? { otherAccount: true } : { unregistered: true };
    },
  } as unknown as IntegrationResolver;
  const publisher = { publish: async (readings: StreamReading[], id?: string) => published.push({ readings, id }) } as unknown as ReadingsPublisher;
  const nc = { publish: (subject: string, data: Uint8Array) => events.push({ subject, data: JSON.parse(new TextDecoder().decode(data)) }) } as unknown as NatsConnection;
  // sensor-ingest's own HTTP edge and IngestService; stand-ins for water (resolver) and JetStream (publisher).
  const limits = { maxReadingsPerBatch: 1000, maxMessageBytes: 64 * 1024, authTimeoutMs: 5_000, idleTimeoutMs: 60_000, ratePerMinute: 1800, rateBurst: 300 };
  const ingest = new IngestService({} as TokenVerifier, publisher, undefined, { limits });
  server = createIngestHttpServer(ingest, { limits, isReady: () => true, webhooks: createWebhookHandler(new WebhookIngest(resolver, ingest, nc)) });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/integrations`;
});
afterAll(() => new Promise<void>((r) => {
  server.close(() => r());
  server.closeIdleConnections();
}));
beforeEach(() => {
  published.length = 0;
  events.length = 0;
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, any>) : null };
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('webhooks over HTTP (stand-ins for water and JetStream)', () => {
  it('stores a TTS uplink with its natural key as message id, answered after the publish', async () => {
    const r = await post('/tts', ttsUplink({ devEui: KNOWN, fCnt: 7, receivedAt: minutesAgo(1), decoded: { water_level: 6.5, temperature: 22 } }), { authorization: 'Bearer tts-secret' });
    expect(r).toEqual({ status: 200, body: { accepted: 1, refused: [] } });
    expect(published).toHaveLength(1);
    expect(published[0].id).toBe(`tts:${KNOWN}:s:AXA50tHUGUucuzS/bCGMNw==:7`);
    expect(published[0].readings[0]).toMatchObject({ s: 's-1', a: 'a-1', l: 6.5, w: 22, g: -35 });
  });

  it('answers a stored uplink with its JSON text and headers, also for the other JSON content types, a trailing slash and a longer query', async () => {
    const up = (fCnt: number) => JSON.stringify(ttsUplink({ devEui: KNOWN, fCnt, receivedAt: minutesAgo(fCnt), decoded: { water_level: 6 } }));
    const res = await fetch(`${base}/tts`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer tts-secret' }, body: up(11) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-length')).toBe('27');
    expect(await res.text()).toBe('{"accepted":1,"refused":[]}');
    expect(await post('/tts/', up(12), { authorization: 'Bearer tts-secret', 'content-type': 'application/json; charset=utf-8' })).toEqual({ status: 200, body: { accepted: 1, refused: [] } });
    const cs = chirpstackUp({ devEui: KNOWN, deduplicationId: 'd-q', time: minutesAgo(13), object: { level: 3 } });
    expect((await post('/chirpstack?event=up&source=cs2', cs, { authorization: 'chirpstack-secret', 'content-type': 'text/plain' })).status).toBe(200);
    expect((await post('/chirpstack?x=1', cs, { authorization: 'chirpstack-secret' })).status).toBe(204);
    expect(published.map((p) => p.id)).toEqual([`tts:${KNOWN}:s:AXA50tHUGUucuzS/bCGMNw==:11`, `tts:${KNOWN}:s:AXA50tHUGUucuzS/bCGMNw==:12`, 'cs:d-q']);
  });

  it('reads the secret of the same Authorization value the same way every time, and of another value its own', async () => {
    const up = (fCnt: number) => ttsUplink({ devEui: KNOWN, fCnt, receivedAt: minutesAgo(fCnt), decoded: { water_level: 6 } });
    for (let i = 0; i < 3; i++) expect((await post('/tts', up(20 + i), { authorization: 'Bearer tts-secret' })).status).toBe(200);
    expect((await post('/tts', up(30), { authorization: 'Bearer  tts-secret extra' })).status).toBe(401);
    expect((await post('/tts', up(31), { authorization: 'tts-secret' })).status).toBe(200);
  });

  it('takes the bare secret too (ChirpStack headers are typed as is) and keys by deduplicationId', async () => {
    const r = await post('/chirpstack?event=up', chirpstackUp({ devEui: KNOWN, deduplicationId: 'd-1', time: minutesAgo(2), object: { level: 3 } }), { authorization: 'chirpstack-secret' });
    expect(r.status).toBe(200);
    expect(published[0].id).toBe('cs:d-1');
  });

  it('401 for a missing, wrong or other-network secret, and for a DevEUI of another account; nothing published', async () => {
    const up = ttsUplink({ devEui: KNOWN, fCnt: 1, receivedAt: minutesAgo(1), decoded: { water_level: 1 } });
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Bearer chirpstack-secret' }] as Record<string, string>[]) {
      expect(await post('/tts', up, headers)).toEqual({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: expect.stringContaining('連携シークレットが正しくありません') } } });
    }
    expect((await post('/tts', ttsUplink({ devEui: FOREIGN, fCnt: 1, receivedAt: minutesAgo(1), decoded: { water_level: 1 } }), { authorization: 'tts-secret' })).status).toBe(401);
    expect(published).toHaveLength(0);
  });

  it('202 with a note for an unknown DevEUI and for an uplink without decoded payload (its battery still reported)', async () => {
    const unknown = await post('/tts', ttsUplink({ devEui: 'AAAAAAAAAAAAAAAA', fCnt: 1, receivedAt: minutesAgo(1) }), { authorization: 'tts-secret' });
    expect(unknown).toEqual({ status: 202, body: { accepted: 0, refused: [], note: { code: 'UNREGISTERED_DEVICE', message: expect.stringContaining('未登録のデバイス') } } });
    const raw = await post('/tts', ttsUplink({ devEui: KNOWN, fCnt: 2, receivedAt: minutesAgo(1), decoded: null, battery: 61 }), { authorization: 'tts-secret' });
    expect(raw).toMatchObject({ status: 202, body: { note: { code: 'NO_DECODED_PAYLOAD' } } });
    expect(published).toHaveLength(0);
    expect(events).toEqual([{ subject: 'water.lorawan-devices.status', data: expect.objectContaining({ sensor_id: 's-1', battery: 61 }) }]);
  });

  it('reports a ChirpStack status event and ignores other events (204)', async () => {
    const status = await post('/chirpstack?event=status', { ...CHIRPSTACK_STATUS_EXAMPLE, deviceInfo: { ...CHIRPSTACK_STATUS_EXAMPLE.deviceInfo, devEui: KNOWN.toLowerCase() } }, { authorization: 'chirpstack-secret' });
    expect(status).toMatchObject({ status: 200, body: { accepted: 0, note: { code: 'STATUS' } } });
    expect(events[0].data).toEqual({ account_id: 'a-1', sensor_id: 's-1', battery: 88.3, margin: 10, external_power_source: false, received_at: '2022-07-18T09:35:06.927Z' });
    for (const event of ['join', 'ack', 'txack', 'log', 'location', 'integration']) {
      expect(await post(`/chirpstack?event=${event}`, CHIRPSTACK_JOIN_EXAMPLE, { authorization: 'chirpstack-secret' })).toEqual({ status: 204, body: null });
    }
    expect(await post('/tts', TTS_JOIN_EXAMPLE, { authorization: 'tts-secret' })).toEqual({ status: 204, body: null });
  });

  it('415 with a Japanese message for a Protobuf body, by content type or by a body that is not JSON', async () => {
    const protobuf = new Uint8Array([0x0a, 0x24, 0x33, 0x61, 0x63]);
    const byType = await post('/chirpstack?event=up', protobuf, { authorization: 'chirpstack-secret', 'content-type': 'application/octet-stream' });
    expect(byType).toEqual({ status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining('JSON') } } });
    expect((await post('/tts', protobuf, { authorization: 'tts-secret', 'content-type': 'application/x-protobuf' })).status).toBe(415);
    expect((await post('/tts', protobuf, { authorization: 'tts-secret', 'content-type': '' })).status).toBe(415);
  });

  it('400 with the reason for a payload that cannot be read or a value out of range; nothing published', async () => {
    expect(await post('/tts', '{"uplink', { authorization: 'tts-secret' })).toEqual({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: '送信データを JSON として読み取れません。' } } });
    const high = await post('/tts', ttsUplink({ devEui: KNOWN, fCnt: 3, receivedAt: minutesAgo(1), decoded: { water_level: 900 } }), { authorization: 'tts-secret' });
    expect(high).toEqual({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: '水位は-50から200cmまでの数値で指定してください。' } } });
    const future = await post('/chirpstack?event=up', chirpstackUp({ devEui: KNOWN, deduplicationId: 'd-9', time: new Date(Date.now() + 3600_000), object: { level: 3 } }), { authorization: 'chirpstack-secret' });
    expect(future.body).toEqual({ error: { code: 'VALIDATION_ERROR', message: '測定日時が未来です。' } });
    expect(published).toHaveLength(0);
  });

  it('a sensor sending faster than the device rate limit gets 429 with Retry-After, like over HTTP and MQTT', async () => {
    const publisher = { publish: async () => undefined } as unknown as ReadingsPublisher;
    const slow = new IngestService({} as TokenVerifier, publisher, undefined, { limits: { maxReadingsPerBatch: 1000, ratePerMinute: 1, rateBurst: 1 } });
    const resolver = {
      integration: async () => ({ id: 'i-1', accountId: 'a-1', network: 'tts' }),
      device: async () => ({ sensor: { id: 's-1', account_id: 'a-1', sensor_id: 'WL-1', dev_eui: KNOWN, decoding } }),
    } as unknown as IntegrationResolver;
    const handle = createWebhookHandler(new WebhookIngest(resolver, slow, {} as NatsConnection));
    const req = { headers: { authorization: 'Bearer x', 'content-type': 'application/json' }, url: '/v1/integrations/tts' } as unknown as IncomingMessage;
    const uplink = (f: number) => JSON.stringify(ttsUplink({ devEui: KNOWN, fCnt: f, receivedAt: minutesAgo(f), decoded: { water_level: 5 } }));
    expect((await handle(req, '/v1/integrations/tts', uplink(1))).status).toBe(200);
    expect(await handle(req, '/v1/integrations/tts', uplink(2))).toEqual({
      status: 429, body: { error: { code: 'RATE_LIMITED', message: expect.any(String) } }, headers: { 'retry-after': expect.any(Number) },
    });
  });

  it('404 and 405 in the house shape', async () => {
    expect(await post('/other', {}, {})).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: '対象のデータが見つかりません。' } } });
    const get = await fetch(`${base}/tts`);
    expect(get.status).toBe(405);
  });
});
