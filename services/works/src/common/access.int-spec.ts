import { FIXED_ITEM_DETAILS, WORKS_SUBJECTS, type CreateWorkHistoriesResponse, type Item, type Paged, type Season, type WorkHistory, type WorkLog } from '@inasaku/contracts';
import { describeReadOnlyCases, itAnswersStrangers404, newAccount, PAST_YEAR_MESSAGE, perTest, suiteHarness } from '@inasaku/testing';
import { fieldItem, globalItem, startWorksService, values } from '../test/harness';

const W = WORKS_SUBJECTS;

describe('tenant isolation and read-only rules', () => {
  let season: Season;
  let item: Item;
  let global: Item;
  let field: string;
  let history: WorkHistory;
  let globalHistory: WorkHistory;
  let log: WorkLog;

  const h = suiteHarness(startWorksService);
  const owner = perTest(newAccount);
  beforeEach(async () => {
    ({ season, item } = await fieldItem(h, owner));
    ({ item: global } = await globalItem(h, owner));
    field = h.fields.add(owner.accountId, owner.managementId, { name: '北1', area: '10' });
    const saved = await h.client.call<CreateWorkHistoriesResponse>(W.workHistories.create, {
      work_histories: [{ paddy_field_id: field, item_id: item.item_id, work_items: values(item, { 実施日: '2025-05-10', 作業者: '山田', 肥料名: '秘密の肥料' }) }],
    }, owner.context());
    history = saved.work_histories[0];
    globalHistory = await h.client.call<WorkHistory>(W.globalWorkHistories.create, {
      work_history: { item_id: global.item_id, work_items: values(global, { 実施日: '2025-03-01', 作業者: '山田' }) },
    }, owner.context());
    log = (await h.client.call<Paged<WorkLog>>(W.logs.list, {}, owner.context())).list[0];
  });

  /** Everything stored, to prove a refused call changed nothing. */
  const snapshot = () =>
    Promise.all(['seasons', 'items', 'work_histories', 'work_logs', 'location_histories', 'master_data_seeds'].map((t) => h.sql(`SELECT * FROM works.${t} ORDER BY 1`)));

  const entry = () => ({ paddy_field_id: field, item_id: item.item_id, work_items: values(item, { 実施日: '2025-05-11', 作業者: '乗っ取り' }) });

  /** Every verb that names the owner's rows by id. */
  const verbsOnOwnersRows: [string, string, () => unknown][] = [
    ['rename a season', W.seasons.update, () => ({ season_id: season.season_id, season_name: '乗っ取り' })],
    ['delete a season', W.seasons.delete, () => ({ season_id: season.season_id })],
    ['reorder seasons', W.seasons.order, () => ({ seasons: [{ season_id: season.season_id, sort_key: 1, new_sort_key: 1 }] })],
    ['read an item', W.items.list, () => ({ item_id: item.item_id })],
    ['add an item to the season', W.items.create, () => ({ season_id: season.season_id, item_name: 'x', item_details: FIXED_ITEM_DETAILS })],
    ['edit an item', W.items.update, () => ({ item_id: item.item_id, season_id: season.season_id, item_name: 'x', item_details: item.item_details })],
    ['delete an item', W.items.delete, () => ({ item_id: item.item_id })],
    ['reorder items', W.items.order, () => ({ items: [{ item_id: item.item_id, sort_key: 1, new_sort_key: 1 }] })],
    ['read a field\'s histories', W.workHistories.list, () => ({ paddy_field_id: field })],
    ['record on the field', W.workHistories.create, () => ({ work_histories: [entry()] })],
    ['edit a history', W.workHistories.update, () => ({ work_history_id: history.work_history_id, work_items: entry().work_items })],
    ['delete a history', W.workHistories.delete, () => ({ work_history_id: history.work_history_id })],
    ['record with the non-field item', W.globalWorkHistories.create, () => ({ work_history: { item_id: global.item_id, work_items: values(global, { 実施日: '2025-03-02', 作業者: 'x' }) } })],
    ['edit a global history', W.globalWorkHistories.update, () => ({ work_history_id: globalHistory.work_history_id, work_items: values(global, { 実施日: '2025-03-02', 作業者: 'x' }) })],
    ['delete a global history', W.globalWorkHistories.delete, () => ({ work_history_id: globalHistory.work_history_id })],
    ['delete a log', W.logs.delete, () => ({ log_id: log.log_id })],
  ];

  describe('another account', () => {
    itAnswersStrangers404({ h, snapshot }, verbsOnOwnersRows, newAccount);

    it('gets 404 even when it names the owner\'s year', async () => {
      const ctx = newAccount().context({ managementId: owner.managementId });
      expect(await h.client.callError(W.workHistories.delete, { work_history_id: history.work_history_id }, ctx)).toMatchObject({ statusCode: 404 });
      expect(await h.client.callError(W.logs.delete, { log_id: log.log_id }, ctx)).toMatchObject({ statusCode: 404 });
    });

    it('sees none of the owner\'s rows in lists, searches, summaries, logs and progress', async () => {
      for (const ctx of [newAccount().context(), newAccount().context({ managementId: owner.managementId })]) {
        expect(await h.client.call(W.seasons.list, { include_not_paddy_field_item: true }, ctx)).toEqual([]);
        expect(await h.client.call(W.items.list, {}, ctx)).toEqual([]);
        expect(await h.client.call(W.globalWorkHistories.list, {}, ctx)).toEqual([]);
        expect(await h.client.call(W.workHistories.summaries, {}, ctx)).toEqual([]);
        expect(await h.client.call(W.workHistories.search, { q: '秘密' }, ctx)).toMatchObject({ listPaddy: [], listNotPaddy: [], total_count: 0 });
        expect(await h.client.call(W.logs.list, {}, ctx)).toEqual({ list: [], total_count: 0 });
        expect(await h.client.call(W.progress.list, {}, ctx)).toEqual([]);
      }
    });

    it('is refused without an account at all', async () => {
      const anonymous = owner.context({ accountId: null });
      expect(await h.client.callError(W.seasons.list, {}, anonymous)).toMatchObject({ statusCode: 401 });
      expect(await h.client.callError(W.workHistories.list, { paddy_field_id: field }, anonymous)).toMatchObject({ statusCode: 401 });
    });
  });

  /** Every write, on the owner's own rows. */
  const writes: [string, string, () => unknown][] = [
    ['add a season', W.seasons.create, () => ({ season_name: '新規' })],
    ...verbsOnOwnersRows.filter(([name]) => !name.startsWith('read')),
    ['create master data', W.seasons.createMasterData, () => ({})],
    ['send positions', W.locations.create, () => ({ locations: [{ lat: 36.6, lon: 138.1 }] })],
  ];

  // Positions are not yearly: a past year does not stop a phone from sending them.
  const yearlessInPastYear = (label: string, subject: string) => label === 'a past year' && subject === W.locations.create;

  describeReadOnlyCases({ h, snapshot, owner }, writes, (contextOf) => {
    it('still reads', async () => {
      const ctx = contextOf(owner);
      expect(await h.client.call<Season[]>(W.seasons.list, {}, ctx)).toHaveLength(1);
      expect(await h.client.call<WorkHistory[]>(W.workHistories.list, { paddy_field_id: field }, ctx)).toHaveLength(1);
      expect((await h.client.call<Paged<WorkLog>>(W.logs.list, {}, ctx)).total_count).toBe(2);
      expect(await h.client.call(W.progress.list, {}, ctx)).toHaveLength(1);
    });
  }, yearlessInPastYear);

  it('lets an admin write on any plan, but not in a past year', async () => {
    await h.client.call(W.seasons.update, { season_id: season.season_id, season_name: '管理者' }, owner.context({ planType: 2, admin: true }));
    expect(await h.client.callError(W.seasons.update, { season_id: season.season_id, season_name: 'x' }, owner.context({ admin: true, pastYear: true })))
      .toMatchObject({ statusCode: 403, message: PAST_YEAR_MESSAGE });
  });
});
