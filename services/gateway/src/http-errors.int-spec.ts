import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { SUBJECTS, type RequestContext } from '@inasaku/contracts';
import { testUrls } from '@inasaku/testing';
import { startGatewayInFront, type GatewayInFront } from './test/gateway-in-front';

const codec = JSONCodec<any>();
const YEARS = [{ management_id: 'm-2026', start_datetime: '2026-01-01T00:00:00+09:00' }];
/** Hiragana, katakana or kanji: the message is Japanese, not English passed through. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** The house's error answer: exactly `{ error: { code, message } }`, the message in Japanese. */
function expectHouseError(status: number, body: unknown, expected: { status: number; code: string }): void {
  expect({ status, code: (body as { error?: { code?: string } })?.error?.code }).toEqual(expected);
  const { error, ...rest } = body as { error: { code: string; message: string; field?: string } };
  expect(rest).toEqual({});
  expect(Object.keys(error).sort()).toEqual(error.field ? ['code', 'field', 'message'] : ['code', 'message']);
  expect(error.message).toMatch(JAPANESE);
  expect(error.message).not.toMatch(/failed|decode|unsupported|cannot|not found|too large|unexpected|bad request/i);
}

/**
 * Sends raw bytes and reads the whole answer: for requests node's HTTP parser refuses before any
 * JavaScript sees them (supertest and fetch cannot send those).
 */
function rawExchange(server: Server, text: string | Buffer): Promise<{ status: number; headers: string; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head, ...body] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body: body.join('\r\n\r\n') });
    });
    socket.write(text);
  });
}

describe('every error of the gateway is { error: { code, message } } in Japanese', () => {
  let nc: NatsConnection;
  let gw: GatewayInFront;
  let server: Server;
  const contexts: RequestContext[] = [];

  beforeAll(async () => {
    nc = await connect({ servers: testUrls().nats });
    // The account service's stand-in for sign-in: keeps the context, answers a wrong password.
    nc.subscribe(SUBJECTS.account.auth.signIn, {
      callback: (_e, m) => {
        const packet = codec.decode(m.data);
        contexts.push(packet.data.context);
        m.respond(codec.encode({ err: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'メールアドレスまたはパスワードが間違っています。' }, isDisposed: true, id: packet.id }));
      },
    });
    gw = await startGatewayInFront(nc, { years: YEARS, requestTimeoutMs: 2_000 });
    server = gw.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await gw.close();
    await nc.drain();
  });

  const http = () => request(server);
  const signInBody = JSON.stringify({ email: 'hanako@example.com', password: 'Passw0rd' });

  it('an undecodable percent-escape in a path parameter or file path: 400', async () => {
    for (const url of ['/media/file/%E0%A4%A', '/api/sensor/%E0%A4%A', '/mfe/account/%E0%A4%A.js', '/main.%E0.js']) {
      const res = await http().get(url).set('Cookie', gw.cookie('u1', 'a1'));
      expectHouseError(res.status, res.body, { status: 400, code: 'BAD_REQUEST' });
    }
  });

  it('an unsupported Content-Encoding or charset: 415', async () => {
    const encoded = await http().post('/auth/sign-in').set('X-Requested-With', 'inasaku')
      .set('Content-Type', 'application/json').set('Content-Encoding', 'x-unknown').send(signInBody);
    expectHouseError(encoded.status, encoded.body, { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const charset = await http().post('/auth/sign-in').set('X-Requested-With', 'inasaku')
      .set('Content-Type', 'application/json; charset=shift_jis').send(signInBody);
    expectHouseError(charset.status, charset.body, { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(charset.body.error.message).not.toBe(encoded.body.error.message);
  });

  it('a malformed JSON body: 400; a body over BODY_LIMIT: 413; a gzip body cut short: 400', async () => {
    const broken = await http().post('/auth/sign-in').set('X-Requested-With', 'inasaku').set('Content-Type', 'application/json').send('{"email":');
    expectHouseError(broken.status, broken.body, { status: 400, code: 'VALIDATION_ERROR' });
    const big = await http().post('/auth/sign-in').set('X-Requested-With', 'inasaku').set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200_000) }));
    expectHouseError(big.status, big.body, { status: 413, code: 'PAYLOAD_TOO_LARGE' });
    const gzip = await http().post('/auth/sign-in').set('X-Requested-With', 'inasaku').set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip').send(Buffer.from('1f8b0800000000000003', 'hex'));
    expectHouseError(gzip.status, gzip.body, { status: 400, code: 'BAD_REQUEST' });
  });

  it('an unreadable multipart upload: 400, not 500', async () => {
    const res = await http().post('/media').set('X-Requested-With', 'inasaku').set('Cookie', gw.cookie('u1', 'a1'))
      .set('Content-Type', 'multipart/form-data').send('no boundary here');
    expectHouseError(res.status, res.body, { status: 400, code: 'BAD_REQUEST' });
  });

  it('an unknown route: 404, for API paths, other methods on site paths, static files and Nest alike', async () => {
    const cases = [
      http().get('/api/no-such-thing'),
      http().post('/inasaku/no-such-thing').set('X-Requested-With', 'inasaku'),
      http().post('/no-such-page'),
      http().delete('/health/live'),
      http().get('/mfe/account/missing.12345678.js'),
    ];
    for (const res of await Promise.all(cases)) expectHouseError(res.status, res.body, { status: 404, code: 'NOT_FOUND' });
  });

  it('a path of the route table asked with another method: 405 with Allow', async () => {
    const res = await http().patch('/auth/sign-in').set('X-Requested-With', 'inasaku');
    expectHouseError(res.status, res.body, { status: 405, code: 'METHOD_NOT_ALLOWED' });
    expect(res.headers.allow).toBe('POST');
    const get = await http().delete('/api/sensor/all').set('X-Requested-With', 'inasaku').set('Cookie', gw.cookie('u1', 'a1'));
    expectHouseError(get.status, get.body, { status: 405, code: 'METHOD_NOT_ALLOWED' });
    expect(get.headers.allow).toBe('GET, HEAD');
  });

  it('a 1 MB query string (over node\'s header limit): 431 with the house body, not an empty one', async () => {
    const res = await rawExchange(server, `GET /api/sensor/all?q=${'a'.repeat(1_000_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expectHouseError(res.status, JSON.parse(res.body), { status: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' });
  });

  it('requests node cannot parse (a bad chunk, a malformed request line, a bad Content-Length): 400', async () => {
    for (const raw of [
      'POST /auth/sign-in HTTP/1.1\r\nHost: x\r\nX-Requested-With: inasaku\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    ]) {
      const res = await rawExchange(server, raw);
      expectHouseError(res.status, JSON.parse(res.body), { status: 400, code: 'BAD_REQUEST' });
    }
  });

  it('a service\'s own error still passes as it is', async () => {
    const res = await http().post('/auth/sign-in').set('X-Requested-With', 'inasaku').send({ email: 'hanako@example.com', password: 'Passw0rd' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'メールアドレスまたはパスワードが間違っています。' } });
  });

  describe('the client address reaches the services (per-client limits)', () => {
    const lastContext = () => contexts[contexts.length - 1];

    it('is the peer address, or X-Forwarded-For when the peer is a trusted proxy (loopback by default)', async () => {
      await http().post('/auth/sign-in').set('X-Requested-With', 'inasaku').send({ email: 'hanako@example.com', password: 'Passw0rd' });
      expect(lastContext().clientIp).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      // The proxy on loopback appends the browser's address to whatever the browser claimed.
      await http().post('/auth/sign-in').set('X-Requested-With', 'inasaku').set('X-Forwarded-For', '192.0.2.1, 203.0.113.9')
        .send({ email: 'hanako@example.com', password: 'Passw0rd' });
      expect(lastContext().clientIp).toBe('203.0.113.9');
      // Whatever a proxy passes on that is no address is no client address (and never breaks the request).
      const res = await http().post('/auth/sign-in').set('X-Requested-With', 'inasaku').set('X-Forwarded-For', 'x'.repeat(100))
        .send({ email: 'hanako@example.com', password: 'Passw0rd' });
      expect(res.body.error.code).toBe('INVALID_CREDENTIALS');
      expect(lastContext().clientIp).toBeNull();
    });

    it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
      const direct = await startGatewayInFront(nc, { years: YEARS, requestTimeoutMs: 2_000, config: { trustProxy: '10.0.0.0/8' } });
      try {
        await request(direct.app.getHttpServer()).post('/auth/sign-in').set('X-Requested-With', 'inasaku')
          .set('X-Forwarded-For', '203.0.113.9').send({ email: 'hanako@example.com', password: 'Passw0rd' });
        expect(lastContext().clientIp).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      } finally {
        await direct.close();
      }
    });
  });
});
