import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { WORKS_SUBJECTS, type CreateWorkHistoriesResponse, type Item } from '@inasaku/contracts';
import { newAccount, perTest, sql, suiteHarness, testUrls } from '@inasaku/testing';
import { fieldItem, startWorksService, values } from '../test/harness';

const W = WORKS_SUBJECTS;
/** What the gateway waits before it answers 504 (REQUEST_TIMEOUT_MS, shortened). */
const GATEWAY_TIMEOUT_MS = 500;

/**
 * Idempotency-Key for the work-history 保存: after the gateway's 504 the user presses 保存 again
 * with the same Idempotency-Key, and finds one history and one work log, not two.
 */
describe('work-history save with an Idempotency-Key', () => {
  let item: Item;
  let north: string;

  const h = suiteHarness(startWorksService);
  const farm = perTest(newAccount);
  beforeEach(async () => {
    ({ item } = await fieldItem(h, farm, '1'));
    north = h.fields.add(farm.accountId, farm.managementId, { name: '北1', area: '12.3' });
  });

  const body = () => ({
    area_total: '999',
    work_histories: [{ paddy_field_id: north, item_id: item.item_id, work_items: values(item, { 実施日: '2025-05-10', 作業者: '山田' }) }],
  });
  const count = async (table: string, accountId = farm.accountId) =>
    Number((await sql<{ n: string }>(testUrls().database, `SELECT count(*) AS n FROM works.${table} WHERE account_id = $1`, [accountId]))[0].n);

  it('a 保存 retried after a timeout stores one history and one log, and answers as the first', async () => {
    const context = farm.context({ idempotencyKey: randomUUID() });
    // The service is slow: another connection holds the histories table.
    const blocker = new Client({ connectionString: testUrls().database });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE works.work_histories IN EXCLUSIVE MODE');
    await expect(h.client.request(W.workHistories.create, body(), context, GATEWAY_TIMEOUT_MS)).rejects.toThrow(/TIMEOUT/i);
    await blocker.query('COMMIT');
    await blocker.end();

    const deadline = Date.now() + 5000;
    while ((await count('work_histories')) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const retried = await h.client.call<CreateWorkHistoriesResponse>(W.workHistories.create, body(), context);
    expect(await count('work_histories')).toBe(1);
    expect(await count('work_logs')).toBe(1);
    const [stored] = await sql<{ work_history_id: string }>(testUrls().database,
      'SELECT work_history_id FROM works.work_histories WHERE account_id = $1', [farm.accountId]);
    expect(retried.work_histories.map((w) => w.work_history_id)).toEqual([stored.work_history_id]);
  });

  it('another user with the same key saves their own history', async () => {
    const key = randomUUID();
    await h.client.call(W.workHistories.create, body(), farm.context({ idempotencyKey: key }));
    await h.client.call(W.workHistories.create, body(), farm.context({ idempotencyKey: key, userId: randomUUID() }));
    // Pattern 1 keeps both histories of the item on the field: two saves, two rows.
    expect(await count('work_histories')).toBe(2);
    expect(await count('work_logs')).toBe(2);
  });
});
