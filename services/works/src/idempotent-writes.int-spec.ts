import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { EVENTS, WORKS_SUBJECTS, type Item, type Season } from '@inasaku/contracts';
import { IdempotentWrites, idempotencyAccountDeletedConsumer, uncoveredWriteRoutes, writeUnitEscapes } from '@inasaku/service-kit';
import { newAccount, perTest, suiteHarness, testUrls } from '@inasaku/testing';
import { SERVICE_NAME } from './app.module';
import { fieldItem, startWorksService } from './test/harness';

const W = WORKS_SUBJECTS;
/** What the gateway waits before it answers 504 (REQUEST_TIMEOUT_MS, shortened). */
const GATEWAY_TIMEOUT_MS = 500;

/**
 * Idempotency-Key for the works writes besides the histories (idempotent-save.int-spec): every
 * write route of works records its Idempotency-Key in the write's own transaction, so the same
 * write sent twice with one key (a retry after the gateway's 504, which the gateway's Redis
 * does not replay) is stored once and answered alike.
 */
describe('works writes with an Idempotency-Key', () => {
  const escapesBefore = writeUnitEscapes();

  const h = suiteHarness(startWorksService);
  const farm = perTest(newAccount);

  const count = async (table: string, where = 'true') =>
    Number((await h.sql<{ n: string }>(`SELECT count(*) AS n FROM works.${table} WHERE account_id = $1 AND ${where}`, [farm.accountId]))[0].n);
  const keyed = () => farm.context({ idempotencyKey: randomUUID() });

  it('every write route of works reaches a handler that records its key', () => {
    expect(uncoveredWriteRoutes(h.app, SERVICE_NAME)).toEqual([]);
  });

  it('a season created twice with one key is one season, and the repeat gets the first answer', async () => {
    const context = keyed();
    const body = { season_name: '防除', color: '#B4AF4F' };
    const first = await h.client.call<Season>(W.seasons.create, body, context);
    const again = await h.client.call<Season>(W.seasons.create, body, context);
    expect(again).toEqual(first);
    expect(await count('seasons', "season_name = '防除'")).toBe(1);
    // A new user action (a new key) is a new season.
    await h.client.call<Season>(W.seasons.create, body, keyed());
    expect(await count('seasons', "season_name = '防除'")).toBe(2);
  });

  it('a season created after a timeout and retried with the key is stored once', async () => {
    const context = keyed();
    const blocker = new Client({ connectionString: testUrls().database });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE works.seasons IN EXCLUSIVE MODE');
    await expect(h.client.request(W.seasons.create, { season_name: '収穫' }, context, GATEWAY_TIMEOUT_MS)).rejects.toThrow(/TIMEOUT/i);
    await blocker.query('COMMIT');
    await blocker.end();
    // The retry may come while the first is still finishing: it waits for it and replays it.
    const retried = await h.client.call<Season>(W.seasons.create, { season_name: '収穫' }, context);
    expect(await count('seasons', "season_name = '収穫'")).toBe(1);
    const [stored] = await h.sql<{ season_id: string }>("SELECT season_id FROM works.seasons WHERE account_id = $1 AND season_name = '収穫'", [farm.accountId]);
    expect(retried.season_id).toBe(stored.season_id);
  });

  it('an item created, updated and deleted, each sent twice: one item, the same answers', async () => {
    const { season, item } = await fieldItem(h, farm);
    const create = keyed();
    const body = { season_id: season.season_id, item_name: '追肥', item_details: item.item_details.slice(0, 2).map((d) => ({
      item_detail_name: d.item_detail_name, item_detail_type: d.item_detail_type,
    })) };
    const made = await h.client.call<Item>(W.items.create, body, create);
    expect(await h.client.call<Item>(W.items.create, body, create)).toEqual(made);
    expect(await count('items', "item_name = '追肥'")).toBe(1);

    const update = keyed();
    const changed = { ...body, item_id: made.item_id, item_name: '穂肥' };
    const updated = await h.client.call<Item>(W.items.update, changed, update);
    expect(await h.client.call<Item>(W.items.update, changed, update)).toEqual(updated);

    const remove = keyed();
    const removed = await h.client.call(W.items.delete, { item_id: made.item_id }, remove);
    // The repeat of a delete answers as the first did, not 404.
    expect(await h.client.call(W.items.delete, { item_id: made.item_id }, remove)).toEqual(removed);
    expect(await count('items', "item_name = '穂肥' AND deleted_at IS NULL")).toBe(0);
  });

  it('phone positions sent twice with one key (the time taken on arrival) are stored once', async () => {
    const context = keyed();
    const body = { locations: [{ lat: 36.65, lon: 138.18 }] };
    const first = await h.client.call(W.locations.create, body, context);
    await new Promise((r) => setTimeout(r, 20));
    expect(await h.client.call(W.locations.create, body, context)).toEqual(first);
    expect(await count('location_histories')).toBe(1);
  });

  it('keys are forgotten after 24 hours, and with their account when it is deleted', async () => {
    await h.client.call(W.seasons.create, { season_name: '古い' }, keyed());
    await h.client.call(W.seasons.create, { season_name: '新しい' }, keyed());
    const keys = () => h.sql<{ n: string }>('SELECT count(*) AS n FROM works.idempotency_keys WHERE account_id = $1', [farm.accountId]).then((r) => Number(r[0].n));
    expect(await keys()).toBe(2);
    await h.sql(`UPDATE works.idempotency_keys SET created_at = now() - interval '25 hours' WHERE response::text LIKE '%古い%'`);
    await h.app.get(IdempotentWrites).prune();
    expect(await keys()).toBe(1);

    await h.publish(EVENTS.accountDeleted, { account_id: farm.accountId, deleted_at: new Date().toISOString() }, `account.deleted:${farm.accountId}`);
    expect(await h.drained(idempotencyAccountDeletedConsumer(SERVICE_NAME))).toBe(true);
    expect(await keys()).toBe(0);
  });

  it('no query of these writes ran outside its unit', () => {
    expect(writeUnitEscapes() - escapesBefore).toBe(0);
  });
});
