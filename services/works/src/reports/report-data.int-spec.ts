import {
  SUBJECTS, WORKS_SUBJECTS, expandReportHistory, reportDetailOrder, type ReportWorkData, type ReportWorkHistory, type RpcEnvelope, type WorkHistory,
} from '@inasaku/contracts';
import { fieldItem, globalItem, newAccount, startWorksService, values, type TestAccount, type WorksHarness } from '../test/harness';

const W = WORKS_SUBJECTS;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

describe('yearly work report data (works.reports.work-data)', () => {
  let h: WorksHarness;
  let farm: TestAccount;

  beforeAll(async () => {
    h = await startWorksService();
    // The fields service's list (the stub answers lookups only): the stub's fields with an added order.
    const sub = h.client.nc.subscribe(SUBJECTS.fields.paddyFields.list, { queue: 'fields' });
    void (async () => {
      for await (const msg of sub) {
        const packet = JSON.parse(decoder.decode(msg.data)) as { id: string; data: RpcEnvelope<unknown> };
        const { accountId, managementId } = packet.data.context;
        const ids = [...h.fields['fields'].values()]
          .filter((f) => f.accountId === accountId && f.summary.management_id === managementId)
          .map((f, i) => ({ ...f.summary, sequence: i + 1 }));
        msg.respond(encoder.encode(JSON.stringify({ id: packet.id, response: ids.reverse(), isDisposed: true })));
      }
    })();
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.reset();
    farm = newAccount();
  });

  const workData = (query: { part?: number; parts?: number; cursor?: string } = {}, account = farm) =>
    h.client.call<ReportWorkData>(W.reports.workData, query, account.context());

  it('answers every field, every season and every history of the year at once', async () => {
    const { item } = await fieldItem(h, farm, '1');
    const { item: outside } = await globalItem(h, farm);
    const a = h.fields.add(farm.accountId, farm.managementId, { name: '東1', area: '10' });
    const b = h.fields.add(farm.accountId, farm.managementId, { name: '東2', area: '20' });
    h.fields.add(farm.accountId, farm.managementId, { name: '西1' });
    for (const date of ['2025-05-01', '2025-05-10']) {
      await h.client.call(W.workHistories.create, {
        work_histories: [a, b].map((id) => ({ paddy_field_id: id, item_id: item.item_id, work_items: values(item, { 実施日: date, 作業者: '山田', 施用量: '30' }) })),
      }, farm.context());
    }
    await h.client.call<WorkHistory>(W.globalWorkHistories.create, {
      work_history: { item_id: outside.item_id, work_items: values(outside, { 実施日: '2025-03-01', 作業者: '山田', 機械名: 'トラクター' }), image_paths: [`${farm.managementId}/image/1700000000000/0.jpg`] },
    }, farm.context());

    const data = await workData();
    expect(data.paddy_fields?.map((f) => [f.sequence, f.name, f.area])).toEqual([[1, '東1', '10'], [2, '東2', '20'], [3, '西1', null]]);
    expect(data.seasons?.map((s) => [s.season_name, s.is_not_paddy_field_item])).toEqual([['施肥', false], ['ほ場外作業', true]]);
    expect(data.parts).toBe(1);
    expect(data.work_histories).toHaveLength(5);
    expect(data.next_cursor).toBeNull();
    // Compact: values in the item's detail order, no detail ids.
    expect(data.work_histories.filter((w) => w.f === b).map((w) => w.v)).toContainEqual(['2025-05-01', '山田', null, '30', null]);
    const order = reportDetailOrder(data.seasons!);
    const entries = data.work_histories.map((w) => expandReportHistory(w, order)!);
    const onA = entries.filter((w) => w.paddy_field_id === a).map((w) => w.work_date).sort();
    expect(onA).toEqual(['2025-05-01', '2025-05-10']);
    const amount = item.item_details.find((d) => d.item_detail_name === '施用量')!.item_detail_id;
    expect(entries.find((w) => w.paddy_field_id === b)?.work_items_auto[amount]).toBe('15');
    expect(entries.find((w) => w.paddy_field_id === b)?.work_items[amount]).toBe('30');
    const global = entries.find((w) => w.paddy_field_id === null);
    expect(global).toMatchObject({ item_id: outside.item_id, image_paths: [`${farm.managementId}/image/1700000000000/0.jpg`] });

    // Answers are kept while nothing changes; a new history shows at once.
    expect((await workData()).work_histories).toHaveLength(5);
    await h.client.call(W.workHistories.create, {
      work_histories: [{ paddy_field_id: a, item_id: item.item_id, work_items: values(item, { 実施日: '2025-06-01', 作業者: '山田' }) }],
    }, farm.context());
    expect((await workData()).work_histories).toHaveLength(6);
  });

  it('pages a year too large for one reply, each history once', async () => {
    const { item } = await fieldItem(h, farm, '1');
    const ids = Array.from({ length: 600 }, (_, i) => h.fields.add(farm.accountId, farm.managementId, { name: `F${i}`, area: '10' }));
    const memo = 'あ'.repeat(500);
    for (let i = 0; i < ids.length; i += 100) {
      await h.client.call(W.workHistories.create, {
        work_histories: ids.slice(i, i + 100).map((id) => ({
          paddy_field_id: id, item_id: item.item_id, work_items: values(item, { 実施日: '2025-05-01', 作業者: '山田', メモ: memo }),
        })),
      }, farm.context());
    }
    const first = await workData();
    // 600 histories are one part, but 600 long memos do not fit one reply: the part continues with a cursor.
    expect(first.parts).toBe(1);
    expect(first.next_cursor).not.toBeNull();
    const seen: ReportWorkHistory[] = [...first.work_histories];
    let cursor = first.next_cursor;
    while (cursor) {
      const next = await workData({ part: 0, parts: 1, cursor });
      expect(next.paddy_fields).toBeNull();
      seen.push(...next.work_histories);
      cursor = next.next_cursor;
    }
    expect(new Set(seen.map((w) => w.f)).size).toBe(600);
    expect(seen).toHaveLength(600);
    // The same year asked as 3 parts of the id space: each history exactly once.
    const parted: ReportWorkHistory[] = [];
    for (const part of [0, 1, 2]) {
      let c: string | undefined;
      do {
        const d = await workData({ part, parts: 3, ...(c ? { cursor: c } : {}) });
        parted.push(...d.work_histories);
        c = d.next_cursor ?? undefined;
      } while (c);
    }
    expect(new Set(parted.map((w) => w.f)).size).toBe(600);
    expect(parted).toHaveLength(600);
  });

  it('never shows another account\'s year', async () => {
    const { item } = await fieldItem(h, farm, '1');
    const a = h.fields.add(farm.accountId, farm.managementId, { name: '東1', area: '10' });
    await h.client.call(W.workHistories.create, {
      work_histories: [{ paddy_field_id: a, item_id: item.item_id, work_items: values(item, { 実施日: '2025-05-01', 作業者: '山田' }) }],
    }, farm.context());
    const other = newAccount();
    // The other account naming this account's year (the gateway would refuse it; the service scopes by account too).
    const data = await h.client.call<ReportWorkData>(W.reports.workData, {}, other.context({ managementId: farm.managementId }));
    expect(data.work_histories).toEqual([]);
    expect(data.paddy_fields).toEqual([]);
    expect(await h.client.callError(W.reports.workData, {}, other.context({ accountId: null as unknown as string }))).toMatchObject({ statusCode: 401 });
  });
});
