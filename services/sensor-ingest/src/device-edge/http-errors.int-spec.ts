import { connect } from 'node:net';
import { eventually, minutesAgo, startDeviceEdge, uniqueProductId, type DeviceEdge } from '../test/mqtt-device-kit';

// Every error of sensor-ingest's device port speaks the house's language and shape:
// { "error": { "code": "...", "message": "<日本語>" } }, also what node's HTTP parser refuses.
let edge: DeviceEdge;
let token: string;
let pid: string;

beforeAll(async () => {
  edge = await startDeviceEdge();
  await edge.h.reset();
  pid = uniqueProductId();
  ({ token } = await edge.h.register(edge.h.farm(), pid));
});
afterAll(async () => {
  await edge.close();
});

/** Sends raw bytes and returns the first response as status, headers and body text (the connection may close after it). */
function raw(request: string | Buffer): Promise<{ status: number; headers: Record<string, string>; body: string; reset: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(edge.ingest.httpPort, '127.0.0.1');
    const chunks: Buffer[] = [];
    let reset = false;
    const done = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const at = text.indexOf('\r\n\r\n');
      if (at < 0) return reject(new Error(`no answer (${reset ? 'reset' : 'closed'}): ${JSON.stringify(text)}`));
      const [statusLine, ...lines] = text.slice(0, at).split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const length = Number(headers['content-length'] ?? 0);
      return resolve({ status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(text.slice(at + 4)).subarray(0, length).toString('utf8'), reset });
    };
    socket.on('data', (c) => {
      chunks.push(c);
      const text = Buffer.concat(chunks).toString('utf8');
      const at = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? -1);
      if (at >= 0 && length >= 0 && Buffer.byteLength(text.slice(at + 4)) >= length) socket.destroy();
    });
    socket.on('error', (e: Error & { code?: string }) => {
      if (e.code === 'ECONNRESET' || e.code === 'EPIPE') reset = true;
    });
    socket.on('close', done);
    socket.on('connect', () => socket.write(request));
  });
}

const post = (path: string, body: string, headers: Record<string, string> = {}) => {
  const lines = Object.entries({ host: 'x', 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-length': String(Buffer.byteLength(body)), ...headers });
  return `POST ${path} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`;
};
const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nhost: x\r\n${extra}\r\n`;
const japanese = /[ぁ-んァ-ヶ一-龠]/;
const good = () => JSON.stringify({ readings: [{ measured_at: minutesAgo(1), water_level: 5 }] });

describe('every error of the device port is { error: { code, message } } in Japanese', () => {
  const cases: [string, number, string, () => string | Buffer][] = [
    ['an unknown path', 404, 'NOT_FOUND', () => get('/nope')],
    ['/metrics on the device port', 404, 'NOT_FOUND', () => get('/metrics')],
    ['a wrong method on the readings path', 405, 'METHOD_NOT_ALLOWED', () => get('/v1/readings')],
    ['a wrong method on the health path', 405, 'METHOD_NOT_ALLOWED', () => post('/health', '{}')],
    ['malformed percent-encoding in the URL', 400, 'BAD_REQUEST', () => get('/media/file/%E0%A4%A')],
    ['malformed percent-encoding on the readings path', 400, 'BAD_REQUEST', () => post('/v1/readings%E0%A4%A', good())],
    ['an unsupported Content-Encoding', 415, 'UNSUPPORTED_MEDIA_TYPE', () => post('/v1/readings', good(), { 'content-encoding': 'gzip' })],
    ['a 1 MB query string', 431, 'REQUEST_HEADER_FIELDS_TOO_LARGE', () => get(`/v1/readings?q=${'a'.repeat(1024 * 1024)}`)],
    ['a 64 KB header', 431, 'REQUEST_HEADER_FIELDS_TOO_LARGE', () => get('/health', `x-big: ${'b'.repeat(64 * 1024)}\r\n`)],
    ['a request line that is not HTTP', 400, 'BAD_REQUEST', () => 'HELLO THERE\r\n\r\n'],
    ['a broken chunked body', 400, 'BAD_REQUEST', () => 'POST /v1/readings HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n'],
    ['a body that is not JSON', 400, 'VALIDATION_ERROR', () => post('/v1/readings', '{"readings": [')],
    ['a body that is not a batch', 400, 'VALIDATION_ERROR', () => post('/v1/readings', '{"readings": []}')],
    ['no token', 401, 'UNAUTHORIZED', () => post('/v1/readings', good(), { authorization: '' })],
    ['another sensor named than the token', 401, 'UNAUTHORIZED', () => post('/v1/readings', JSON.stringify({ sensor_id: 'SOMEONE-ELSE', readings: [] }))],
    ['more readings than a batch holds', 413, 'PAYLOAD_TOO_LARGE', () => post('/v1/readings', JSON.stringify({ readings: Array.from({ length: 1001 }, (_, i) => ({ measured_at: i, water_level: 1 })) }))],
    ['a body over the byte limit', 413, 'PAYLOAD_TOO_LARGE', () => post('/v1/readings', 'x'.repeat(1024 * 1024 + 1))],
  ];

  it.each(cases)('%s: %i %s', async (_name, status, code, request) => {
    const r = await raw(request());
    expect(r.status).toBe(status);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(r.body) as { error: { code: string; message: string } };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(japanese);
    expect(body.error.message).not.toMatch(/^[\x20-\x7e]*$/);
    expect(r.reset).toBe(false);
  });

  it('a wrong method names the allowed one', async () => {
    expect((await raw(get('/v1/readings'))).headers.allow).toBe('POST');
  });
});

describe('measured_at is a real time', () => {
  it('+99:99, 2026-02-30 and T24:00 are refused with their Japanese reasons; the real one of the batch is stored', async () => {
    const r = await raw(post('/v1/readings', JSON.stringify({ readings: [
      { measured_at: `${minutesAgo(3).slice(0, 19)}+99:99`, water_level: 5 },
      { measured_at: '2026-02-30T10:00:00+09:00', water_level: 5 },
      { measured_at: `${minutesAgo(2).slice(0, 10)}T24:00:00+09:00`, water_level: 5 },
      { measured_at: minutesAgo(1), water_level: 5 },
    ] })));
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toEqual({ accepted: 1, refused: [
      { index: 0, reason: '測定日時の時差が正しくありません（Z または -14:00 から +14:00 で指定してください）。' },
      { index: 1, reason: '測定日時の日付が正しくありません。' },
      { index: 2, reason: '測定日時の時刻が正しくありません。' },
    ] });
    expect(await eventually(async () => (await edge.h.rows(pid)) === 1)).toBe(true);
  });
});
