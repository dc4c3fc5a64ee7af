import { connect, type Socket } from 'node:net';
import type { DeviceBatchResponse } from '@inasaku/contracts';
import { collect, connectDevice, eventually, minutesAgo, readingsTopic, resultTopic, sleep, startDeviceEdge, uniqueProductId, type DeviceEdge } from '../test/mqtt-device-kit';

// The device edge over HTTP as devices and attackers use it: sensor-ingest (startIngest) in front
// of the water service, rows counted in PostgreSQL. Limits small enough to meet in a test.
const AUTH_TIMEOUT_MS = 1_000;
const RATE_BURST = 5;

let edge: DeviceEdge;
let base: string;

beforeAll(async () => {
  edge = await startDeviceEdge({ SENSOR_INGEST_AUTH_TIMEOUT_MS: String(AUTH_TIMEOUT_MS), SENSOR_INGEST_RATE_PER_MINUTE: '6', SENSOR_INGEST_RATE_BURST: String(RATE_BURST) });
  base = `http://127.0.0.1:${edge.ingest.httpPort}`;
});
afterAll(async () => {
  await edge.close();
});
beforeEach(async () => {
  await edge.h.reset();
});

type Answer = { status: number; headers: Record<string, string>; body: DeviceBatchResponse & { error?: { code: string; message: string } } };

async function post(token: string, body: unknown): Promise<Answer> {
  const res = await fetch(`${base}/v1/readings`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, headers: Object.fromEntries(res.headers), body: (await res.json()) as Answer['body'] };
}

/** What a raw TCP peer gets: the bytes the server sent, whether the connection was reset, and when it closed. */
interface RawOutcome {
  text: string;
  reset: boolean;
  closedAfterMs: number;
}

function rawExchange(port: number, send: (s: Socket) => void, waitMs = 15_000): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let reset = false;
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', (e: Error & { code?: string }) => {
      if (e.code === 'ECONNRESET' || e.code === 'EPIPE') reset = true;
    });
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString('utf8'), reset, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => send(socket));
  });
}

function parseResponse(text: string): { status: number; headers: Record<string, string>; json: { error?: { code: string; message: string } } } {
  const [head, ...rest] = text.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, json: JSON.parse(rest.join('\r\n')) };
}

const japanese = /[ぁ-んァ-ヶ一-龠]/;

describe('accepted means stored: values a real column cannot hold', () => {
  it('1e-300 and 5e-324 (and any field too small to keep) are refused with reasons; the good readings of the batch are stored', async () => {
    const farm = edge.h.farm();
    const pid = uniqueProductId();
    const { token } = await edge.h.register(farm, pid);
    const r = await post(token, { readings: [
      { measured_at: minutesAgo(6), water_level: 4.5 },
      { measured_at: minutesAgo(5), water_level: 1e-300 },
      { measured_at: minutesAgo(4), water_level: 5e-324 },
      { measured_at: minutesAgo(3), water_level: 5, water_temperature: 1e-300 },
      { measured_at: minutesAgo(2), water_level: 5, battery: 80, signal: -1e-40 },
      { measured_at: minutesAgo(1), water_level: 0, water_temperature: -0 },
    ] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ accepted: 2, refused: [
      { index: 1, reason: '水位の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。' },
      { index: 2, reason: '水位の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。' },
      { index: 3, reason: '水温の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。' },
      { index: 4, reason: '電波強度の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。' },
    ] });
    expect(await eventually(async () => (await edge.h.rows(pid)) === 2)).toBe(true);
    // The stream is not stuck behind anything: the next batch of another account lands too.
    const other = uniqueProductId();
    const { token: otherToken } = await edge.h.register(edge.h.farm(), other);
    expect((await post(otherToken, { readings: [{ measured_at: minutesAgo(1), water_level: 7 }] })).body.accepted).toBe(1);
    expect(await eventually(async () => (await edge.h.rows(other)) === 1)).toBe(true);
    expect(await edge.h.rows(pid)).toBe(2);
  });
});

describe('limits are answers, not resets', () => {
  const MAX = 1_048_576;

  it('a body over the byte limit is 413 in the house shape, read by the device, closed without a reset; nothing stored', async () => {
    const pid = uniqueProductId();
    const { token } = await edge.h.register(edge.h.farm(), pid);
    const reading = `{"measured_at":"${minutesAgo(1)}","water_level":5},`;
    // 16 times the limit: the device is still sending when the answer comes (a reset would lose it).
    const body = Buffer.from(`{"readings":[${reading.repeat(Math.ceil((MAX * 16) / reading.length))}]}`);
    const declared = await rawExchange(edge.ingest.httpPort, (s) => {
      s.write(`POST /v1/readings HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${token}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`);
      s.end(body);
    });
    expect(declared.reset).toBe(false);
    const answer = parseResponse(declared.text);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.json).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: '送信データが大きすぎます。1回の送信は1,048,576バイトまでです。' } });

    // Chunked (no length known in advance): cut once the limit is passed, same answer.
    const chunked = await rawExchange(edge.ingest.httpPort, (s) => {
      s.write(`POST /v1/readings HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${token}\r\ntransfer-encoding: chunked\r\n\r\n`);
      for (let i = 0; i < body.length; i += 65_536) {
        const part = body.subarray(i, i + 65_536);
        s.write(`${part.length.toString(16)}\r\n`);
        s.write(part);
        s.write('\r\n');
      }
      s.end('0\r\n\r\n');
    });
    expect(chunked.reset).toBe(false);
    expect(parseResponse(chunked.text)).toMatchObject({ status: 413, json: { error: { code: 'PAYLOAD_TOO_LARGE' } } });

    // A device that asks first (Expect: 100-continue) is told before it sends a byte of the body.
    const asked = await rawExchange(edge.ingest.httpPort, (s) => {
      s.write(`POST /v1/readings HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${token}\r\nexpect: 100-continue\r\ncontent-length: ${body.length}\r\n\r\n`);
    });
    expect(asked.reset).toBe(false);
    expect(parseResponse(asked.text)).toMatchObject({ status: 413, json: { error: { code: 'PAYLOAD_TOO_LARGE' } } });

    // fetch (undici), as a device library would send it, reads the same answer.
    const res = await fetch(`${base}/v1/readings`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    await sleep(300);
    expect(await edge.h.rows(pid)).toBe(0);
  });

  it('more readings than a batch may hold is 413 with a Japanese message; nothing stored', async () => {
    const pid = uniqueProductId();
    const { token } = await edge.h.register(edge.h.farm(), pid);
    const readings = Array.from({ length: 1001 }, (_, i) => ({ measured_at: new Date(Date.now() - (i + 1) * 1000).toISOString(), water_level: 5 }));
    const r = await post(token, { readings });
    expect(r).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE', message: '1回に送信できる読み取り値は1000件までです。分けて送信してください。' } } });
    await sleep(300);
    expect(await edge.h.rows(pid)).toBe(0);
  });

  it('headers and no body, a body that stalls, or headers that never end: 408 in the house shape within the time to authenticate', async () => {
    const pid = uniqueProductId();
    const { token } = await edge.h.register(edge.h.farm(), pid);
    const noBody = await rawExchange(edge.ingest.httpPort, (s) => {
      s.write(`POST /v1/readings HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${token}\r\ncontent-length: 200\r\n\r\n`);
    });
    expect(noBody.reset).toBe(false);
    expect(parseResponse(noBody.text)).toEqual(expect.objectContaining({
      status: 408, json: { error: { code: 'REQUEST_TIMEOUT', message: 'リクエストの受信が時間内に終わりませんでした。再度お試しください。' } },
    }));
    expect(noBody.closedAfterMs).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 50);
    expect(noBody.closedAfterMs).toBeLessThan(AUTH_TIMEOUT_MS + 2_500);

    const stalled = await rawExchange(edge.ingest.httpPort, (s) => {
      s.write(`POST /v1/readings HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${token}\r\ncontent-length: 200\r\n\r\n{"readings":[`);
    });
    expect(parseResponse(stalled.text).status).toBe(408);
    expect(stalled.closedAfterMs).toBeLessThan(AUTH_TIMEOUT_MS + 2_500);

    // Headers that never end (slowloris): node's headersTimeout, answered by our clientError listener.
    const endless = await rawExchange(edge.ingest.httpPort, (s) => {
      s.write(`POST /v1/readings HTTP/1.1\r\nhost: x\r\nx-slow: `);
    });
    expect(parseResponse(endless.text)).toMatchObject({ status: 408, json: { error: { code: 'REQUEST_TIMEOUT' } } });
    expect(endless.closedAfterMs).toBeLessThan(AUTH_TIMEOUT_MS + 2_500);
    await sleep(300);
    expect(await edge.h.rows(pid)).toBe(0);
  });
});

describe('a device cannot push another off: the per-device rate limit', () => {
  it('a device sending far too often gets 429 with Retry-After, logged once; devices of the same and of another account go on and are stored', async () => {
    const farm = edge.h.farm();
    const [noisy, neighbour, stranger] = [uniqueProductId(), uniqueProductId(), uniqueProductId()];
    const n = await edge.h.register(farm, noisy);
    const b = await edge.h.register(farm, neighbour);
    const c = await edge.h.register(edge.h.farm(), stranger);
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      lines.push(String(chunk));
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    });
    const statuses: number[] = [];
    let limited: Answer | null = null;
    let t = Date.now() - 3600_000;
    try {
      for (let i = 0; i < 40; i++) {
        const r = await post(n.token, { readings: [{ measured_at: new Date((t += 1000)).toISOString(), water_level: 5 }] });
        statuses.push(r.status);
        if (r.status === 429) limited ??= r;
        // The others keep their own pace between the noisy device's messages.
        if (i % 10 === 0) {
          expect((await post(b.token, { readings: [{ measured_at: new Date(t).toISOString(), water_level: 6 }] })).status).toBe(200);
          expect((await post(c.token, { readings: [{ measured_at: new Date(t).toISOString(), water_level: 7 }] })).status).toBe(200);
        }
      }
    } finally {
      spy.mockRestore();
    }
    expect(statuses.slice(0, RATE_BURST)).toEqual(Array(RATE_BURST).fill(200));
    expect(statuses.slice(RATE_BURST).every((s) => s === 429)).toBe(true);
    expect(limited?.body).toEqual({ error: { code: 'RATE_LIMITED', message: '送信の間隔が短すぎます。しばらく待ってから送信してください。' } });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited?.headers['retry-after'])).toBeLessThanOrEqual(10);
    expect(lines.filter((l) => l.includes('device sends too often'))).toHaveLength(1);
    expect(await eventually(async () => (await edge.h.rows(neighbour)) === 4 && (await edge.h.rows(stranger)) === 4)).toBe(true);
    expect(await edge.h.rows(noisy)).toBe(RATE_BURST);
    const metrics = await (await fetch(`http://127.0.0.1:${edge.ingest.metricsPort}/metrics`)).text();
    expect(metrics).toMatch(new RegExp(`inasaku_ingest_limited_total\\{transport="http",limit="rate"[^}]*\\} ${40 - RATE_BURST}\\b`));
  });
});

describe('one rate bucket per sensor, whichever transport it uses', () => {
  it('a sensor that spent its burst over HTTP is limited on MQTT too (RATE_LIMITED on its result topic, nothing stored)', async () => {
    const pid = uniqueProductId();
    const { token } = await edge.h.register(edge.h.farm(), pid);
    let t = Date.now() - 3600_000;
    for (let i = 0; i < RATE_BURST; i++) {
      expect((await post(token, { readings: [{ measured_at: new Date((t += 1000)).toISOString(), water_level: 5 }] })).status).toBe(200);
    }
    expect((await post(token, { readings: [{ measured_at: new Date((t += 1000)).toISOString(), water_level: 5 }] })).status).toBe(429);
    const client = await connectDevice(edge, pid, token);
    try {
      const seen = collect(client);
      await client.subscribeAsync(resultTopic(pid), { qos: 0 });
      await client.publishAsync(readingsTopic(pid), JSON.stringify({ readings: [{ measured_at: new Date((t += 1000)).toISOString(), water_level: 5 }] }), { qos: 1 });
      expect(await eventually(async () => seen.length > 0)).toBe(true);
      expect(seen[0].body).toEqual({ error: { code: 'RATE_LIMITED', message: '送信の間隔が短すぎます。しばらく待ってから送信してください。' } });
    } finally {
      await client.endAsync();
    }
    await sleep(300);
    expect(await edge.h.rows(pid)).toBe(RATE_BURST);
  });
});

describe('/metrics is served only where operators reach it', () => {
  it('the device port answers 404 in the house shape; the metrics port serves Prometheus text', async () => {
    const onDevicePort = await fetch(`${base}/metrics`);
    expect(onDevicePort.status).toBe(404);
    const body = (await onDevicePort.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.message).toMatch(japanese);
    expect(edge.ingest.metricsPort).not.toBe(edge.ingest.httpPort);
    const res = await fetch(`http://127.0.0.1:${edge.ingest.metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('inasaku_ingest_batches_total');
    const elsewhere = await fetch(`http://127.0.0.1:${edge.ingest.metricsPort}/v1/readings`);
    expect(elsewhere.status).toBe(404);
    expect(((await elsewhere.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});
