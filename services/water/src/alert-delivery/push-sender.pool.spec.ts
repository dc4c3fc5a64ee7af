import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import { decrypt } from 'http_ece';
import { selfSignedCertificate } from '../test/self-signed-certificate';
import { PushSenderPool } from './push-sender.pool';
import type { PushItem } from './push-send';

// The sender threads against a local HTTP/2 push service (a test certificate): each push arrives
// encrypted for its own browser with the headers given, the service's status comes back per push.
const { dir, certFile, key, cert } = selfSignedCertificate('push-pool-');

jest.setTimeout(30_000);

interface Received { path: string; headers: http2.IncomingHttpHeaders; body: Buffer }
let server: http2.Http2SecureServer;
let origin: string;
const received: Received[] = [];
/** path -> status to answer (201 otherwise); paths under /slow/ are answered after 3 s */
const answers = new Map<string, number>();
const sessions = new Set<http2.ServerHttp2Session>();

beforeAll(async () => {
  server = http2.createSecureServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(req.url) ?? 201;
      const t = setTimeout(() => res.end(), req.url.startsWith('/slow/') ? 3000 : 0);
      res.on('close', () => clearTimeout(t));
    });
  });
  server.on('session', (s) => sessions.add(s));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const s of sessions) s.destroy();
  await new Promise((r) => server.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  received.length = 0;
  answers.clear();
});

function browser(p: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const item: PushItem = {
    endpoint: `${origin}${p}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url'),
    payload: JSON.stringify({ title: `危険水位 ${p}` }), headers: { authorization: 'vapid t=x, k=y', ttl: '86400', 'content-encoding': 'aes128gcm' },
  };
  return { ecdh, auth, item };
}

const config = () => ({ maxInFlight: 16, timeoutMs: 10_000, extraCaFile: certFile });

describe.each([0, 2])('PushSenderPool with %i threads', (threads) => {
  let pool: PushSenderPool;
  beforeEach(() => {
    pool = new PushSenderPool(threads, config());
  });
  afterEach(() => pool.close());

  it('sends each push encrypted for its own browser with its headers, and answers each with its status', async () => {
    const browsers = Array.from({ length: 60 }, (_, i) => browser(`/push/${i}`));
    answers.set('/push/7', 410);
    answers.set('/push/8', 503);
    const results = await Promise.all(browsers.map((b) => pool.send(b.item)));
    expect(results[7]).toEqual({ status: 410 });
    expect(results[8]).toEqual({ status: 503 });
    expect(results.filter((r) => 'status' in r && r.status === 201)).toHaveLength(58);
    expect(received).toHaveLength(60);
    for (const r of received) {
      const b = browsers[Number(r.path.split('/')[2])];
      expect(JSON.parse(decrypt(r.body, { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth }).toString('utf8'))).toEqual({ title: `危険水位 ${r.path}` });
      expect(r.headers).toMatchObject({ authorization: 'vapid t=x, k=y', ttl: '86400', 'content-encoding': 'aes128gcm', 'content-length': String(r.body.length) });
    }
  });

  it('a subscription whose keys no browser makes is gone, without a request; the others of the same turn go', async () => {
    const good = browser('/push/good');
    const [bad, ok] = await Promise.all([pool.send({ ...good.item, endpoint: `${origin}/push/bad`, p256dh: 'AAAA' }), pool.send(good.item)]);
    expect(bad).toMatchObject({ result: 'gone', detail: expect.stringContaining('invalid subscription') });
    expect(ok).toEqual({ status: 201 });
    expect(received.map((r) => r.path)).toEqual(['/push/good']);
  });
});

it('a sender thread that dies: its pushes in flight are retries, and the next push gets a new thread', async () => {
  const pool = new PushSenderPool(1, config());
  const held = [browser('/slow/1'), browser('/slow/2')].map((b) => pool.send(b.item));
  await eventuallyTrue(() => received.length === 2);
  const threads = (pool as unknown as { threads: { worker: { terminate(): Promise<number> } }[] }).threads;
  await threads[0].worker.terminate();
  expect(await Promise.all(held)).toEqual([{ result: 'retry', detail: 'sender thread ended' }, { result: 'retry', detail: 'sender thread ended' }]);
  expect(await pool.send(browser('/push/again').item)).toEqual({ status: 201 });
  await pool.close();
});

async function eventuallyTrue(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 50));
  expect(check()).toBe(true);
}
