import { randomUUID } from 'node:crypto';
import { EVENTS, FIXED_ITEM_DETAILS, WORKS_SUBJECTS, type AccountCreatedEvent, type Item, type Season } from '@inasaku/contracts';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { CONSUMERS } from '../events/work-events.listener';
import { startWorksService } from '../test/harness';
import { WORK_MASTER_DATA } from './master-data';

const W = WORKS_SUBJECTS;

describe('seasons, items and master data', () => {
  const h = suiteHarness(startWorksService);
  const farm = perTest(newAccount);

  const allSeasons = (account = farm) => h.client.call<Season[]>(W.seasons.list, { include_not_paddy_field_item: '1' }, account.context());

  describe('master data', () => {
    it('creates the starting seasons of a new account once, however often the event arrives', async () => {
      const event: AccountCreatedEvent = {
        account_id: farm.accountId, root_user_id: farm.userId, management_id: farm.managementId, created_at: new Date().toISOString(),
      };
      expect((await h.publish(EVENTS.accountCreated, event, `account.created:${farm.accountId}`)).duplicate).toBe(false);
      expect((await h.publish(EVENTS.accountCreated, event, `account.created:${farm.accountId}`)).duplicate).toBe(true);
      await h.publish(EVENTS.accountCreated, event, `redelivery-1:${farm.accountId}`);
      await h.publish(EVENTS.accountCreated, event, `redelivery-2:${farm.accountId}`);
      expect(await h.drained(CONSUMERS.accountCreated)).toBe(true);

      const seasons = await allSeasons();
      expect(seasons.map((s) => s.season_name)).toEqual(WORK_MASTER_DATA.map((s) => s.name));
      expect(seasons.map((s) => s.sort_key)).toEqual(seasons.map((_, i) => i + 1));
      const spraying = seasons.find((s) => s.season_name === '防除')!;
      expect(spraying).toMatchObject({ color: '#7D7A1A', is_not_paddy_field_item: false });
      const pest = spraying.items.find((i) => i.item_name === '病害虫防除')!;
      expect(pest.item_details.slice(0, 2)).toEqual(FIXED_ITEM_DETAILS.map((d) => ({ ...d, item_detail_id: expect.any(String) })));
      expect(pest.item_details.find((d) => d.item_detail_name === '使用量')).toMatchObject({
        item_detail_type: 'num', item_detail_unit: 'L', item_detail_auto: true,
      });
      expect(pest.item_pattern).toBe('1');
      const outside = seasons.find((s) => s.season_name === 'ほ場外作業')!;
      expect(outside.is_not_paddy_field_item).toBe(true);
      expect(outside.items.every((i) => i.item_progress === null && i.item_area_total === null && i.item_pattern === '1')).toBe(true);

      // The GET endpoint after the event adds nothing; field seasons only without the flag.
      expect(await h.client.call<Season[]>(W.seasons.createMasterData, {}, farm.context())).toEqual(seasons);
      const fieldOnly = await h.client.call<Season[]>(W.seasons.list, {}, farm.context());
      expect(fieldOnly.every((s) => !s.is_not_paddy_field_item)).toBe(true);
      expect(fieldOnly.length).toBe(seasons.filter((s) => !s.is_not_paddy_field_item).length);
    });

    it('stays once-only when the event and the GET endpoint race', async () => {
      const event = { account_id: farm.accountId, root_user_id: randomUUID(), management_id: farm.managementId, created_at: new Date().toISOString() };
      await Promise.all([
        h.publish(EVENTS.accountCreated, event, `race:${farm.accountId}`),
        h.client.call(W.seasons.createMasterData, {}, farm.context()),
        h.client.call(W.seasons.createMasterData, {}, farm.context()),
      ]);
      await h.drained(CONSUMERS.accountCreated);
      expect(await allSeasons()).toHaveLength(WORK_MASTER_DATA.length);
    });
  });

  describe('seasons', () => {
    it('adds with the first palette colour, edits, reorders changed rows only, deletes', async () => {
      const a = await h.client.call<Season>(W.seasons.create, { season_name: '育苗' }, farm.context());
      const b = await h.client.call<Season>(W.seasons.create, { season_name: '収穫', color: '#BC5A40' }, farm.context());
      expect(a).toMatchObject({ season_name: '育苗', color: '#1A82B7', is_not_paddy_field_item: false, sort_key: 1, items: [] });
      expect(b.sort_key).toBe(2);

      const edited = await h.client.call<Season>(W.seasons.update, { season_id: a.season_id, season_name: '育苗作業', color: '#008A5B' }, farm.context());
      expect(edited).toMatchObject({ season_name: '育苗作業', color: '#008A5B' });

      const ordered = await h.client.call<Season[]>(W.seasons.order, {
        seasons: [{ season_id: a.season_id, sort_key: 1, new_sort_key: 2 }, { season_id: b.season_id, sort_key: 2, new_sort_key: 1 }],
      }, farm.context());
      expect(ordered.map((s) => s.season_name)).toEqual(['収穫', '育苗作業']);
      // The same (now stale) request again is a conflict and changes nothing.
      expect(await h.client.callError(W.seasons.order, {
        seasons: [{ season_id: a.season_id, sort_key: 1, new_sort_key: 2 }, { season_id: b.season_id, sort_key: 2, new_sort_key: 1 }],
      }, farm.context())).toMatchObject({ statusCode: 409, code: 'ORDER_CONFLICT' });
      // Half of a swap (a takes b's key, b stays): the message says the key is another row's.
      expect(await h.client.callError(W.seasons.order, {
        seasons: [{ season_id: a.season_id, sort_key: 2, new_sort_key: 1 }],
      }, farm.context())).toMatchObject({
        statusCode: 400, field: 'seasons', message: '並び順がほかの行と同じです。入れ替える行もあわせて指定してください。',
      });
      expect((await allSeasons()).map((s) => s.season_name)).toEqual(['収穫', '育苗作業']);

      expect(await h.client.call(W.seasons.delete, { season_id: b.season_id }, farm.context())).toEqual({ season_id: b.season_id });
      expect((await allSeasons()).map((s) => s.season_name)).toEqual(['育苗作業']);
      expect(await h.client.callError(W.seasons.delete, { season_id: b.season_id }, farm.context())).toMatchObject({ statusCode: 404 });
    });

    it('answers 400 with the form message and stores nothing', async () => {
      const cases: [unknown, string, string][] = [
        [{ season_name: '' }, 'season_name', '作業分類名は必須項目です。'],
        [{ season_name: '　' }, 'season_name', '作業分類名は必須項目です。'],
        [{ season_name: 'あ'.repeat(101) }, 'season_name', '入力可能な文字数（100文字）を超えています。'],
        [{ season_name: '施肥', color: 'red' }, 'color', '色は#から始まる6桁の16進数で指定してください。'],
      ];
      for (const [payload, field, message] of cases) {
        expect(await h.client.callError(W.seasons.create, payload, farm.context())).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', field, message });
      }
      expect(await h.sql('SELECT * FROM works.seasons')).toEqual([]);
    });

    it('keeps the kind of a season that has items', async () => {
      const s = await h.client.call<Season>(W.seasons.create, { season_name: '施肥' }, farm.context());
      await h.client.call<Item>(W.items.create, { season_id: s.season_id, item_name: '元肥', item_details: FIXED_ITEM_DETAILS }, farm.context());
      expect(await h.client.callError(W.seasons.update, { season_id: s.season_id, season_name: '施肥', is_not_paddy_field_item: true }, farm.context()))
        .toMatchObject({ statusCode: 400, message: '作業項目が登録されている作業分類の種別は変更できません。' });
    });
  });

  describe('items', () => {
    let field: Season;
    let outside: Season;
    beforeEach(async () => {
      field = await h.client.call<Season>(W.seasons.create, { season_name: '施肥' }, farm.context());
      outside = await h.client.call<Season>(W.seasons.create, { season_name: 'ほ場外作業', is_not_paddy_field_item: true }, farm.context());
    });

    it('keeps rows 0 and 1 fixed, clears unit and auto off num, defaults the pattern by kind', async () => {
      const item = await h.client.call<Item>(W.items.create, {
        season_id: field.season_id, item_name: '元肥', item_area_total: '1234.50',
        item_details: [
          ...FIXED_ITEM_DETAILS,
          { item_detail_name: '施用量', item_detail_type: 'num', item_detail_unit: 'kg', item_detail_auto: true },
          { item_detail_name: '肥料名', item_detail_type: 'string', item_detail_unit: 'kg', item_detail_auto: true },
        ],
      }, farm.context());
      expect(item).toMatchObject({
        item_name: '元肥', season_name: '施肥', item_area_total: '1234.5', item_progress: '1', item_pattern: '2', sort_key: 1,
        is_not_paddy_field_item: false,
      });
      expect(item.item_details).toHaveLength(4);
      expect(item.item_details[2]).toMatchObject({ item_detail_unit: 'kg', item_detail_auto: true });
      expect(item.item_details[3]).toMatchObject({ item_detail_unit: null, item_detail_auto: false });

      // Edit: details reordered and one removed, ids kept; the fixed rows cannot move.
      const [d0, d1, amount] = item.item_details;
      const edited = await h.client.call<Item>(W.items.update, {
        item_id: item.item_id, season_id: field.season_id, item_name: '元肥（基肥）', item_progress: '2',
        item_details: [d0, d1, { ...amount, item_detail_type: 'string' }],
      }, farm.context());
      expect(edited.item_details.map((d) => d.item_detail_id)).toEqual([d0.item_detail_id, d1.item_detail_id, amount.item_detail_id]);
      expect(edited.item_details[2]).toMatchObject({ item_detail_type: 'string', item_detail_unit: null, item_detail_auto: false });
      expect(edited).toMatchObject({ item_progress: '2', item_area_total: null });
      expect(await h.client.callError(W.items.update, {
        item_id: item.item_id, season_id: field.season_id, item_name: 'x', item_details: [d1, d0],
      }, farm.context())).toMatchObject({ statusCode: 400, field: 'item_details.0', message: '1行目の実施日と2行目の作業者は変更・削除・移動できません。' });
    });

    it('clears progress and area total of a non-field item and defaults it to add', async () => {
      const item = await h.client.call<Item>(W.items.create, {
        season_id: outside.season_id, item_name: '機械整備', item_area_total: '10', item_progress: '1',
        item_details: [...FIXED_ITEM_DETAILS, { item_detail_name: '時間', item_detail_type: 'num', item_detail_unit: '時間', item_detail_auto: true }],
      }, farm.context());
      expect(item).toMatchObject({ item_area_total: null, item_progress: null, item_pattern: '1', is_not_paddy_field_item: true });
      expect(item.item_details[2]).toMatchObject({ item_detail_unit: '時間', item_detail_auto: false });
      const [stored] = await h.sql('SELECT item_area_total, item_progress FROM works.items WHERE item_id = $1', [item.item_id]);
      expect(stored).toEqual({ item_area_total: null, item_progress: null });
    });

    it('validates names, units, the area total and at most 20 rows; nothing stored', async () => {
      const detail = (over: object) => ({ season_id: field.season_id, item_name: '元肥', item_details: [...FIXED_ITEM_DETAILS, { item_detail_name: '量', item_detail_type: 'num', ...over }] });
      const cases: [unknown, string, string][] = [
        [{ season_id: field.season_id, item_name: '', item_details: FIXED_ITEM_DETAILS }, 'item_name', '作業項目名は必須項目です。'],
        [{ season_id: field.season_id, item_name: 'x'.repeat(101), item_details: FIXED_ITEM_DETAILS }, 'item_name', '入力可能な文字数（100文字）を超えています。'],
        [{ item_name: '元肥', item_details: FIXED_ITEM_DETAILS }, 'season_id', '作業分類を選択してください。'],
        [{ season_id: field.season_id, item_name: '元肥', item_area_total: '1.234', item_details: FIXED_ITEM_DETAILS }, 'item_area_total', '整数9桁以内、小数2桁以内の数値で入力してください。'],
        [detail({ item_detail_name: '' }), 'item_details.2.item_detail_name', '項目名は必須項目です。'],
        [detail({ item_detail_name: '12345678901' }), 'item_details.2.item_detail_name', '入力可能な文字数（10文字）を超えています。'],
        [detail({ item_detail_unit: 'kilogram/10a' }), 'item_details.2.item_detail_unit', '入力可能な文字数（10文字）を超えています。'],
        [detail({ item_detail_type: 'image' }), 'item_details.2.item_detail_type', '選択肢の中から選択してください。'],
        [{ season_id: field.season_id, item_name: '元肥', item_details: [...FIXED_ITEM_DETAILS, ...Array.from({ length: 19 }, (_, i) => ({ item_detail_name: `項目${i}`, item_detail_type: 'string' }))] }, 'item_details', '項目は20行までです。'],
        [{ season_id: field.season_id, item_name: '元肥', item_details: [FIXED_ITEM_DETAILS[0]] }, 'item_details', '1行目の実施日と2行目の作業者は変更・削除・移動できません。'],
      ];
      for (const [payload, f, message] of cases) {
        expect({ f, ...(await h.client.callError(W.items.create, payload, farm.context())) }).toEqual({ f, statusCode: 400, code: 'VALIDATION_ERROR', field: f, message });
      }
      expect(await h.sql('SELECT * FROM works.items')).toEqual([]);
      // 20 rows exactly are fine.
      const twenty = await h.client.call<Item>(W.items.create, {
        season_id: field.season_id, item_name: '元肥',
        item_details: [...FIXED_ITEM_DETAILS, ...Array.from({ length: 18 }, (_, i) => ({ item_detail_name: `項目${i}`, item_detail_type: 'string' }))],
      }, farm.context());
      expect(twenty.item_details).toHaveLength(20);
    });

    it('lists by season and item, reorders within a season, moves to another season at its end, deletes', async () => {
      const mk = (name: string, seasonId = field.season_id) =>
        h.client.call<Item>(W.items.create, { season_id: seasonId, item_name: name, item_details: FIXED_ITEM_DETAILS }, farm.context());
      const a = await mk('元肥');
      const b = await mk('追肥');
      const c = await mk('機械整備', outside.season_id);
      expect((await h.client.call<Item[]>(W.items.list, {}, farm.context())).map((i) => i.item_name)).toEqual(['元肥', '追肥', '機械整備']);
      expect((await h.client.call<Item[]>(W.items.list, { season_id: outside.season_id }, farm.context())).map((i) => i.item_id)).toEqual([c.item_id]);
      expect(await h.client.call<Item[]>(W.items.list, { item_id: b.item_id }, farm.context())).toEqual([b]);

      const ordered = await h.client.call<Item[]>(W.items.order, {
        items: [{ item_id: a.item_id, sort_key: 1, new_sort_key: 2 }, { item_id: b.item_id, sort_key: 2, new_sort_key: 1 }],
      }, farm.context());
      expect(ordered.map((i) => i.item_name)).toEqual(['追肥', '元肥']);
      expect(await h.client.callError(W.items.order, {
        items: [{ item_id: a.item_id, sort_key: 2, new_sort_key: 3 }, { item_id: c.item_id, sort_key: 1, new_sort_key: 2 }],
      }, farm.context())).toMatchObject({ statusCode: 400, field: 'items' });

      const moved = await h.client.call<Item>(W.items.update, { item_id: b.item_id, season_id: outside.season_id, item_name: '追肥', item_details: b.item_details }, farm.context());
      expect(moved).toMatchObject({ season_id: outside.season_id, sort_key: 2, is_not_paddy_field_item: true, item_progress: null });

      expect(await h.client.call(W.items.delete, { item_id: a.item_id }, farm.context())).toEqual({ item_id: a.item_id });
      expect(await h.client.callError(W.items.list, { item_id: a.item_id }, farm.context())).toMatchObject({ statusCode: 404 });
      // Deleting a season takes its items along.
      await h.client.call(W.seasons.delete, { season_id: outside.season_id }, farm.context());
      expect(await h.client.call<Item[]>(W.items.list, {}, farm.context())).toEqual([]);
    });
  });
});
