import { FIXED_ITEM_DETAILS, WORKS_SUBJECTS, type Item, type WorkProgress } from '@inasaku/contracts';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { fieldItem, globalItem, startWorksService, values } from '../test/harness';

const W = WORKS_SUBJECTS;

describe('work progress', () => {
  const h = suiteHarness(startWorksService);
  const farm = perTest(newAccount);

  const save = (item: Item, fieldIds: string[]) =>
    h.client.call(W.workHistories.create, {
      work_histories: fieldIds.map((paddy_field_id) => ({ paddy_field_id, item_id: item.item_id, work_items: values(item, { 実施日: '2025-05-10', 作業者: '山田' }) })),
    }, farm.context());
  const progress = () => h.client.call<WorkProgress[]>(W.progress.list, {}, farm.context());

  it('is an empty list without items to show', async () => {
    expect(await progress()).toEqual([]);
  });

  it('moves with the recorded fields\' areas against the item total, each field counted once', async () => {
    const { season, item } = await fieldItem(h, farm, '1', '0.3');
    await globalItem(h, farm);
    const hidden = await h.client.call<Item>(W.items.create, { season_id: season.season_id, item_name: '追肥', item_progress: '2', item_details: FIXED_ITEM_DETAILS }, farm.context());
    const [a, b, c] = ['0.1', '0.1', '0.1'].map((area) => h.fields.add(farm.accountId, farm.managementId, { area }));

    expect(await progress()).toEqual([{
      season: '施肥', season_id: season.season_id, color: '#B4AF4F', item_id: item.item_id, item_name: '元肥',
      actual_total_area: '0', item_area_total: '0.3', actual_percent: 0,
    }]);
    await save(item, [a]);
    await save(item, [a, b]);
    await save(hidden, [c]);
    expect(await progress()).toEqual([expect.objectContaining({ actual_total_area: '0.2', actual_percent: 66.7 })]);
    await save(item, [c]);
    expect((await progress())[0]).toMatchObject({ actual_total_area: '0.3', actual_percent: 100 });
    // Another year starts from nothing.
    expect((await h.client.call<WorkProgress[]>(W.progress.list, {}, farm.context({ managementId: newAccount().managementId })))[0].actual_total_area).toBe('0');
  });
});
