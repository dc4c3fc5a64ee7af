import { WORKS_SUBJECTS, type CreateWorkHistoriesResponse, type Item, type Paged, type WorkHistory, type WorkLog } from '@inasaku/contracts';
import { pageQuery } from '@inasaku/domain';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { fieldItem, startWorksService, values } from '../test/harness';

const W = WORKS_SUBJECTS;

describe('work logs', () => {
  let item: Item;
  let fields: string[];

  const h = suiteHarness(startWorksService);
  const farm = perTest(newAccount);
  beforeEach(async () => {
    ({ item } = await fieldItem(h, farm, '1'));
    fields = ['1.5', '2.25', '3'].map((area, i) => h.fields.add(farm.accountId, farm.managementId, { name: `田${i + 1}`, area }));
  });

  const save = (fieldIds: string[], day: number) =>
    h.client.call<CreateWorkHistoriesResponse>(W.workHistories.create, {
      work_histories: fieldIds.map((paddy_field_id) => ({
        paddy_field_id, item_id: item.item_id, work_items: values(item, { 実施日: `2025-05-${String(day).padStart(2, '0')}`, 作業者: '山田' }),
      })),
    }, farm.context());
  const page = (query: object) => h.client.call<Paged<WorkLog>>(W.logs.list, query, farm.context());

  it('pages newest first with count, skip_page and latest_log_id as the dashboard builds them', async () => {
    for (let day = 1; day <= 20; day++) await save([fields[0]], day);
    const p1 = await page(pageQuery({ pageSize: 8, fromPage: 1, toPage: 1 }));
    expect(p1.total_count).toBe(20);
    expect(p1.list.map((l) => l.work_date)).toEqual([20, 19, 18, 17, 16, 15, 14, 13].map((d) => `2025-05-${d}`));

    // Page 1 -> 3 (a higher page): after the last id shown, skipping one page.
    const q3 = pageQuery({ pageSize: 8, fromPage: 1, toPage: 3, lastIdOfCurrentPage: p1.list.at(-1)!.log_id });
    expect(q3).toMatchObject({ latest_id: p1.list.at(-1)!.log_id, skip_page: 1 });
    const p3 = await page({ count: q3.count, latest_log_id: q3.latest_id, skip_page: q3.skip_page });
    expect(p3.list.map((l) => l.work_date)).toEqual(['2025-05-04', '2025-05-03', '2025-05-02', '2025-05-01']);

    // New work meanwhile does not shift a cursor page.
    await save([fields[1]], 21);
    const again = await page({ count: 8, latest_log_id: p1.list.at(-1)!.log_id, skip_page: 0 });
    expect(again.list[0].work_date).toBe('2025-05-12');
    expect(again.total_count).toBe(21);

    // Page 3 -> 2 (a lower page): from the top.
    const q2 = pageQuery({ pageSize: 8, fromPage: 3, toPage: 2 });
    expect((await page(q2)).list[0].work_date).toBe('2025-05-13');
    // An unknown cursor counts from the top; another year sees nothing.
    expect((await page({ count: 8, latest_log_id: farm.accountId })).list[0].work_date).toBe('2025-05-21');
    expect(await h.client.call(W.logs.list, {}, farm.context({ managementId: newAccount().managementId }))).toEqual({ list: [], total_count: 0 });
    expect(await h.client.callError(W.logs.list, { count: 0 }, farm.context())).toMatchObject({ statusCode: 400, field: 'count' });
  });

  it('deletes the recorded work from a log with a type-3 log; then the log is del_flg 1 and cannot be deleted again', async () => {
    const saved = await save(fields, 10);
    const [log] = (await page({})).list;
    expect(log).toMatchObject({ type: 1, area_total: '6.75', del_flg: '0' });

    const answer = await h.client.call<{ deleted_work_history_ids: string[]; delete_log_id: string }>(W.logs.delete, { log_id: log.log_id }, farm.context());
    expect(answer.deleted_work_history_ids.sort()).toEqual(saved.work_histories.map((w) => w.work_history_id).sort());
    for (const f of fields) expect(await h.client.call<WorkHistory[]>(W.workHistories.list, { paddy_field_id: f }, farm.context())).toEqual([]);

    const [del, original] = (await page({})).list;
    expect(del).toMatchObject({ log_id: answer.delete_log_id, type: 3, del_flg: '0', area_total: '6.75', work_date: '2025-05-10' });
    expect(del.paddy_fields.map((p) => p.paddy_field_name)).toEqual(['田1', '田2', '田3']);
    expect(original.del_flg).toBe('1');
    expect(await h.client.callError(W.logs.delete, { log_id: log.log_id }, farm.context())).toMatchObject({ statusCode: 409, code: 'ALREADY_DELETED', message: '削除済みの作業実績です。' });
    expect(await h.client.callError(W.logs.delete, { log_id: del.log_id }, farm.context())).toMatchObject({ statusCode: 409 });
    expect(await h.client.callError(W.logs.delete, { log_id: farm.accountId }, farm.context())).toMatchObject({ statusCode: 404 });
  });

  it('deletes only what is left of a partly deleted save', async () => {
    const saved = await save(fields.slice(0, 2), 10);
    await h.client.call(W.workHistories.delete, { work_history_id: saved.work_histories[0].work_history_id }, farm.context());
    const insert = (await page({})).list.find((l) => l.type === 1)!;
    expect(insert.del_flg).toBe('0');
    const answer = await h.client.call<{ deleted_work_history_ids: string[] }>(W.logs.delete, { log_id: insert.log_id }, farm.context());
    expect(answer.deleted_work_history_ids).toEqual([saved.work_histories[1].work_history_id]);
    const [del] = (await page({})).list;
    expect(del).toMatchObject({ type: 3, area_total: '2.25', paddy_fields: [{ paddy_field_id: fields[1], paddy_field_name: '田2' }] });
  });
});
