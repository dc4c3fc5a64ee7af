import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { SUBJECTS, type PaddyField } from '@inasaku/contracts';
import { newAccount, perTest, suiteHarness, testUrls } from '@inasaku/testing';
import { startFieldsService } from '../test/harness';

const pf = SUBJECTS.fields.paddyFields;
/** What the gateway waits before it answers 504 (REQUEST_TIMEOUT_MS, shortened). */
const GATEWAY_TIMEOUT_MS = 500;

/**
 * Idempotency-Key on the service side: the write and its Idempotency-Key are one unit, so a
 * retry after the gateway gave up (504) gets the first answer instead of a second write.
 * The service is made slow by holding a lock on its table from another connection.
 */
describe('paddy-field registration with an Idempotency-Key', () => {
  let blocker: Client | null = null;

  // Declared before the harness so that it runs before the service closes.
  afterAll(async () => {
    await blocker?.end().catch(() => undefined);
  });
  const h = suiteHarness(startFieldsService);
  const farm = perTest(newAccount);

  const body = { paddy_fields: [{ map_pos: '36.6512,138.1812' }] };
  const pins = async (accountId = farm.accountId) =>
    Number((await h.sql<{ n: string }>('SELECT count(*) AS n FROM fields.paddy_fields WHERE account_id = $1', [accountId]))[0].n);

  /** Holds the table so that every insert waits, as a slow or restarting service would. */
  async function slowDown(): Promise<() => Promise<void>> {
    blocker = new Client({ connectionString: testUrls().database });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE fields.paddy_fields IN EXCLUSIVE MODE');
    const held = blocker;
    return async () => {
      await held.query('COMMIT');
      await held.end();
      blocker = null;
    };
  }

  it('a retry after a timeout with the same key finds the first write: one row, the first answer', async () => {
    const key = randomUUID();
    const context = farm.context({ idempotencyKey: key });
    const release = await slowDown();
    // The gateway gives up: the user sees 504 サーバーからの応答がありません。
    await expect(h.client.request(pf.create, body, context, GATEWAY_TIMEOUT_MS)).rejects.toThrow(/TIMEOUT/i);
    await release();
    // ...but the service went on and stored the pin. The user presses 保存 again: same key.
    const deadline = Date.now() + 5000;
    while ((await pins()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const retried = await h.client.call<PaddyField[]>(pf.create, body, context);
    expect(await pins()).toBe(1);
    const [stored] = await h.sql<{ paddy_field_id: string }>('SELECT paddy_field_id FROM fields.paddy_fields WHERE account_id = $1', [farm.accountId]);
    expect(retried.map((f) => f.paddy_field_id)).toEqual([stored.paddy_field_id]);
    // And once more: still one.
    await h.client.call(pf.create, body, context);
    expect(await pins()).toBe(1);
  });

  it('a repeat that arrives while the first is still writing waits for it and gets its answer', async () => {
    const context = farm.context({ idempotencyKey: randomUUID() });
    const release = await slowDown();
    const first = h.client.call<PaddyField[]>(pf.create, body, context);
    await new Promise((r) => setTimeout(r, 200));
    const repeat = h.client.call<PaddyField[]>(pf.create, body, context);
    await new Promise((r) => setTimeout(r, 200));
    await release();
    const [a, b] = await Promise.all([first, repeat]);
    expect(b).toEqual(a);
    expect(await pins()).toBe(1);
  });

  it('another user or another account with the same key writes its own pin, not the replay', async () => {
    const key = randomUUID();
    const mine = await h.client.call<PaddyField[]>(pf.create, body, farm.context({ idempotencyKey: key }));
    const colleague = await h.client.call<PaddyField[]>(pf.create, body, farm.context({ idempotencyKey: key, userId: randomUUID() }));
    const other = newAccount();
    const theirs = await h.client.call<PaddyField[]>(pf.create, body, other.context({ idempotencyKey: key }));
    expect(colleague[0].paddy_field_id).not.toBe(mine[0].paddy_field_id);
    expect(theirs[0].paddy_field_id).not.toBe(mine[0].paddy_field_id);
    expect(await pins()).toBe(2);
    expect(await pins(other.accountId)).toBe(1);
  });

  it('the same key with another body is refused in Japanese and writes nothing; no key writes every time', async () => {
    const key = randomUUID();
    await h.client.call(pf.create, body, farm.context({ idempotencyKey: key }));
    const err = await h.client.callError(pf.create, { paddy_fields: [{ map_pos: '36.7,138.2' }] }, farm.context({ idempotencyKey: key }));
    expect(err).toMatchObject({ statusCode: 422, message: '同じ操作キーで異なる内容が送信されました。画面を更新してからやり直してください。' });
    expect(await pins()).toBe(1);
    await h.client.call(pf.create, body, farm.context());
    await h.client.call(pf.create, body, farm.context());
    expect(await pins()).toBe(3);
  });

  it('a write that failed keeps no key: the corrected retry with the same key is written', async () => {
    const key = randomUUID();
    const gone = await h.client.callError(pf.update, { paddy_field_id: randomUUID(), name: '北' }, farm.context({ idempotencyKey: key }));
    expect(gone.statusCode).toBe(404);
    const [created] = await h.client.call<PaddyField[]>(pf.create, body, farm.context());
    const updated = await h.client.call<PaddyField>(pf.update, { paddy_field_id: created.paddy_field_id, name: '北' }, farm.context({ idempotencyKey: randomUUID() }));
    expect(updated.name).toBe('北');
    expect(await h.sql('SELECT 1 FROM fields.idempotency_keys WHERE key = $1', [key])).toHaveLength(0);
  });
});
