import { randomUUID } from 'node:crypto';
import {
  EVENTS, FIELDS_BOUNDARY_SUBJECTS, SUBJECTS, type Brand, type ManagementCreatedEvent, type PaddyField, type RequestContext,
} from '@inasaku/contracts';
import { idempotencyAccountDeletedConsumer } from '@inasaku/service-kit';
import { newAccount, suiteHarness, type TestAccount } from '@inasaku/testing';
import { startFieldsService } from '../test/harness';
import { BRAND_MASTER_DATA } from '../brands/brand-master-data';
import { CONSUMERS } from './account-events.listener';
import { NEW_YEAR_CONSUMERS } from './new-year.listener';

const pf = SUBJECTS.fields.paddyFields;
const br = SUBJECTS.fields.brands;

describe('new management year: paddy fields and brands carried over', () => {
  const h = suiteHarness(startFieldsService);

  const publish = (subject: string, data: unknown, msgId: string) => h.publish(subject, data, msgId);

  /** Resolves when the durable consumer has nothing left to deliver or to be acknowledged. */
  const drained = async (consumer: string) => expect(await h.drained(consumer)).toBe(true);

  /** The account's next year, as the account service announces it. */
  function nextYear(farm: TestAccount) {
    const managementId = randomUUID();
    const event: ManagementCreatedEvent = {
      account_id: farm.accountId, management_id: managementId, previous_management_id: farm.managementId,
      start_datetime: '2027-01-01T00:00:00+09:00',
    };
    const context = (over: Partial<RequestContext> = {}) => farm.context({ managementId, ...over });
    return { managementId, event, context };
  }

  /** Last year's farm: starting brands plus one own brand, three pins of which one was deleted. */
  async function lastYear(farm: TestAccount) {
    await h.client.call(br.createMasterData, {}, farm.context());
    const milky = await h.client.call<Brand>(br.create, { brand_name: 'ミルキークイーン' }, farm.context());
    const fields = await h.client.call<PaddyField[]>(pf.create, {
      paddy_fields: [{ map_pos: '36.65,138.18' }, { map_pos: '36.66,138.19' }, { map_pos: '36.67,138.2' }],
    }, farm.context());
    await h.client.call(pf.update, {
      paddy_field_id: fields[0].paddy_field_id, name: '北1', area: '12.34', brand_id: milky.brand_id, kousakusha: '田中', pin_type: '070', remarks: '水口あり',
    }, farm.context());
    await h.client.call(pf.delete, { paddy_field_ids: [fields[1].paddy_field_id] }, farm.context());
    return { fields: await h.client.call<PaddyField[]>(pf.list, {}, farm.context()), brands: await h.client.call<Brand[]>(br.list, {}, farm.context()) };
  }

  const shape = (f: PaddyField) => ({
    sequence: f.sequence, name: f.name, map_pos: f.map_pos, area: f.area, brand: f.brand, kousakusha: f.kousakusha, pin_type: f.pin_type,
    remarks: f.remarks,
  });

  it('copies last year\'s fields and brands into the new year once, however often the event arrives', async () => {
    const farm = newAccount();
    const before = await lastYear(farm);
    const year = nextYear(farm);

    const first = await publish(EVENTS.managementCreated, year.event, `management.created:${year.managementId}`);
    expect(first.duplicate).toBe(false);
    expect((await publish(EVENTS.managementCreated, year.event, `management.created:${year.managementId}`)).duplicate).toBe(true);
    await publish(EVENTS.managementCreated, year.event, `redelivery-1:${year.managementId}`);
    await publish(EVENTS.managementCreated, year.event, `redelivery-2:${year.managementId}`);
    await drained(NEW_YEAR_CONSUMERS.managementCreated);

    const brands = await h.client.call<Brand[]>(br.list, {}, year.context());
    expect(brands.map((b) => [b.brand_name, b.sort_key])).toEqual(before.brands.map((b) => [b.brand_name, b.sort_key]));
    expect(brands.every((b) => b.management_id === year.managementId && !before.brands.some((o) => o.brand_id === b.brand_id))).toBe(true);

    const fields = await h.client.call<PaddyField[]>(pf.list, {}, year.context());
    expect(fields.map(shape)).toEqual(before.fields.map(shape));
    expect(fields.map((f) => f.sequence)).toEqual([1, 3]);
    // The copy points at the new year's brand, not last year's.
    expect(fields[0].brand_id).toBe(brands.find((b) => b.brand_name === 'ミルキークイーン')!.brand_id);
    expect(fields.some((f) => before.fields.some((o) => o.paddy_field_id === f.paddy_field_id))).toBe(false);

    // Numbers go on from last year's counter; the starting brands are not added on top.
    const [added] = await h.client.call<PaddyField[]>(pf.create, { paddy_fields: [{ map_pos: '35,139' }] }, year.context());
    expect(added.sequence).toBe(4);
    expect(await h.client.call<Brand[]>(br.createMasterData, {}, year.context())).toHaveLength(BRAND_MASTER_DATA.length + 1);

    // Last year is unchanged, and read-only now that it is past.
    expect((await h.client.call<PaddyField[]>(pf.list, {}, farm.context({ pastYear: true }))).map(shape)).toEqual(before.fields.map(shape));
    expect(await h.client.callError(pf.create, { paddy_fields: [{ map_pos: '35,139' }] }, farm.context({ pastYear: true }))).toMatchObject({
      statusCode: 403, message: '過去の年度のデータは変更できません。',
    });
    expect(await h.sql('SELECT paddy_field_count, brand_count FROM fields.year_carryovers')).toEqual([
      { paddy_field_count: 2, brand_count: BRAND_MASTER_DATA.length + 1 },
    ]);
  });

  it('merges with what the new year got before the event: same-name brands reused, copies numbered after new fields', async () => {
    const farm = newAccount();
    await lastYear(farm);
    const year = nextYear(farm);
    // The farmer opened the brand screen and added a pin in the new year before the event was handled.
    await h.client.call(br.createMasterData, {}, year.context());
    await h.client.call(pf.create, { paddy_fields: [{ map_pos: '35.5,139.5' }] }, year.context());

    await publish(EVENTS.managementCreated, year.event, `management.created:${year.managementId}`);
    await drained(NEW_YEAR_CONSUMERS.managementCreated);

    const brands = await h.client.call<Brand[]>(br.list, {}, year.context());
    expect(brands.map((b) => b.brand_name)).toEqual([...BRAND_MASTER_DATA, 'ミルキークイーン']);
    const fields = await h.client.call<PaddyField[]>(pf.list, {}, year.context());
    expect(fields.map((f) => [f.sequence, f.map_pos])).toEqual([[1, '35.5,139.5'], [2, '36.65,138.18'], [3, '36.67,138.2']]);
    expect(fields[1].brand).toBe('ミルキークイーン');
  });

  it('leaves the starting brands to the brand screen when last year never had any', async () => {
    const farm = newAccount();
    await h.client.call(pf.create, { paddy_fields: [{ map_pos: '36,138' }] }, farm.context());
    const year = nextYear(farm);
    await publish(EVENTS.managementCreated, year.event, `management.created:${year.managementId}`);
    await drained(NEW_YEAR_CONSUMERS.managementCreated);
    expect(await h.client.call<PaddyField[]>(pf.list, {}, year.context())).toHaveLength(1);
    expect(await h.client.call<Brand[]>(br.createMasterData, {}, year.context())).toHaveLength(BRAND_MASTER_DATA.length);
  });

  it('leaves no row of a deleted account in any table of the fields schema', async () => {
    const gone = newAccount();
    const stays = newAccount();
    for (const farm of [gone, stays]) {
      await lastYear(farm);
      await h.client.call(SUBJECTS.fields.landmarks.create, { latitude: 35, longitude: 139 }, farm.context());
      // A pin registered with an Idempotency-Key keeps the key and its answer (idempotency_keys).
      await h.client.call(SUBJECTS.fields.paddyFields.create, { paddy_fields: [{ map_pos: '35.1,139.1' }] }, farm.context({ idempotencyKey: randomUUID() }));
      // A large import file sent in parts and not confirmed yet (import_upload_parts).
      await h.client.call(FIELDS_BOUNDARY_SUBJECTS.transfer.importPart, { upload_id: randomUUID(), part: 0, content: '{"type":"FeatureCollection",' }, farm.context());
      const year = nextYear(farm);
      await publish(EVENTS.managementCreated, year.event, `management.created:${year.managementId}`);
    }
    await drained(NEW_YEAR_CONSUMERS.managementCreated);

    const tables = (await h.sql<{ table_name: string }>(
      `SELECT c.table_name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = 'fields' AND c.column_name = 'account_id' AND t.table_type = 'BASE TABLE' ORDER BY 1`,
    )).map((r) => r.table_name);
    const rowsOf = async (accountId: string) => {
      const counts: Record<string, number> = {};
      for (const t of tables) counts[t] = (await h.sql<{ n: number }>(`SELECT count(*)::int AS n FROM fields."${t}" WHERE account_id = $1`, [accountId]))[0].n;
      return counts;
    };
    const before = await rowsOf(gone.accountId);
    for (const [table, n] of Object.entries(before)) expect({ table, filled: n > 0 }).toEqual({ table, filled: true });
    const othersBefore = await rowsOf(stays.accountId);

    await publish(EVENTS.accountDeleted, { account_id: gone.accountId, deleted_at: new Date().toISOString() }, `account.deleted:${gone.accountId}`);
    await drained(CONSUMERS.accountDeleted);
    await drained(NEW_YEAR_CONSUMERS.accountDeleted);
    await drained(idempotencyAccountDeletedConsumer('fields'));

    expect(Object.values(await rowsOf(gone.accountId)).every((n) => n === 0)).toBe(true);
    expect(await rowsOf(stays.accountId)).toEqual(othersBefore);
  });

  it('skips an event without ids', async () => {
    await publish(EVENTS.managementCreated, { account_id: randomUUID() }, `broken:${randomUUID()}`);
    await drained(NEW_YEAR_CONSUMERS.managementCreated);
    expect(await h.sql('SELECT 1 FROM fields.year_carryovers')).toEqual([]);
  });
});
