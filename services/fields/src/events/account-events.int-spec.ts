import { randomUUID } from 'node:crypto';
import { EVENTS, SUBJECTS, type AccountCreatedEvent, type Brand, type Landmark, type PaddyField } from '@inasaku/contracts';
import { newAccount, suiteHarness } from '@inasaku/testing';
import { startFieldsService } from '../test/harness';
import { BRAND_MASTER_DATA } from '../brands/brand-master-data';
import { CONSUMERS } from './account-events.listener';

describe('account events', () => {
  const h = suiteHarness(startFieldsService);

  const publish = (subject: string, data: unknown, msgId: string) => h.publish(subject, data, msgId);

  /** Resolves when the durable consumer has nothing left to deliver or to be acknowledged. */
  const drained = async (consumer: string) => expect(await h.drained(consumer)).toBe(true);

  const brandNames = async (accountId: string, managementId: string) =>
    (await h.sql<{ brand_name: string }>(
      'SELECT brand_name FROM fields.brands WHERE account_id = $1 AND management_id = $2 ORDER BY sort_key',
      [accountId, managementId],
    )).map((r) => r.brand_name);

  it('creates the starting brands of a new account once, however often the event arrives', async () => {
    const farm = newAccount();
    const event: AccountCreatedEvent = {
      account_id: farm.accountId, root_user_id: randomUUID(), management_id: farm.managementId, created_at: new Date().toISOString(),
    };
    // The publisher's own retry (same id: JetStream drops it) and two further deliveries with other ids.
    const first = await publish(EVENTS.accountCreated, event, `account.created:${farm.accountId}`);
    const repeat = await publish(EVENTS.accountCreated, event, `account.created:${farm.accountId}`);
    expect(repeat.duplicate).toBe(true);
    expect(first.duplicate).toBe(false);
    await publish(EVENTS.accountCreated, event, `redelivery-1:${farm.accountId}`);
    await publish(EVENTS.accountCreated, event, `redelivery-2:${farm.accountId}`);

    await drained(CONSUMERS.accountCreated);
    expect(await brandNames(farm.accountId, farm.managementId)).toEqual([...BRAND_MASTER_DATA]);

    const listed = await h.client.call<Brand[]>(SUBJECTS.fields.brands.list, {}, farm.context());
    expect(listed).toHaveLength(12);
    expect(listed[0]).toMatchObject({ brand_name: 'コシヒカリ', sort_key: 1, management_id: farm.managementId });
    // The GET endpoint after the event adds nothing either.
    expect(await h.client.call<Brand[]>(SUBJECTS.fields.brands.createMasterData, {}, farm.context())).toEqual(listed);
  });

  it('keeps the seeding once-only when replicas race on the same year', async () => {
    const farm = newAccount();
    const event = { account_id: farm.accountId, root_user_id: randomUUID(), management_id: farm.managementId, created_at: new Date().toISOString() };
    await Promise.all([
      publish(EVENTS.accountCreated, event, `race-a:${farm.accountId}`),
      h.client.call(SUBJECTS.fields.brands.createMasterData, {}, farm.context()),
      h.client.call(SUBJECTS.fields.brands.createMasterData, {}, farm.context()),
    ]);
    await drained(CONSUMERS.accountCreated);
    expect(await brandNames(farm.accountId, farm.managementId)).toHaveLength(BRAND_MASTER_DATA.length);
  });

  it('removes everything of a deleted account and nothing of others', async () => {
    const gone = newAccount();
    const stays = newAccount();
    for (const farm of [gone, stays]) {
      await h.client.call<Brand>(SUBJECTS.fields.brands.create, { brand_name: 'コシヒカリ' }, farm.context());
      await h.client.call<PaddyField[]>(SUBJECTS.fields.paddyFields.create, { paddy_fields: [{ map_pos: '35,139' }] }, farm.context());
      await h.client.call<Landmark>(SUBJECTS.fields.landmarks.create, { latitude: 35, longitude: 139 }, farm.context());
    }
    await publish(EVENTS.accountDeleted, { account_id: gone.accountId }, `account.deleted:${gone.accountId}`);
    await drained(CONSUMERS.accountDeleted);

    for (const table of ['paddy_fields', 'brands', 'landmarks', 'paddy_field_counters']) {
      const rows = await h.sql<{ account_id: string }>(`SELECT account_id FROM fields.${table}`);
      expect(rows.map((r) => r.account_id)).toEqual([stays.accountId]);
    }
  });
});
