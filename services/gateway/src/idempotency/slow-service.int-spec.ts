import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Client } from 'pg';
import { testUrls } from '@inasaku/testing';
// The real works service behind the real gateway, in one process, as the works suites boot it;
// no runtime code crosses the projects.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startWorksService, type WorksHarness } from '../../../works/src/test/harness';
import { startGatewayInFront, type GatewayInFront } from '../test/gateway-in-front';

const REQUEST_TIMEOUT_MS = 500;

/**
 * Idempotency-Key end to end: the works service is slow (its table is locked by another
 * connection), the gateway answers 504, the write is stored anyway once the lock goes; the
 * user presses 保存 again with the same Idempotency-Key and there is one season, the retry
 * answered with it. Without a key the same story stores two.
 */
describe('gateway and a slow service: a retried write counts once', () => {
  let h: WorksHarness;
  let gw: GatewayInFront;
  const accountId = randomUUID();
  const userId = randomUUID();
  const managementId = randomUUID();

  beforeAll(async () => {
    h = await startWorksService();
    gw = await startGatewayInFront(h.client.nc, {
      years: [{ management_id: managementId, start_datetime: '2026-01-01T00:00:00+09:00' }],
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    });
  });
  afterAll(async () => {
    await gw.close();
    await h.close();
  });
  beforeEach(async () => {
    await h.reset();
  });

  const cookie = () => gw.cookie(userId, accountId);
  const save = (name: string, key: string | null) => {
    const r = request(gw.app.getHttpServer()).post('/inasaku/seasons').set('X-Requested-With', 'inasaku').set('Cookie', cookie());
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
