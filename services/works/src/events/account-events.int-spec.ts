import { EVENTS, WORKS_SUBJECTS } from '@inasaku/contracts';
import { newAccount, suiteHarness } from '@inasaku/testing';
import { fieldItem, startWorksService, values } from '../test/harness';
import { CONSUMERS } from './work-events.listener';

const W = WORKS_SUBJECTS;

describe('account deleted', () => {
  const h = suiteHarness(startWorksService);

  it('removes every row of the deleted account and nothing of others', async () => {
    const gone = newAccount();
    const stays = newAccount();
    for (const farm of [gone, stays]) {
      await h.client.call(W.seasons.createMasterData, {}, farm.context());
      const { item } = await fieldItem(h, farm);
      const field = h.fields.add(farm.accountId, farm.managementId, { area: '10' });
      await h.client.call(W.workHistories.create, {
        work_histories: [{ paddy_field_id: field, item_id: item.item_id, work_items: values(item, { 実施日: '2025-05-10', 作業者: '山田' }) }],
      }, farm.context());
      await h.client.call(W.locations.create, { locations: [{ lat: 36, lon: 138 }] }, farm.context());
    }
    await h.publish(EVENTS.accountDeleted, { account_id: gone.accountId }, `account.deleted:${gone.accountId}`);
    expect(await h.drained(CONSUMERS.accountDeleted)).toBe(true);

    for (const table of ['seasons', 'items', 'work_histories', 'work_logs', 'location_histories', 'master_data_seeds']) {
      const rows = await h.sql<{ account_id: string }>(`SELECT DISTINCT account_id FROM works.${table}`);
      expect({ table, accounts: rows.map((r) => r.account_id) }).toEqual({ table, accounts: [stays.accountId] });
    }
  });
});
