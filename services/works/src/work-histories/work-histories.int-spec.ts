import { EVENTS, WORKS_SUBJECTS, type CreateWorkHistoriesResponse, type Item, type Paged, type PaddyFieldHistorySummary, type WorkHistory, type WorkLog } from '@inasaku/contracts';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { CONSUMERS } from '../events/work-events.listener';
import { searchGrams } from './work-entry';
import { fieldItem, startWorksService, values } from '../test/harness';

const W = WORKS_SUBJECTS;

describe('field work histories', () => {
  let item: Item;
  let north: string;
  let south: string;
  let east: string;

  const h = suiteHarness(startWorksService);
  const farm = perTest(newAccount);
  beforeEach(async () => {
    ({ item } = await fieldItem(h, farm, '2'));
    north = h.fields.add(farm.accountId, farm.managementId, { name: '北1', area: '12.3' });
    south = h.fields.add(farm.accountId, farm.managementId, { name: '南2', area: '0.1' });
    east = h.fields.add(farm.accountId, farm.managementId, { name: '東3', area: '0.2' });
  });

  const save = (fieldIds: string[], byName: Record<string, string | number | null>, extra: object = {}, account = farm) =>
    h.client.call<CreateWorkHistoriesResponse>(W.workHistories.create, {
      area_total: '999',
      work_histories: fieldIds.map((paddy_field_id) => ({ paddy_field_id, item_id: item.item_id, work_items: values(item, byName), ...extra })),
    }, account.context());
  const listOf = (fieldId: string) => h.client.call<WorkHistory[]>(W.workHistories.list, { paddy_field_id: fieldId }, farm.context());
  const logs = async () => (await h.client.call<Paged<WorkLog>>(W.logs.list, { count: 50 }, farm.context())).list;

  it('saves one entry for several fields with per-10a values, an exact area total, empties dropped, and a type-1 log', async () => {
    const result = await save([north, south, east], { 実施日: '2025-05-10', 作業者: '山田、佐藤', 肥料名: '一発肥料', 施用量: 30, メモ: '  ' }, {
      image_paths: [`${farm.managementId}/image/1746835200000/0.jpg`],
    });
    expect(result.area_total).toBe('12.6');
    expect(result.replaced_work_history_ids).toEqual([]);
    expect(result.work_histories.map((w) => w.paddy_field_name)).toEqual(['北1', '南2', '東3']);

    const [amount] = item.item_details.filter((d) => d.item_detail_name === '施用量');
    const memo = item.item_details.find((d) => d.item_detail_name === 'メモ')!;
    const [n] = await listOf(north);
    expect(n).toMatchObject({
      season_name: '施肥', item_name: '元肥', is_not_paddy_field_item: false, paddy_field_id: north, paddy_field_name: '北1',
      work_date: '2025-05-10', worker: '山田、佐藤', create_user_id: farm.userId,
      image_paths: [`${farm.managementId}/image/1746835200000/0.jpg`],
      image_urls: [`/media/file/${farm.managementId}/image/1746835200000/0.jpg`],
    });
    expect(n.work_items[amount.item_detail_id]).toBe('30');
    expect(memo.item_detail_id in n.work_items).toBe(false);
    // 30 kg on 12.3 a -> 24.390... per 10a, rounded at the third decimal.
    expect(n.work_items_auto).toEqual({ [amount.item_detail_id]: '24.39' });
    expect(n.work_items_merged.map((m) => [m.item_detail_name, m.value, m.auto_value, m.item_detail_unit])).toEqual([
      ['実施日', '2025-05-10', null, null], ['作業者', '山田、佐藤', null, null], ['肥料名', '一発肥料', null, null], ['施用量', '30', '24.39', 'kg'],
    ]);
    expect((await listOf(south))[0].work_items_auto).toEqual({ [amount.item_detail_id]: '3000' });

    const [log] = await logs();
    expect(log).toMatchObject({
      type: 1, del_flg: '0', work_date: '2025-05-10', worker: '山田、佐藤', season_name: '施肥', item_name: '元肥', area_total: '12.6',
      paddy_fields: [{ paddy_field_id: north, paddy_field_name: '北1' }, { paddy_field_id: south, paddy_field_name: '南2' }, { paddy_field_id: east, paddy_field_name: '東3' }],
      user_id: farm.userId, image_paths: [`${farm.managementId}/image/1746835200000/0.jpg`],
    });
    expect(log.item_details).toEqual([
      { item_detail_name: '実施日', item_detail_unit: null, item_detail_value: '2025-05-10' },
      { item_detail_name: '作業者', item_detail_unit: null, item_detail_value: '山田、佐藤' },
      { item_detail_name: '肥料名', item_detail_unit: null, item_detail_value: '一発肥料' },
      { item_detail_name: '施用量', item_detail_unit: 'kg', item_detail_value: '30' },
      { item_detail_name: 'メモ', item_detail_unit: null, item_detail_value: null },
    ]);
  });

  it('overwrites the field\'s earlier history of the item with pattern 2 and keeps others', async () => {
    const first = await save([north, south], { 実施日: '2025-05-10', 作業者: '山田', 施用量: '20' });
    const second = await save([north], { 実施日: '2025-05-12', 作業者: '佐藤', 施用量: '25' });
    expect(second.replaced_work_history_ids).toEqual([first.work_histories[0].work_history_id]);
    expect((await listOf(north)).map((w) => w.worker)).toEqual(['佐藤']);
    expect((await listOf(south)).map((w) => w.worker)).toEqual(['山田']);
    // The first log still has a living history (south), so it stays deletable.
    const [newest, oldest] = await logs();
    expect([newest.type, newest.del_flg, oldest.type, oldest.del_flg]).toEqual([1, '0', 1, '0']);

    await save([south], { 実施日: '2025-05-13', 作業者: '鈴木' });
    const all = await logs();
    expect(all.map((l) => l.del_flg)).toEqual(['0', '0', '1']);
  });

  it('adds a further history with pattern 1', async () => {
    ({ item } = await fieldItem(h, farm, '1'));
    await save([north], { 実施日: '2025-06-01', 作業者: '山田' });
    const again = await save([north], { 実施日: '2025-06-20', 作業者: '佐藤' });
    expect(again.replaced_work_history_ids).toEqual([]);
    expect((await listOf(north)).map((w) => w.work_date)).toEqual(['2025-06-20', '2025-06-01']);
  });

  it('edits a history (auto recomputed from the field\'s current area) with a type-2 log, and deletes it with a type-3 log', async () => {
    const { work_histories: [w] } = await save([north], { 実施日: '2025-05-10', 作業者: '山田', 施用量: '30' });
    const edited = await h.client.call<WorkHistory>(W.workHistories.update, {
      work_history_id: w.work_history_id, work_items: values(item, { 実施日: '2025-05-11', 作業者: '山田', 施用量: '36.9', メモ: '雨のため翌日' }),
    }, farm.context());
    const amountId = item.item_details[3].item_detail_id;
    expect(edited).toMatchObject({ work_date: '2025-05-11', work_items_auto: { [amountId]: '30' }, update_user_id: farm.userId });
    expect(edited.image_paths).toEqual([]);

    expect(await h.client.call(W.workHistories.delete, { work_history_id: w.work_history_id }, farm.context())).toEqual({ work_history_id: w.work_history_id });
    expect(await listOf(north)).toEqual([]);
    const [del, edit, insert] = await logs();
    expect([del.type, edit.type, insert.type]).toEqual([3, 2, 1]);
    expect(del).toMatchObject({ work_date: '2025-05-11', area_total: '12.3', paddy_fields: [{ paddy_field_id: north, paddy_field_name: '北1' }] });
    expect(edit.item_details.find((d) => d.item_detail_name === 'メモ')?.item_detail_value).toBe('雨のため翌日');
    expect([del.del_flg, edit.del_flg, insert.del_flg]).toEqual(['0', '1', '1']);
    expect(await h.client.callError(W.workHistories.delete, { work_history_id: w.work_history_id }, farm.context())).toMatchObject({ statusCode: 404 });
    // Field routes do not touch global histories and vice versa.
    expect(await h.client.callError(W.globalWorkHistories.delete, { work_history_id: w.work_history_id }, farm.context())).toMatchObject({ statusCode: 404 });
  });

  it('validates every detail by its type and stores nothing on bad input', async () => {
    const before = await h.sql('SELECT count(*)::int AS n FROM works.work_logs');
    const d = Object.fromEntries(item.item_details.map((x) => [x.item_detail_name, x.item_detail_id]));
    const cases: [Record<string, string | number | null>, string, string][] = [
      [{ 作業者: '山田' }, `work_items.${d['実施日']}`, '実施日は必須項目です。'],
      [{ 実施日: '2025-02-30', 作業者: '山田' }, `work_items.${d['実施日']}`, '日付はYYYY-MM-DDの形式で入力してください。'],
      [{ 実施日: '2025-05-10', 作業者: '' }, `work_items.${d['作業者']}`, '作業者は必須項目です。'],
      [{ 実施日: '2025-05-10', 作業者: 'あ'.repeat(101) }, `work_items.${d['作業者']}`, '入力可能な文字数（100文字）を超えています。'],
      [{ 実施日: '2025-05-10', 作業者: '山田', 施用量: '1.2345' }, `work_items.${d['施用量']}`, '整数9桁以内、小数3桁以内の数値で入力してください。'],
      [{ 実施日: '2025-05-10', 作業者: '山田', 施用量: '01' }, `work_items.${d['施用量']}`, '整数9桁以内、小数3桁以内の数値で入力してください。'],
      [{ 実施日: '2025-05-10', 作業者: '山田', 肥料名: 'x'.repeat(101) }, `work_items.${d['肥料名']}`, '入力可能な文字数（100文字）を超えています。'],
      [{ 実施日: '2025-05-10', 作業者: '山田', メモ: 'x'.repeat(1001) }, `work_items.${d['メモ']}`, '入力可能な文字数（1000文字）を超えています。'],
    ];
    for (const [byName, field, message] of cases) {
      const err = await h.client.callError(W.workHistories.create, {
        work_histories: [{ paddy_field_id: north, item_id: item.item_id, work_items: values(item, byName) }],
      }, farm.context());
      expect({ field, ...err }).toEqual({ field: `work_histories.0.${field}`, statusCode: 400, code: 'VALIDATION_ERROR', message });
    }
    expect(await h.client.callError(W.workHistories.create, {
      work_histories: [{ paddy_field_id: north, item_id: item.item_id, work_items: values(item, { 実施日: '2025-05-10', 作業者: '山田' }), image_paths: ['../../etc/passwd'] }],
    }, farm.context())).toMatchObject({ statusCode: 400, message: '画像のパスが正しくありません。' });
    expect(await h.client.callError(W.workHistories.create, {
      work_histories: [{ paddy_field_id: north, item_id: item.item_id, work_items: values(item, { 実施日: '2025-05-10', 作業者: '山田' }), image_paths: [`${newAccount().managementId}/image/1/0.png`] }],
    }, farm.context())).toMatchObject({ statusCode: 400, field: 'work_histories.0.image_paths' });
    expect(await h.sql('SELECT * FROM works.work_histories')).toEqual([]);
    expect(await h.sql('SELECT count(*)::int AS n FROM works.work_logs')).toEqual(before);
  });

  it('refuses fields of another year or unknown to the fields service with 404', async () => {
    const otherYear = h.fields.add(farm.accountId, newAccount().managementId, { name: '昨年' });
    expect(await h.client.callError(W.workHistories.create, {
      work_histories: [{ paddy_field_id: otherYear, item_id: item.item_id, work_items: values(item, { 実施日: '2025-05-10', 作業者: '山田' }) }],
    }, farm.context())).toMatchObject({ statusCode: 404 });
    expect(await h.client.callError(W.workHistories.list, { paddy_field_id: otherYear }, farm.context())).toMatchObject({ statusCode: 404 });
  });

  it('answers the summaries the pins and the overwrite confirmation need', async () => {
    await save([north, south], { 実施日: '2025-05-10', 作業者: '山田' });
    const summaries = await h.client.call<PaddyFieldHistorySummary[]>(W.workHistories.summaries, { item_id: item.item_id }, farm.context());
    expect(summaries).toHaveLength(2);
    expect(summaries).toEqual(expect.arrayContaining([
      { paddy_field_id: north, season_id: item.season_id, item_id: item.item_id, count: 1, last_work_date: '2025-05-10' },
    ]));
    expect(await h.client.call(W.workHistories.summaries, { paddy_field_id: east }, farm.context())).toEqual([]);
  });

  it('finds histories by value, worker, item and season name, grouped per field', async () => {
    await save([north, south], { 実施日: '2025-05-10', 作業者: '山田', 肥料名: 'コシヒカリ専用肥料' });
    await save([east], { 実施日: '2025-05-11', 作業者: '佐藤', 肥料名: '有機ペレット' });
    type Search = { listPaddy: { paddy_field_id: string; map_pos: string; workHistories: WorkHistory[] }[]; listNotPaddy: WorkHistory[]; total_count: number };
    const byValue = await h.client.call<Search>(W.workHistories.search, { q: 'ｺｼﾋｶﾘ' }, farm.context());
    expect(byValue.listPaddy.map((g) => g.paddy_field_id).sort()).toEqual([north, south].sort());
    expect(byValue.listPaddy[0].map_pos).toBe('36.65,138.18');
    expect(byValue.total_count).toBe(2);
    expect((await h.client.call<Search>(W.workHistories.search, { q: '佐藤' }, farm.context())).listPaddy.map((g) => g.paddy_field_id)).toEqual([east]);
    expect((await h.client.call<Search>(W.workHistories.search, { q: '元肥' }, farm.context())).total_count).toBe(3);
    expect(await h.client.call(W.workHistories.search, { q: '100%' }, farm.context())).toEqual({ listPaddy: [], listNotPaddy: [], total_count: 0, truncated: false, next_offset: null });
    expect(await h.client.callError(W.workHistories.search, { q: '' }, farm.context())).toMatchObject({ statusCode: 400, message: '検索文字列は必須項目です。' });
    // One character has no two-character piece: found by scanning.
    expect((await h.client.call<Search>(W.workHistories.search, { q: '藤' }, farm.context())).total_count).toBe(1);
  });

  it('pages the search: 30 hits newest first, then the rest from next_offset, none twice', async () => {
    const many = Array.from({ length: 33 }, (_, i) => h.fields.add(farm.accountId, farm.managementId, { name: `田${i}`, area: '10' }));
    await save(many.slice(0, 20), { 実施日: '2025-05-10', 作業者: '山田' });
    await save(many.slice(20), { 実施日: '2025-06-01', 作業者: '山田' });
    type Search = { listPaddy: { workHistories: WorkHistory[] }[]; total_count: number; truncated: boolean; next_offset: number | null };
    const page = (offset?: number) => h.client.call<Search>(W.workHistories.search, { q: '山田', ...(offset === undefined ? {} : { offset }) }, farm.context());
    const ids = (s: Search) => s.listPaddy.flatMap((g) => g.workHistories.map((w) => w.work_history_id));
    const first = await page();
    expect(first).toMatchObject({ total_count: 33, truncated: true, next_offset: 30 });
    expect(ids(first)).toHaveLength(30);
    expect(first.listPaddy[0].workHistories[0].work_date).toBe('2025-06-01');
    const second = await page(30);
    expect(second).toMatchObject({ total_count: 33, truncated: false, next_offset: null });
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(33);
    expect(await page(100)).toMatchObject({ listPaddy: [], total_count: 33, next_offset: null });
    expect(await h.client.callError(W.workHistories.search, { q: '山田', offset: -1 }, farm.context()))
      .toMatchObject({ statusCode: 400, message: '表示位置は0以上の整数で指定してください。' });
  });

  it('cuts search pieces in the migration\'s SQL exactly as the service does', async () => {
    const text = '2025-05-10\n山田、佐藤\n𠮷野家の肥料';
    const [row] = await h.sql<{ grams: string[] }>(
      `SELECT ARRAY(SELECT DISTINCT left($1::text, 8) || ':' || substr(line, i, 2)
         FROM unnest(string_to_array($2::text, E'\\n')) AS line, generate_series(1, greatest(char_length(line) - 1, 0)) AS i) AS grams`,
      [farm.managementId, text],
    );
    expect([...row.grams].sort()).toEqual(searchGrams(farm.managementId, text).sort());
  });

  it('answers a repeated search from memory until a history, an item or a season changes', async () => {
    const { work_histories: [w] } = await save([north, south], { 実施日: '2025-05-10', 作業者: '山田' });
    const hitsOf = async (q: string) => (await h.client.call<{ total_count: number }>(W.workHistories.search, { q }, farm.context())).total_count;
    expect(await hitsOf('山田')).toBe(2);
    expect(await hitsOf('山田')).toBe(2);
    await h.client.call(W.workHistories.update, { work_history_id: w.work_history_id, work_items: values(item, { 実施日: '2025-05-10', 作業者: '佐藤' }) }, farm.context());
    expect(await hitsOf('山田')).toBe(1);
    await save([east], { 実施日: '2025-05-12', 作業者: '山田' });
    expect(await hitsOf('山田')).toBe(2);
    await h.client.call(W.workHistories.delete, { work_history_id: w.work_history_id }, farm.context());
    expect(await hitsOf('佐藤')).toBe(0);
    expect(await hitsOf('穂肥')).toBe(0);
    await h.client.call(W.items.update, { item_id: item.item_id, season_id: item.season_id, item_name: '穂肥', item_details: item.item_details }, farm.context());
    expect(await hitsOf('穂肥')).toBe(2);
    // Another account's identical query is its own.
    const other = newAccount();
    await fieldItem(h, other, '2');
    expect(await h.client.call(W.workHistories.search, { q: '山田' }, other.context())).toMatchObject({ total_count: 0 });
  });

  it('keeps no pending list in the search pieces\' index (every search would read it whole)', async () => {
    const [index] = await h.sql<{ options: string[] }>(`SELECT reloptions AS options FROM pg_class WHERE relname = 'work_histories_grams_idx'`);
    expect(index.options).toContain('fastupdate=off');
  });

  it('no longer shows the histories of a field deleted in the fields service', async () => {
    await save([north, south], { 実施日: '2025-05-10', 作業者: '山田' });
    h.fields.remove(north);
    await h.publish(EVENTS.paddyFieldDeleted, {
      account_id: farm.accountId, management_id: farm.managementId, paddy_field_ids: [north], deleted_at: new Date().toISOString(),
    }, `paddy-field.deleted:${north}`);
    expect(await h.drained(CONSUMERS.paddyFieldDeleted)).toBe(true);
    const rows = await h.sql<{ n: number }>('SELECT count(*)::int AS n FROM works.work_histories WHERE paddy_field_id = $1 AND deleted_at IS NULL', [north]);
    expect(rows[0].n).toBe(0);
    expect(await h.client.callError(W.workHistories.list, { paddy_field_id: north }, farm.context())).toMatchObject({ statusCode: 404 });
    const summaries = await h.client.call<PaddyFieldHistorySummary[]>(W.workHistories.summaries, {}, farm.context());
    expect(summaries.map((s) => s.paddy_field_id)).toEqual([south]);
    const search = await h.client.call<{ total_count: number }>(W.workHistories.search, { q: '山田' }, farm.context());
    expect(search.total_count).toBe(1);
  });

  it('takes the field names of reads from the year\'s directory, asked once for many reads', async () => {
    await save([north, south], { 実施日: '2025-05-10', 作業者: '山田' });
    const before = { directory: h.fields.directoryCalls, lookups: h.fields.calls };
    const panel = await h.client.call<WorkHistory[]>(W.workHistories.list, { paddy_field_id: north }, farm.context());
    await h.client.call(W.workHistories.list, { paddy_field_id: south }, farm.context());
    await h.client.call(W.workHistories.search, { q: '山田' }, farm.context());
    expect(panel[0].paddy_field_name).toBe('北1');
    expect(h.fields.directoryCalls - before.directory).toBe(1);
    expect(h.fields.calls).toBe(before.lookups);
  });
});
