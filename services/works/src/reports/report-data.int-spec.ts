import { randomUUID } from 'node:crypto';
import {
  SUBJECTS, WORKS_SUBJECTS, expandReportHistory, reportDetailOrder, type ReportWorkData, type ReportWorkHistory, type RpcEnvelope, type WorkHistory,
} from '@inasaku/contracts';
import { newAccount, suiteHarness, type TestAccount } from '@inasaku/testing';
import { fieldItem, globalItem, startWorksService, values } from '../test/harness';

const W = WORKS_SUBJECTS;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

describe('yearly work report data (works.reports.work-data)', () => {
  let farm: TestAccount;
  /** The account service's years per account (the stub below answers them). */
  const years = new Map<string, string[]>();
  const account = (): TestAccount => {
    const a = newAccount();
    years.set(a.accountId, [a.managementId]);
    return a;
  };

  const h = suiteHarness(startWorksService);
  beforeAll(async () => {
    const yearsSub = h.client.nc.subscribe(SUBJECTS.account.managements.list, { queue: 'account' });
    void (async () => {
      for await (const msg of yearsSub) {
        const packet = JSON.parse(decoder.decode(msg.data)) as { id: string; data: RpcEnvelope<unknown> };
        const ids = years.get(packet.data.context.accountId ?? '') ?? [];
        const response = ids.map((id, i) => ({ management_id: id, start_datetime: `${2025 - i}-01-01T00:00:00+09:00` }));
        msg.respond(encoder.encode(JSON.stringify({ id: packet.id, response, isDisposed: true })));
      }
    })();
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
  beforeEach(async () => {
    farm = account();
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

  it('gives each field its boundary\'s area from the fields service beside the typed one (null without a boundary)', async () => {
    const outlined = h.fields.add(farm.accountId, farm.managementId, { name: '筆1', area: '10' });
    h.fields.add(farm.accountId, farm.managementId, { name: 'ピン', area: '20' });
    Object.assign(h.fields['fields'].get(outlined)!.summary, { boundary_area_a: 10.25 });

    const data = await workData();
    expect(data.paddy_fields?.map((f) => [f.name, f.area, f.boundary_area_a])).toEqual([['筆1', '10', 10.25], ['ピン', '20', null]]);
  });

  it('gives back exactly the stored histories of the year (the usual list\'s values), none deleted, none of another year', async () => {
    const { item } = await fieldItem(h, farm, '1');
    const { item: outside } = await globalItem(h, farm);
    const fields = Array.from({ length: 5 }, (_, i) => h.fields.add(farm.accountId, farm.managementId, { name: `F${i}`, area: String(10 * (i + 1)) }));
    for (const [n, date] of ['2025-04-01', '2025-05-02', '2025-06-03'].entries()) {
      await h.client.call(W.workHistories.create, {
        work_histories: fields.map((id, i) => ({
          paddy_field_id: id, item_id: item.item_id,
          work_items: values(item, { 実施日: date, 作業者: `作業者${i}`, ...(i % 2 ? { 肥料名: `"引用"\\と\n改行${n}` } : {}), 施用量: String(i + n), ...(i === 2 ? { メモ: 'メモ' } : {}) }),
          image_paths: i === 1 ? [`${farm.managementId}/image/1700000000000/${n}.jpg`, `${farm.managementId}/image/1700000000000/${n + 10}.jpg`] : [],
        })),
      }, farm.context());
    }
    await h.client.call<WorkHistory>(W.globalWorkHistories.create, {
      work_history: { item_id: outside.item_id, work_items: values(outside, { 実施日: '2025-03-01', 作業者: '山田', 機械名: 'トラクター' }) },
    }, farm.context());
    // One history deleted, and one of the same account's other year: neither is in the report.
    const listed = (await Promise.all(fields.map((id) => h.client.call<WorkHistory[]>(W.workHistories.list, { paddy_field_id: id }, farm.context())))).flat();
    await h.client.call(W.workHistories.delete, { work_history_id: listed[0].work_history_id }, farm.context());
    const otherYear = farm.context({ managementId: randomUUID() });
    years.get(farm.accountId)!.push(otherYear.managementId as string);
    const otherField = h.fields.add(farm.accountId, otherYear.managementId as string, { name: '去年', area: '10' });
    await h.client.call(W.workHistories.create, {
      work_histories: [{ paddy_field_id: otherField, item_id: item.item_id, work_items: values(item, { 実施日: '2024-05-01', 作業者: '去年' }) }],
    }, otherYear);
    h.fields.remove(otherField);

    const data = await workData();
    const order = reportDetailOrder(data.seasons!);
    const got = data.work_histories.map((w) => expandReportHistory(w, order)!);
    const fieldHistories = (await Promise.all(fields.map((id) => h.client.call<WorkHistory[]>(W.workHistories.list, { paddy_field_id: id }, farm.context())))).flat();
    const globals = await h.client.call<WorkHistory[]>(W.globalWorkHistories.list, {}, farm.context());
    const expected = [...fieldHistories, ...globals].map((w) => ({
      paddy_field_id: w.paddy_field_id, item_id: w.item_id, work_items: w.work_items, work_items_auto: w.work_items_auto,
      image_paths: w.image_paths, work_date: w.work_date,
    }));
    const key = (e: { paddy_field_id: string | null; work_date: string | null }) => `${e.paddy_field_id}:${e.work_date}`;
    const sortByKey = <T extends { paddy_field_id: string | null; work_date: string | null }>(list: T[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
    expect(got).toHaveLength(15);
    expect(sortByKey(got.map(({ create_datetime: _, ...rest }) => rest))).toEqual(sortByKey(expected));
    expect(got.every((e) => !Number.isNaN(Date.parse(e.create_datetime)))).toBe(true);
  });

  it('answers a year larger than one NATS message whole, and still pages for clients that ask for parts', async () => {
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
    // 600 long memos do not fit one NATS message: the first answer still holds the whole year
    // (the reply travels in chunks), so the client asks nothing more.
    expect(first.parts).toBe(1);
    expect(first.next_cursor).toBeNull();
    expect(Buffer.byteLength(JSON.stringify(first))).toBeGreaterThan(900 * 1024);
    expect(new Set(first.work_histories.map((w) => w.f)).size).toBe(600);
    expect(first.work_histories).toHaveLength(600);
    expect(first.work_histories.every((w) => w.v[4] === memo)).toBe(true);
    // A client that asks for part 0 of 1 gets it continued by cursor, each history once.
    const seen: ReportWorkHistory[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const next = await workData({ part: 0, parts: 1, ...(cursor ? { cursor } : {}) });
      expect(next.paddy_fields).toBeNull();
      seen.push(...next.work_histories);
      cursor = next.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
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

  it('refuses another account\'s year with 404 and answers nothing of it', async () => {
    const { item } = await fieldItem(h, farm, '1');
    const a = h.fields.add(farm.accountId, farm.managementId, { name: '東1', area: '10' });
    await h.client.call(W.workHistories.create, {
      work_histories: [{ paddy_field_id: a, item_id: item.item_id, work_items: values(item, { 実施日: '2025-05-01', 作業者: '山田' }) }],
    }, farm.context());
    expect((await workData()).work_histories).toHaveLength(1);
    const other = account();
    // The other account naming this account's year (the gateway refuses it first; the service owns the rule too).
    for (const query of [{}, { part: 0, parts: 1 }]) {
      const err = await h.client.callError(W.reports.workData, query, other.context({ managementId: farm.managementId }));
      expect(err).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      expect(JSON.stringify(err)).not.toContain(a);
    }
    // A year nobody has, and its own year still answered (empty).
    expect(await h.client.callError(W.reports.workData, {}, other.context({ managementId: randomUUID() }))).toMatchObject({ statusCode: 404 });
    expect((await workData({}, other)).work_histories).toEqual([]);
    // The owner asked first: its year kept in memory does not let the other account in.
    expect(await h.client.callError(W.reports.workData, {}, other.context({ managementId: farm.managementId }))).toMatchObject({ statusCode: 404 });
    expect(await h.client.callError(W.reports.workData, {}, other.context({ accountId: null as unknown as string }))).toMatchObject({ statusCode: 401 });
  });
});
