import { createPrivateKey, createPublicKey, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { z } from 'zod';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SESSION_COOKIES, type HttpRoute } from '@inasaku/contracts';
import { generateSessionKeyPair } from '@inasaku/service-kit';
import { testUrls } from '@inasaku/testing';
import { createGateway } from '../create-gateway';

const KEYS = generateSessionKeyPair();
const codec = JSONCodec<any>();
const unique = `idemtest.${process.pid}.${Date.now()}`;
const route: HttpRoute = {
  method: 'POST', path: '/inasaku/test-slow-write', subject: `${unique}.write`, auth: 'session', yearScoped: false,
  body: z.object({ name: z.string() }),
};
const cookie = (sub: string, acc: string) =>
  `${SESSION_COOKIES.access}=${jwt.sign({ sub, acc, root: true, adm: false, plan: 1 }, createPrivateKey(KEYS.privateKey), { algorithm: 'ES256', expiresIn: 60 })}`;

/**
 * Idempotency-Key at the gateway, with real NATS and Redis: the service is slow once (504), the
 * retry with the same key reaches the service carrying the key (the service answers it from its
 * own record, see services/fields idempotent-writes.int-spec), and every later repeat is replayed
 * from Redis without reaching the service, for that user only.
 */
describe('gateway: Idempotency-Key with Redis', () => {
  let app: NestExpressApplication;
  let nc: NatsConnection;
  let redis: Redis;
  const seen: { key: string | null | undefined; user: string }[] = [];

  beforeAll(async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-idem-'));
    nc = await connect({ servers: testUrls().nats });
    nc.subscribe(route.subject, {
      callback: (_e, m) => {
        const packet = codec.decode(m.data);
        seen.push({ key: packet.data.context.idempotencyKey, user: packet.data.context.userId });
        const n = seen.length;
        // The first write is slow: the gateway has answered 504 long before.
        setTimeout(() => m.respond(codec.encode({ response: { n }, isDisposed: true, id: packet.id })), n === 1 ? 900 : 0);
      },
    });
    redis = new Redis(testUrls().redis);
    app = await createGateway({
      config: {
        port: 0, natsUrl: testUrls().nats,
        sessionKeys: { current: createPublicKey(KEYS.publicKey), previous: null, previousUntil: 0 },
        requestTimeoutMs: 400, bodyLimit: '10kb', cookieSecure: false,
        webRoot, remotesFile: path.join(webRoot, 'remotes.json'), googleMapsApiKey: null, paymentMode: 'sandbox',
        revocationWindowMs: 20 * 60_000, redisUrl: testUrls().redis,
      },
      routes: [route],
      logger: false,
    });
    await app.init();
  });

  afterAll(async () => {
    await app.close();
    await nc.drain();
    redis.disconnect();
  });

  const post = (key: string | null, user = 'u1', acc = 'a1', body: object = { name: '田植え' }) => {
    const r = request(app.getHttpServer()).post(route.path).set('X-Requested-With', 'inasaku').set('Cookie', cookie(user, acc));
    return (key ? r.set('Idempotency-Key', key) : r).send(body);
  };

  it('504, then the retry reaches the service with the same key, then repeats are replayed for 24 hours', async () => {
    const key = randomUUID();
    const timedOut = await post(key);
    expect(timedOut.status).toBe(504);
    expect(timedOut.body.error.message).toBe('サーバーからの応答がありません。しばらくしてから再度お試しください。');

    const retried = await post(key);
    expect(retried.status).toBe(200);
    expect(seen.map((s) => s.key)).toEqual([key, key]);

    const replayed = await post(key);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(retried.body);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(seen).toHaveLength(2);
    const ttl = await redis.ttl(`idem:a1:u1:${key}`);
    expect(ttl).toBeGreaterThan(24 * 60 * 60 - 60);
    expect(ttl).toBeLessThanOrEqual(24 * 60 * 60);

    // Another user of the account, or another account, with the same key: not the replay.
    const colleague = await post(key, 'u2', 'a1');
    const stranger = await post(key, 'u9', 'a9');
    expect(colleague.body).not.toEqual(retried.body);
    expect(stranger.body).not.toEqual(retried.body);
    expect(seen.slice(2).map((s) => s.user)).toEqual(['u2', 'u9']);

    // The same key with another body: 422 in Japanese, nothing forwarded.
    const changed = await post(key, 'u1', 'a1', { name: '稲刈り' });
    expect(changed.status).toBe(422);
    expect(seen).toHaveLength(4);

    // Without a key the gateway forwards as before, every time.
    await post(null);
    await post(null);
    expect(seen).toHaveLength(6);
    expect(seen[5].key).toBeUndefined();
  });
});
