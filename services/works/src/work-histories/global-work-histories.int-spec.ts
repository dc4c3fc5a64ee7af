import { WORKS_SUBJECTS, type Item, type Paged, type WorkHistory, type WorkLog } from '@inasaku/contracts';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { fieldItem, globalItem, startWorksService, values } from '../test/harness';

const W = WORKS_SUBJECTS;

describe('global (non-field) work histories', () => {
  let item: Item;

  const h = suiteHarness(startWorksService);
  const farm = perTest(newAccount);
  beforeEach(async () => {
    ({ item } = await globalItem(h, farm));
  });

  const record = (byName: Record<string, string | null>, it = item) =>
    h.client.call<WorkHistory>(W.globalWorkHistories.create, { work_history: { item_id: it.item_id, work_items: values(it, byName) } }, farm.context());
  const list = (itemId?: string) => h.client.call<WorkHistory[]>(W.globalWorkHistories.list, itemId ? { item_id: itemId } : {}, farm.context());

  it('records and lists non-field work, adding entries by default (pattern 1), without area or per-10a values', async () => {
    const first = await record({ 実施日: '2025-03-01', 作業者: '山田', 機械名: 'トラクター' });
    await record({ 実施日: '2025-03-05', 作業者: '佐藤', 機械名: 'コンバイン' });
    expect(first).toMatchObject({ paddy_field_id: null, paddy_field_name: null, is_not_paddy_field_item: true, work_items_auto: {}, season_name: 'ほ場外作業' });
    expect((await list(item.item_id)).map((w) => w.work_date)).toEqual(['2025-03-05', '2025-03-01']);
    const logs = (await h.client.call<Paged<WorkLog>>(W.logs.list, {}, farm.context())).list;
    expect(logs[0]).toMatchObject({ type: 1, is_not_paddy_field_item: true, area_total: null, paddy_fields: [], item_name: '機械整備' });
  });

  it('replaces the item\'s entries of the year with pattern 2', async () => {
    ({ item } = await globalItem(h, farm, '2'));
    await record({ 実施日: '2025-03-01', 作業者: '山田' });
    await record({ 実施日: '2025-03-02', 作業者: '佐藤' });
    expect((await list(item.item_id)).map((w) => w.worker)).toEqual(['佐藤']);
  });

  it('edits and deletes through the global routes only', async () => {
    const w = await record({ 実施日: '2025-03-01', 作業者: '山田' });
    expect(await h.client.callError(W.workHistories.update, { work_history_id: w.work_history_id, work_items: {} }, farm.context())).toMatchObject({ statusCode: 404 });
    const edited = await h.client.call<WorkHistory>(W.globalWorkHistories.update, {
      work_history_id: w.work_history_id, work_items: values(item, { 実施日: '2025-03-02', 作業者: '山田', 機械名: '田植機' }),
    }, farm.context());
    expect(edited.work_items_merged.find((m) => m.item_detail_name === '機械名')?.value).toBe('田植機');
    await h.client.call(W.globalWorkHistories.delete, { work_history_id: w.work_history_id }, farm.context());
    expect(await list()).toEqual([]);
    const types = (await h.client.call<Paged<WorkLog>>(W.logs.list, {}, farm.context())).list.map((l) => l.type);
    expect(types).toEqual([3, 2, 1]);
  });

  it('keeps field and non-field items apart', async () => {
    const { item: onField } = await fieldItem(h, farm);
    expect(await h.client.callError(W.globalWorkHistories.create, {
      work_history: { item_id: onField.item_id, work_items: values(onField, { 実施日: '2025-03-01', 作業者: '山田' }) },
    }, farm.context())).toMatchObject({ statusCode: 400, message: 'ほ場外作業の作業項目を指定してください。' });
    const field = h.fields.add(farm.accountId, farm.managementId, { area: '10' });
    expect(await h.client.callError(W.workHistories.create, {
      work_histories: [{ paddy_field_id: field, item_id: item.item_id, work_items: values(item, { 実施日: '2025-03-01', 作業者: '山田' }) }],
    }, farm.context())).toMatchObject({ statusCode: 400, message: 'ほ場作業の作業項目を指定してください。' });
  });

  it('shows non-field hits of the search apart from the fields', async () => {
    await record({ 実施日: '2025-03-01', 作業者: '山田', 機械名: 'トラクター' });
    const found = await h.client.call<{ listPaddy: unknown[]; listNotPaddy: WorkHistory[] }>(W.workHistories.search, { q: 'トラクター' }, farm.context());
    expect(found.listPaddy).toEqual([]);
    expect(found.listNotPaddy.map((w) => w.item_name)).toEqual(['機械整備']);
  });

  it('hides the histories of a deleted item, and its logs can no longer delete', async () => {
    await record({ 実施日: '2025-03-01', 作業者: '山田' });
    await h.client.call(W.items.delete, { item_id: item.item_id }, farm.context());
    expect(await list()).toEqual([]);
    const [log] = (await h.client.call<Paged<WorkLog>>(W.logs.list, {}, farm.context())).list;
    expect(log.del_flg).toBe('1');
  });
});
