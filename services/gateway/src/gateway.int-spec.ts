import { createPrivateKey, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import jwt from 'jsonwebtoken';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { z } from 'zod';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  EVENTS, HTTP_ROUTES, REPORTS_SUBJECTS, SESSION_COOKIES, SUBJECTS, WORKS_SUBJECTS, sessionsDeletedMsgId, userDeletedMsgId, type HttpRoute,
  type SessionsDeletedEvent, type UserDeletedEvent,
} from '@inasaku/contracts';
import { testUrls } from '@inasaku/testing';
import { ChunkedReplies, generateSessionKeyPair } from '@inasaku/service-kit';
import { createGateway } from './create-gateway';
import type { GatewayConfig } from './config/gateway-config';

const NATS_URL = testUrls().nats;
const YEARS = [
  { management_id: 'm-2025', start_datetime: '2025-01-01T00:00:00+09:00' },
  { management_id: 'm-2026', start_datetime: '2026-01-01T00:00:00+09:00' },
];
// The account service's key pair (the gateway gets the public half) and the one before a rotation.
const KEYS = generateSessionKeyPair();
const PREVIOUS_KEYS = generateSessionKeyPair();
const signWith = (privatePem: string, claims: object, expiresIn = 60) =>
  jwt.sign(claims, createPrivateKey(privatePem), { algorithm: 'ES256', expiresIn });
const codec = JSONCodec<any>();
const unique = `gwtest.${process.pid}.${Date.now()}`;

// Extra routes on subjects that only this test listens to, so a running system cannot interfere.
const testRoutes: HttpRoute[] = [
  { method: 'GET', path: '/inasaku/test-silent', subject: `${unique}.silent`, auth: 'none' },
  { method: 'GET', path: '/inasaku/test-nobody', subject: `${unique}.nobody`, auth: 'none' },
  { method: 'POST', path: '/inasaku/test-echo', subject: `${unique}.echo`, auth: 'session', body: z.object({ name: z.string() }) },
  { method: 'POST', path: '/auth/test-login', subject: `${unique}.login`, auth: 'none', session: 'set' },
  { method: 'PUT', path: '/inasaku/test-error/:id', subject: `${unique}.error`, auth: 'session' },
  { method: 'GET', path: '/inasaku/test-big', subject: `${unique}.big`, auth: 'none' },
];

function accessCookie(claims: Partial<{ sub: string; acc: string; sid: string }> = {}) {
  const token = signWith(KEYS.privateKey, { sub: 'u1', acc: 'a1', root: true, adm: false, plan: 1, email: 'a@example.jp', ...claims });
  return `${SESSION_COOKIES.access}=${token}`;
}

describe('gateway', () => {
  let app: NestExpressApplication;
  let nc: NatsConnection;
  let webRoot: string;
  let config: GatewayConfig;
  const received: string[] = [];

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-web-'));
    fs.mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'shell/dist/index.html'), '<!doctype html><title>稲作</title>');
    fs.writeFileSync(path.join(webRoot, 'shell/dist/main.12345678.js'), 'console.log("稲作")');
    fs.writeFileSync(path.join(webRoot, 'shell/dist/main.12345678.js.br'), require('node:zlib').brotliCompressSync('console.log("稲作")'));
    fs.mkdirSync(path.join(webRoot, 'mfe-account/dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'mfe-account/dist/mf-manifest.json'), '{"name":"mfe_account"}');
    fs.writeFileSync(path.join(webRoot, 'remotes.json'), JSON.stringify([{ name: 'mfe_account', entry: '/mfe/account/mf-manifest.json' }]));

    nc = await connect({ servers: NATS_URL });
    nc.subscribe(`${unique}.silent`, { callback: () => undefined });
    nc.subscribe(`${unique}.echo`, {
      callback: (_e, m) => {
        const packet = codec.decode(m.data);
        m.respond(codec.encode({ response: { got: packet.data }, isDisposed: true, id: packet.id }));
      },
    });
    nc.subscribe(`${unique}.login`, {
      callback: (_e, m) => {
        m.respond(codec.encode({
          response: { status: 'SIGNED_IN', user: { user_id: 'u1' }, session: { access_token: 'AT', refresh_token: 'RT', access_expires_in: 900, refresh_expires_in: 3600 } },
          isDisposed: true,
        }));
      },
    });
    nc.subscribe(`${unique}.error`, {
      callback: (_e, m) =>
        m.respond(codec.encode({ err: { statusCode: 404, code: 'NOT_FOUND', message: '対象のデータが見つかりません。' }, isDisposed: true })),
    });
    nc.subscribe(SUBJECTS.account.auth.signUp, { callback: () => received.push(SUBJECTS.account.auth.signUp) });
    // The account service's answer: the years of the account in the context.
    nc.subscribe(SUBJECTS.account.managements.list, {
      callback: (_e, m) => {
        received.push(SUBJECTS.account.managements.list);
        const packet = codec.decode(m.data);
        const years = packet.data.context.accountId === 'acc-1' ? YEARS : [];
        m.respond(codec.encode({ response: years, isDisposed: true, id: packet.id }));
      },
    });
    config = {
      port: 0, natsUrl: NATS_URL,
      sessionKeys: { current: createPublicKey(KEYS.publicKey), previous: createPublicKey(PREVIOUS_KEYS.publicKey), previousUntil: Date.now() + 60_000 }, requestTimeoutMs: 400, bodyLimit: '10kb', cookieSecure: false,
      webRoot, remotesFile: path.join(webRoot, 'remotes.json'), googleMapsApiKey: null, paymentMode: 'sandbox',
      revocationWindowMs: 20 * 60_000,
    };
    app = await createGateway({ config, routes: [...HTTP_ROUTES, ...testRoutes], logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app.close();
    await nc.drain();
  });

  const http = () => request(app.getHttpServer());

  it('answers a body that breaks the contract with 400 and the Japanese message, reaching no service', async () => {
    const res = await http()
      .post('/auth/sign-up')
      .set('X-Requested-With', 'inasaku')
      .send({ email: 'not-an-email', password: 'Abcdefg1', agreement: true });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.field).toBe('email');
    expect(res.body.error.message).toMatch(/メールアドレス/);
    await nc.flush();
    expect(received).not.toContain(SUBJECTS.account.auth.signUp);
  });

  it('refuses a weak password with the complexity message', async () => {
    const res = await http().post('/auth/sign-up').set('X-Requested-With', 'inasaku')
      .send({ email: 'farmer@example.jp', password: 'short', agreement: true });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('password');
    expect(res.body.error.message).toMatch(/8文字以上/);
  });

  it('answers 401 without a session, and reaches no service', async () => {
    const res = await http().get('/api/management');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('ログインしてください。');
    await nc.flush();
    expect(received).not.toContain(SUBJECTS.account.managements.list);
  });

  it('answers 401 for an expired or forged access token', async () => {
    const forged = jwt.sign({ sub: 'u1', acc: 'a1' }, 'another-secret-another-secret');
    const res = await http().get('/api/management').set('Cookie', `${SESSION_COOKIES.access}=${forged}`);
    expect(res.status).toBe(401);
    const expired = jwt.sign({ sub: 'u1', acc: 'acc-1', exp: Math.floor(Date.now() / 1000) - 5 }, createPrivateKey(KEYS.privateKey), { algorithm: 'ES256' });
    expect((await http().get('/api/management').set('Cookie', `${SESSION_COOKIES.access}=${expired}`)).status).toBe(401);
  });

  it('refuses a token signed with any string the repository holds or with a key that is not the account service\'s', async () => {
    const claims = { sub: 'u1', acc: 'acc-1', root: true, adm: true, plan: 1, email: 'a@example.jp' };
    const me = (token: string) => http().get('/api/management').set('Cookie', `${SESSION_COOKIES.access}=${token}`);
    expect((await me(signWith(KEYS.privateKey, claims))).status).toBe(200);
    const refused = [
      // The default JWT_SECRET that the repository used to commit.
      jwt.sign(claims, 'inasaku-local-development-secret', { algorithm: 'HS256', expiresIn: 60 }),
      // The public key's own text as an HMAC secret (algorithm confusion).
      jwt.sign(claims, KEYS.publicKey, { algorithm: 'HS256', expiresIn: 60 }),
      // Unsigned.
      jwt.sign(claims, '', { algorithm: 'none' }),
      // A well-formed ES256 token of someone else's key.
      signWith(generateSessionKeyPair().privateKey, claims),
    ];
    for (const token of refused) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('accepts the previous public key during a rotation for one access-token lifetime, then no longer', async () => {
    const token = signWith(PREVIOUS_KEYS.privateKey, { sub: 'u1', acc: 'acc-1', root: true, adm: false, plan: 1, email: 'a@example.jp' });
    const me = () => http().get('/api/management').set('Cookie', `${SESSION_COOKIES.access}=${token}`);
    expect((await me()).status).toBe(200);
    const until = config.sessionKeys.previousUntil;
    config.sessionKeys.previousUntil = Date.now() - 1;
    try {
      expect((await me()).status).toBe(401);
    } finally {
      config.sessionKeys.previousUntil = until;
    }
  });

  it('refuses the access token of a user deleted a moment ago at once, not when it expires', async () => {
    const echo = (sub: string) =>
      http().post('/inasaku/test-echo').set('Cookie', accessCookie({ sub })).set('X-Requested-With', 'test').send({ name: '田中' });
    const deleted = `deleted-${unique}`;
    expect((await echo(deleted)).status).toBe(200);
    const event: UserDeletedEvent = { account_id: 'a1', user_id: deleted, deleted_at: new Date().toISOString() };
    await nc.jetstream().publish(EVENTS.userDeleted, codec.encode(event), { msgID: userDeletedMsgId(deleted) });
    let res = await echo(deleted);
    for (let i = 0; i < 50 && res.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await echo(deleted);
    }
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('セッションの有効期限が切れました。再度ログインしてください。');
    expect((await echo('u1')).status).toBe(200);
  });

  it('refuses a signed-out session\'s access token at once, and the other sessions of the user keep working', async () => {
    const signOuts: unknown[] = [];
    const sub = nc.subscribe(SUBJECTS.account.auth.signOut, {
      callback: (_e, m) => {
        const packet = codec.decode(m.data);
        signOuts.push(packet.data.payload);
        m.respond(codec.encode({ response: { signed_out: true }, isDisposed: true, id: packet.id }));
      },
    });
    // The subscription must reach the server before the gateway asks on it.
    await nc.flush();
    try {
      const sid = `sid-${unique}`;
      const cookie = accessCookie({ acc: 'acc-1', sid });
      const otherSession = accessCookie({ acc: 'acc-1', sid: `${sid}-phone` });
      const me = (c: string) => http().get('/api/management').set('Cookie', c);
      expect((await me(cookie)).status).toBe(200);
      const out = await http().post('/auth/sign-out').set('Cookie', `${cookie}; ${SESSION_COOKIES.refresh}=RT-1`).set('X-Requested-With', 'x').send({});
      expect(out.status).toBe(200);
      expect(signOuts).toEqual([{ refresh_token: 'RT-1' }]);
      // At once: the very next request with the old cookie, no waiting for its 15 minutes.
      const after = await me(cookie);
      expect(after.status).toBe(401);
      expect(after.body.error.message).toBe('セッションの有効期限が切れました。再度ログインしてください。');
      expect((await me(otherSession)).status).toBe(200);
    } finally {
      sub.unsubscribe();
    }
  });

  it('refuses the tokens of sessions ended elsewhere (account.session.deleted: sign-out at another gateway, password change)', async () => {
    const ended = `ended-${unique}`;
    const kept = `kept-${unique}`;
    const me = (sid: string) => http().get('/api/management').set('Cookie', accessCookie({ acc: 'acc-1', sid }));
    expect((await me(ended)).status).toBe(200);
    const event: SessionsDeletedEvent = { account_id: 'acc-1', user_id: 'u1', session_ids: [ended], deleted_at: new Date().toISOString() };
    await nc.jetstream().publish(EVENTS.sessionsDeleted, codec.encode(event), { msgID: sessionsDeletedMsgId(ended) });
    let res = await me(ended);
    for (let i = 0; i < 50 && res.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await me(ended);
    }
    expect(res.status).toBe(401);
    expect((await me(kept)).status).toBe(200);
  });

  it('compresses an API answer of 4 KB or more in the encoding the browser accepts; a smaller one and an error go as they are; all Vary: Accept-Encoding', async () => {
    const list = Array.from({ length: 100 }, (_, i) => ({ paddy_field_id: `f-${i}`, name: `ほ場${i}` }));
    const sub = nc.subscribe(`${unique}.big`, {
      callback: (_e, m) => m.respond(codec.encode({ response: list, isDisposed: true, id: codec.decode(m.data).id })),
    });
    // The subscription must reach the server before the gateway asks on it.
    await nc.flush();
    const raw = (r: NodeJS.EventEmitter, cb: (e: Error | null, b: Buffer) => void) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    };
    try {
      const br = await http().get('/inasaku/test-big').set('Accept-Encoding', 'br').buffer(true).parse(raw);
      expect([br.status, br.headers['content-encoding'], br.headers['vary']]).toEqual([200, 'br', 'Accept-Encoding']);
      // superagent decodes brotli itself where it can; otherwise the raw bytes are decoded here.
      const text = (() => {
        try {
          return JSON.parse(br.body.toString()) as { data: unknown };
        } catch {
          return JSON.parse(require('node:zlib').brotliDecompressSync(br.body).toString()) as { data: unknown };
        }
      })();
      expect(text.data).toEqual(list);
      const gzip = await http().get('/inasaku/test-big').set('Accept-Encoding', 'gzip');
      expect([gzip.headers['content-encoding'], gzip.body.data]).toEqual(['gzip', list]);
      const none = await http().get('/inasaku/test-big').set('Accept-Encoding', 'identity');
      expect([none.headers['content-encoding'], none.body.data]).toEqual([undefined, list]);
      const head = await http().head('/inasaku/test-big').set('Accept-Encoding', 'br');
      expect([head.status, head.headers['content-encoding']]).toEqual([200, undefined]);
    } finally {
      sub.unsubscribe();
    }
    const small = await http().post('/inasaku/test-echo').set('Cookie', accessCookie()).set('X-Requested-With', 'x').set('Accept-Encoding', 'gzip, br').send({ name: '田中' });
    expect([small.status, small.headers['content-encoding'], small.headers['vary'], small.headers['content-type']])
      .toEqual([200, undefined, 'Accept-Encoding', 'application/json; charset=utf-8']);
    const error = await http().put('/inasaku/test-error/1').set('Cookie', accessCookie()).set('X-Requested-With', 'x').set('Accept-Encoding', 'br');
    expect([error.status, error.headers['content-encoding'], error.headers['vary']]).toEqual([404, undefined, 'Accept-Encoding']);
  });

  it('passes a list larger than one NATS message to the browser whole (chunked reply)', async () => {
    const chunks = new ChunkedReplies();
    chunks.attach(nc, `${unique}.chunks`);
    const list = Array.from({ length: 10_000 }, (_, i) => ({ paddy_field_id: `f-${i}`, name: `ほ場${i}`, remarks: '備考'.repeat(60) }));
    const sub = nc.subscribe(`${unique}.big`, {
      callback: (_e, m) => {
        const packet = codec.decode(m.data);
        const reply = new TextEncoder().encode(JSON.stringify({ response: list, isDisposed: true, id: packet.id }));
        expect(reply.length).toBeGreaterThan(2 * 1024 * 1024);
        m.respond(chunks.hold(reply, packet.id)!);
      },
    });
    // The subscription must reach the server before the gateway asks on it.
    await nc.flush();
    try {
      const res = await http().get('/inasaku/test-big');
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(10_000);
      expect(res.body.data[9_999]).toEqual(list[9_999]);
      expect(chunks.pending).toBe(0);
    } finally {
      sub.unsubscribe();
      await chunks.stop();
    }
  });

  it('answers 504 within the timeout when a service does not answer', async () => {
    const started = Date.now();
    const res = await http().get('/inasaku/test-silent');
    expect(res.status).toBe(504);
    expect(res.body.error.message).toMatch(/応答がありません/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 503 at once when no service listens', async () => {
    const started = Date.now();
    const res = await http().get('/inasaku/test-nobody');
    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe('サーバーへの接続に失敗しました。');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('forwards the request context built from the session, never from the payload', async () => {
    const res = await http()
      .post('/inasaku/test-echo?management_id=m-2026')
      .set('Cookie', accessCookie({ acc: 'acc-1' }))
      .set('X-Requested-With', 'inasaku')
      .send({ name: '田んぼ', account_id: 'someone-else' });
    expect(res.status).toBe(200);
    expect(res.body.data.got.context).toMatchObject({
      accountId: 'acc-1', userId: 'u1', managementId: 'm-2026', isRootUser: true, pastYear: false,
    });
    expect(res.body.data.got.payload).toEqual({ name: '田んぼ' });
  });

  it('settles the management year: newest by default, an older one is a past year, a foreign one is 404', async () => {
    const call = (q: string) =>
      http().post(`/inasaku/test-echo${q}`).set('Cookie', accessCookie({ acc: 'acc-1' })).set('X-Requested-With', 'x').send({ name: 'a' });
    expect((await call('')).body.data.got.context).toMatchObject({ managementId: 'm-2026', pastYear: false });
    expect((await call('?management_id=m-2025')).body.data.got.context).toMatchObject({ managementId: 'm-2025', pastYear: true });
    const foreign = await call('?management_id=m-of-another-account');
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('対象のデータが見つかりません。');
  });

  it('refuses the report data and the image export of another account\'s year with 404, asking no service', async () => {
    const asked: { subject: string; managementId: string | null }[] = [];
    const subs = [WORKS_SUBJECTS.reports.workData, REPORTS_SUBJECTS.exportJobs.create, REPORTS_SUBJECTS.exportJobs.get].map((subject) =>
      nc.subscribe(subject, {
        callback: (_e, m) => {
          const packet = codec.decode(m.data);
          asked.push({ subject, managementId: packet.data.context.managementId });
          m.respond(codec.encode({ response: { paddy_fields: [], seasons: [], parts: 1, work_histories: [], next_cursor: null }, isDisposed: true, id: packet.id }));
        },
      }));
    try {
      const cookie = accessCookie({ acc: 'acc-1' });
      const job = '00000000-0000-4000-8000-000000000000';
      const foreign = [
        await http().get('/inasaku/archive/work-histories?management_id=m-of-another-account').set('Cookie', cookie),
        await http().get('/inasaku/archive/work-histories?management_id=m-of-another-account&part=1&parts=2').set('Cookie', cookie),
        await http().post('/inasaku/archive/work').set('Cookie', cookie).set('X-Requested-With', 'x').send({ management_id: 'm-of-another-account', with_image: 1 }),
        await http().get(`/inasaku/archive/work?management_id=m-of-another-account&with_image=1&job_id=${job}`).set('Cookie', cookie),
      ];
      for (const res of foreign) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: '対象のデータが見つかりません。' } });
      }
      await nc.flush();
      expect(asked).toEqual([]);
      // The account's own older year is asked for as it is, never replaced by another.
      const own = await http().get('/inasaku/archive/work-histories?management_id=m-2025').set('Cookie', cookie);
      expect(own.status).toBe(200);
      expect(asked).toEqual([{ subject: WORKS_SUBJECTS.reports.workData, managementId: 'm-2025' }]);
    } finally {
      subs.forEach((sub) => sub.unsubscribe());
    }
  });

  it('refuses a state-changing call without the CSRF header', async () => {
    const res = await http().post('/inasaku/test-echo').set('Cookie', accessCookie()).send({ name: 'x' });
    expect(res.status).toBe(403);
  });

  it('maps a service error to its status with the Japanese message', async () => {
    const res = await http().put('/inasaku/test-error/42').set('Cookie', accessCookie({ acc: 'acc-1' })).set('X-Requested-With', 'x').send({});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: '対象のデータが見つかりません。' } });
  });

  it('moves issued tokens into httpOnly cookies and hides them from the body', async () => {
    const res = await http().post('/auth/test-login').set('X-Requested-With', 'inasaku').send({});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'SIGNED_IN', user: { user_id: 'u1' } });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.find((c) => c.startsWith(`${SESSION_COOKIES.access}=AT`))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith(`${SESSION_COOKIES.refresh}=RT`))).toMatch(/Path=\/auth/);
  });

  it('limits the body size with a Japanese error', async () => {
    const res = await http().post('/inasaku/test-echo').set('Cookie', accessCookie()).set('X-Requested-With', 'x')
      .send({ name: 'あ'.repeat(20000) });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('送信データが大きすぎます。');
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await http().get('/inasaku/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('serves the shell with history-mode fallback for screen routes, JS as utf-8', async () => {
    for (const p of ['/', '/dashboard', '/paddy-fields/add', '/archives/water-histories/sensor', '/mobile/payment/complete']) {
      const res = await http().get(p);
      expect(res.status).toBe(200);
      expect(res.text).toContain('稲作');
    }
    const js = await http().get('/main.12345678.js');
    expect(js.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toMatch(/immutable/);
  });

  it('serves the precompressed brotli copy when the browser accepts it', async () => {
    const res = await http().get('/main.12345678.js').set('Accept-Encoding', 'gzip, br').buffer(true)
      .parse((r, cb) => { const chunks: Buffer[] = []; r.on('data', (c: Buffer) => chunks.push(c)); r.on('end', () => cb(null, Buffer.concat(chunks))); });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
  });

  it('answers a refresh without a session cookie with 401, reaching no service', async () => {
    const res = await http().post('/auth/refresh').set('X-Requested-With', 'x').send({});
    expect(res.status).toBe(401);
  });

  it('serves remotes, remotes.json from disk on every request, config.json and security headers', async () => {
    const manifest = await http().get('/mfe/account/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect((await http().get('/mfe/nothing/mf-manifest.json')).status).toBe(404);
    expect((await http().get('/remotes.json')).body).toEqual([{ name: 'mfe_account', entry: '/mfe/account/mf-manifest.json' }]);
    fs.writeFileSync(path.join(webRoot, 'remotes.json'), JSON.stringify([{ name: 'mfe_account', entry: 'http://other/mf-manifest.json' }]));
    expect((await http().get('/remotes.json')).body[0].entry).toBe('http://other/mf-manifest.json');
    const config = await http().get('/config.json');
    expect(config.body).toEqual({ googleMapsApiKey: null, paymentMode: 'sandbox', productName: '稲作' });
    expect(config.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(config.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 400 naming the field for text PostgreSQL refuses or a key past int4, and forwards nothing', async () => {
    const reached: string[] = [];
    const subjects = [
      `${unique}.error`, SUBJECTS.fields.paddyFields.update, SUBJECTS.fields.brands.order, SUBJECTS.fields.brands.create, SUBJECTS.account.loginLogs.create,
      WORKS_SUBJECTS.workHistories.search, WORKS_SUBJECTS.workHistories.update, SUBJECTS.account.inquiries.create,
    ];
    const subs = subjects.map((subject) => nc.subscribe(subject, { callback: () => reached.push(subject) }));
    const session = accessCookie({ acc: 'acc-1' });
    const id = '3f1c2a9e-4b7d-4c1e-9a2b-6d5e4f3a2b1c';
    try {
      const cases = [
        { req: http().put('/inasaku/paddy-fields'), body: { paddy_field_id: id, remarks: '水口\u0000' }, field: 'remarks', label: '備考' },
        { req: http().post('/inasaku/brands'), body: { brand_name: 'コシ\uD800' }, field: 'brand_name', label: '品種名' },
        { req: http().post('/inasaku/brands'), body: { brand_name: '一行目\n二行目' }, field: 'brand_name', label: '品種名' },
        { req: http().post('/api/inquiry'), body: { comment: 'a\u001b[31m' }, field: 'comment', label: 'お問い合わせ内容' },
        { req: http().post('/smart/loginlog'), body: { ope: '4', addr: 'x\u0000' }, field: 'addr', label: 'アドレス' },
        { req: http().get('/inasaku/search-work-histories?q=%00'), body: undefined, field: 'q', label: '検索文字列' },
        { req: http().put('/inasaku/test-error/42%00'), body: {}, field: 'id', label: 'id' },
        // A route without a schema forwards its body as it came: the floor still checks every key and value.
        { req: http().put('/inasaku/test-error/42'), body: { note: { 'k\u0000': 1 } }, field: 'note.k\u0000', label: 'note' },
      ];
      for (const c of cases) {
        const res = await (c.body === undefined ? c.req : c.req.send(c.body)).set('Cookie', session).set('X-Requested-With', 'x');
        expect({ status: res.status, field: res.body.error?.field }).toEqual({ status: 400, field: c.field });
        expect(res.body.error.message).toBe(`${c.label}に使用できない文字（制御文字など）が含まれています。`);
      }
      const order = await http().post('/inasaku/brands/order').set('Cookie', session).set('X-Requested-With', 'x')
        .send({ brands: [{ brand_id: id, sort_key: 1, new_sort_key: 2 ** 31 }] });
      expect(order.status).toBe(400);
      expect(order.body.error).toMatchObject({ field: 'brands.0.new_sort_key', message: '並び順は-2147483648から2147483647までの整数で指定してください。' });
      await nc.flush();
      await new Promise((r) => setTimeout(r, 100));
      expect(reached).toEqual([]);
    } finally {
      for (const sub of subs) sub.unsubscribe();
    }
  });

  it('records a successful write in the access log with its screen and operation, and no refused one', async () => {
    const logs: { payload: unknown; userId: string }[] = [];
    const subs = [
      nc.subscribe(SUBJECTS.fields.brands.create, {
        callback: (_e, m) => {
          const packet = codec.decode(m.data);
          m.respond(codec.encode({ response: { brand_id: 'b1', brand_name: packet.data.payload.brand_name }, isDisposed: true, id: packet.id }));
        },
      }),
      nc.subscribe(SUBJECTS.account.accessLogs.create, {
        callback: (_e, m) => {
          const packet = codec.decode(m.data);
          logs.push({ payload: packet.data.payload, userId: packet.data.context.userId });
          m.respond(codec.encode({ response: { log_id: 'l1' }, isDisposed: true, id: packet.id }));
        },
      }),
    ];
    const post = (body: object) =>
      http().post('/inasaku/brands').set('Cookie', accessCookie({ acc: 'acc-1' })).set('X-Requested-With', 'inasaku').send(body);
    // The stand-ins answer only once the server has their subscriptions (else: no responders, 503).
    await nc.flush();
    try {
      const ok = await post({ brand_name: 'コシヒカリ' });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ data: { brand_id: 'b1', brand_name: 'コシヒカリ' } });
      for (let i = 0; i < 50 && !logs.length; i++) await new Promise((r) => setTimeout(r, 20));
      expect(logs).toEqual([{ payload: { menu: '12', ope: '1' }, userId: 'u1' }]);

      expect((await post({ brand_name: '' })).status).toBe(400);
      await new Promise((r) => setTimeout(r, 200));
      expect(logs).toHaveLength(1);
    } finally {
      for (const sub of subs) sub.unsubscribe();
    }
  });
});
