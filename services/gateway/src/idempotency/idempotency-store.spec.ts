import { createPrivateKey, createPublicKey } from 'node:crypto';
import express from 'express';
import cookieParser from 'cookie-parser';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { z } from 'zod';
import { SESSION_COOKIES, type HttpRoute } from '@inasaku/contracts';
import { generateSessionKeyPair } from '@inasaku/service-kit';
import { buildApiRouter } from '../forwarding/api-router';
import { GatewayError } from '../nats/nats-bridge';
import { IdempotencyStore, type RedisLike } from './idempotency-store';

/** Redis SET NX / EX / GET / DEL over a Map; `down` makes every call fail. */
class FakeRedis implements RedisLike {
  readonly values = new Map<string, { value: string; ttl: number }>();
  down = false;
  async set(key: string, value: string, _ex: 'EX', seconds: number, nx?: 'NX'): Promise<'OK' | null> {
    if (this.down) throw new Error('ECONNREFUSED');
    if (nx && this.values.has(key)) return null;
    this.values.set(key, { value, ttl: seconds });
    return 'OK';
  }
  async get(key: string): Promise<string | null> {
    if (this.down) throw new Error('ECONNREFUSED');
    return this.values.get(key)?.value ?? null;
  }
  async del(key: string): Promise<number> {
    if (this.down) throw new Error('ECONNREFUSED');
    return this.values.delete(key) ? 1 : 0;
  }
}

describe('IdempotencyStore', () => {
  it('first, then in flight, then the kept answer for 24 hours; another body under the key is a mismatch', async () => {
    const redis = new FakeRedis();
    const store = new IdempotencyStore(redis);
    expect(await store.begin('a1', 'u1', 'key-00000001', 'h1')).toEqual({ kind: 'first' });
    expect(await store.begin('a1', 'u1', 'key-00000001', 'h1')).toEqual({ kind: 'in-flight' });
    await store.finish('a1', 'u1', 'key-00000001', 'h1', 200, '{"data":1}');
    expect(await store.begin('a1', 'u1', 'key-00000001', 'h1')).toEqual({ kind: 'replay', status: 200, body: '{"data":1}' });
    expect([...redis.values.values()][0].ttl).toBe(24 * 60 * 60);
    expect(await store.begin('a1', 'u1', 'key-00000001', 'h2')).toEqual({ kind: 'mismatch' });
  });

  it('keys are per account and user, and a failed first request leaves nothing to replay', async () => {
    const store = new IdempotencyStore(new FakeRedis());
    await store.begin('a1', 'u1', 'key-00000001', 'h1');
    await store.finish('a1', 'u1', 'key-00000001', 'h1', 200, '{"data":1}');
    expect(await store.begin('a1', 'u2', 'key-00000001', 'h1')).toEqual({ kind: 'first' });
    expect(await store.begin('a2', 'u1', 'key-00000001', 'h1')).toEqual({ kind: 'first' });
    await store.abandon('a2', 'u1', 'key-00000001');
    expect(await store.begin('a2', 'u1', 'key-00000001', 'h1')).toEqual({ kind: 'first' });
  });

  it('Redis being away never blocks a write', async () => {
    const redis = new FakeRedis();
    redis.down = true;
    const store = new IdempotencyStore(redis);
    expect(await store.begin('a1', 'u1', 'key-00000001', 'h1')).toEqual({ kind: 'first' });
    await expect(store.finish('a1', 'u1', 'key-00000001', 'h1', 200, '{}')).resolves.toBeUndefined();
  });
});

describe('api router: a repeated write with an Idempotency-Key', () => {
  const keys = generateSessionKeyPair();
  const route: HttpRoute = { method: 'POST', path: '/inasaku/things', subject: 'test.things.create', auth: 'session', yearScoped: false, body: z.object({ name: z.string() }) };
  const cookie = (sub = 'u1', acc = 'a1') =>
    `${SESSION_COOKIES.access}=${jwt.sign({ sub, acc, root: true, adm: false, plan: 1 }, createPrivateKey(keys.privateKey), { algorithm: 'ES256', expiresIn: 60 })}`;

  function app(answer: (n: number) => Promise<unknown>) {
    const calls: { idempotencyKey?: string | null }[] = [];
    const bridge = {
      request: jest.fn(async () => undefined),
      requestJson: jest.fn(async (_s: string, context: { idempotencyKey?: string | null }) => {
        calls.push(context);
        return Buffer.from(JSON.stringify(await answer(calls.length)));
      }),
    };
    const a = express();
    a.use(cookieParser());
    a.use(express.json());
    a.use(
      buildApiRouter({
        routes: [route],
        bridge: bridge as never,
        session: { keys: { current: createPublicKey(keys.publicKey), previous: null, previousUntil: 0 }, revoked: { isRevoked: () => false, revokeSession: () => undefined } },
        cookieSecure: false,
        managements: { resolve: async (c) => c },
        idempotency: new IdempotencyStore(new FakeRedis()),
      }),
    );
    return { app: a, calls, bridge };
  }
  const post = (a: express.Express, key: string | null, body: object = { name: '田' }, c = cookie()) => {
    const r = request(a).post('/inasaku/things').set('X-Requested-With', 'test').set('Cookie', c);
    return (key ? r.set('Idempotency-Key', key) : r).send(body);
  };

  it('the repeat gets the first status and body without reaching the service; the key reaches the service', async () => {
    const t = app(async (n) => ({ id: n }));
    const first = await post(t.app, 'key-aaaaaaaa');
    const again = await post(t.app, 'key-aaaaaaaa');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ data: { id: 1 } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(t.calls).toHaveLength(1);
    expect(t.calls[0].idempotencyKey).toBe('key-aaaaaaaa');
  });

  it('another user with the same key is not given the first answer', async () => {
    const t = app(async (n) => ({ id: n }));
    await post(t.app, 'key-bbbbbbbb');
    const other = await post(t.app, 'key-bbbbbbbb', { name: '田' }, cookie('u2', 'a2'));
    expect(other.body).toEqual({ data: { id: 2 } });
    expect(t.calls).toHaveLength(2);
  });

  it('the same key with another body is a 422 and a repeat in flight a 409, both in Japanese', async () => {
    let release: () => void = () => undefined;
    const t = app((n) => (n === 1 ? new Promise((r) => (release = () => r({ id: 1 }))) : Promise.resolve({ id: n })));
    const first = post(t.app, 'key-cccccccc').then((r) => r);
    await new Promise((r) => setTimeout(r, 50));
    const during = await post(t.app, 'key-cccccccc');
    expect(during.status).toBe(409);
    expect(during.body.error.message).toBe('同じ操作を処理中です。しばらくしてから画面を更新して結果を確認してください。');
    release();
    expect((await first).status).toBe(200);
    const changed = await post(t.app, 'key-cccccccc', { name: '畑' });
    expect(changed.status).toBe(422);
    expect(changed.body.error.message).toBe('同じ操作キーで異なる内容が送信されました。画面を更新してからやり直してください。');
  });

  it('after a 504 the retry goes to the service again (which answers from its own record); no key: as before; bad key: 400', async () => {
    const t = app(async (n) => {
      if (n === 1) throw new GatewayError({ statusCode: 504, code: 'GATEWAY_TIMEOUT', message: 'timeout' });
      return { id: n };
    });
    expect((await post(t.app, 'key-dddddddd')).status).toBe(504);
    const retry = await post(t.app, 'key-dddddddd');
    expect(retry.status).toBe(200);
    expect(t.calls.map((c) => c.idempotencyKey)).toEqual(['key-dddddddd', 'key-dddddddd']);
    const plain = await post(t.app, null);
    expect(plain.status).toBe(200);
    expect(t.calls[2].idempotencyKey).toBeUndefined();
    const bad = await post(t.app, 'bad key!');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('操作キー（Idempotency-Key）の形式が正しくありません。');
  });
});
