import { createPrivateKey, createPublicKey, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { Client } from 'pg';
import { JSONCodec, type Subscription } from 'nats';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { HTTP_ROUTES, SESSION_COOKIES, SUBJECTS, type Management } from '@inasaku/contracts';
import { generateSessionKeyPair } from '@inasaku/service-kit';
import { testUrls } from '@inasaku/testing';
// The real works service behind the real gateway, in one process, as the works suites boot it;
// no runtime code crosses the projects.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startWorksService, type WorksHarness } from '../../../works/src/test/harness';
import { createGateway } from '../create-gateway';

const KEYS = generateSessionKeyPair();
const codec = JSONCodec<any>();
const REQUEST_TIMEOUT_MS = 500;

/**
 * Issue 14 item 5 end to end: the works service is slow (its table is locked by another
 * connection), the gateway answers 504, the write is stored anyway once the lock goes; the
 * user presses 保存 again with the same Idempotency-Key and there is one season, the retry
 * answered with it. Without a key the same story stores two.
 */
describe('gateway and a slow service: a retried write counts once', () => {
  let h: WorksHarness;
  let app: NestExpressApplication;
  let years: Subscription;
  const accountId = randomUUID();
  const userId = randomUUID();
  const managementId = randomUUID();

  beforeAll(async () => {
    h = await startWorksService();
    // The account service's answer about the account's years (the gateway settles the year with it).
    const years2026: Management[] = [{ management_id: managementId, start_datetime: '2026-01-01T00:00:00+09:00' }];
    years = h.client.nc.subscribe(SUBJECTS.account.managements.list, {
      callback: (_e, m) => m.respond(codec.encode({ response: years2026, isDisposed: true, id: codec.decode(m.data).id })),
    });
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-slow-'));
    app = await createGateway({
      config: {
        port: 0, natsUrl: testUrls().nats,
        sessionKeys: { current: createPublicKey(KEYS.publicKey), previous: null, previousUntil: 0 },
        requestTimeoutMs: REQUEST_TIMEOUT_MS, bodyLimit: '100kb', cookieSecure: false,
        webRoot, remotesFile: path.join(webRoot, 'remotes.json'), googleMapsApiKey: null, paymentMode: 'sandbox',
        revocationWindowMs: 20 * 60_000, redisUrl: testUrls().redis,
      },
      routes: HTTP_ROUTES,
      logger: false,
    });
    await app.init();
  });
  afterAll(async () => {
    await app.close();
    years.unsubscribe();
    await h.close();
  });
  beforeEach(async () => {
    await h.reset();
  });

  const cookie = `${SESSION_COOKIES.access}=${jwt.sign(
    { sub: userId, acc: accountId, root: true, adm: false, plan: 1 }, createPrivateKey(KEYS.privateKey), { algorithm: 'ES256', expiresIn: 600 },
  )}`;
  const save = (name: string, key: string | null) => {
    const r = request(app.getHttpServer()).post('/inasaku/seasons').set('X-Requested-With', 'inasaku').set('Cookie', cookie);
    return (key ? r.set('Idempotency-Key', key) : r).send({ season_name: name });
  };
  const seasons = async (name: string) =>
    h.sql<{ season_id: string }>('SELECT season_id FROM works.seasons WHERE account_id = $1 AND season_name = $2', [accountId, name]);

  /** Holds the table as a slow or restarting service would; the write goes on once released. */
  async function slowly<T>(during: () => Promise<T>): Promise<T> {
    const blocker = new Client({ connectionString: testUrls().database });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE works.seasons IN EXCLUSIVE MODE');
      return await during();
    } finally {
      await blocker.query('COMMIT').catch(() => undefined);
      await blocker.end();
    }
  }
  const stored = async (name: string, n: number) => {
    const deadline = Date.now() + 5000;
    while ((await seasons(name)).length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  };

  it('504, then the retry with the same key finds the stored season: one row, answered with it; later repeats are replayed', async () => {
    const key = randomUUID();
    const timedOut = await slowly(() => save('田植え', key));
    expect(timedOut.status).toBe(504);
    expect(timedOut.body.error.message).toBe('サーバーからの応答がありません。しばらくしてから再度お試しください。');
    await stored('田植え', 1);

    const retried = await save('田植え', key);
    expect(retried.status).toBe(200);
    const rows = await seasons('田植え');
    expect(rows).toHaveLength(1);
    expect(retried.body.data.season_id).toBe(rows[0].season_id);

    const again = await save('田植え', key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(retried.body);
    expect(await seasons('田植え')).toHaveLength(1);
  });

  it('without a key (an old client) the same story stores the season twice', async () => {
    expect((await slowly(() => save('稲刈り', null))).status).toBe(504);
    await stored('稲刈り', 1);
    expect((await save('稲刈り', null)).status).toBe(200);
    expect(await seasons('稲刈り')).toHaveLength(2);
  });
});
