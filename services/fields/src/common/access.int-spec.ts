import { SUBJECTS, type Brand, type Landmark, type PaddyField } from '@inasaku/contracts';
import { describeReadOnlyCases, itAnswersStrangers404, newAccount, PAST_YEAR_MESSAGE, perTest, suiteHarness } from '@inasaku/testing';
import { startFieldsService } from '../test/harness';

const pf = SUBJECTS.fields.paddyFields;
const brands = SUBJECTS.fields.brands;
const lm = SUBJECTS.fields.landmarks;

describe('tenant isolation and read-only rules', () => {
  let field: PaddyField;
  let brand: Brand;
  let landmark: Landmark;

  const h = suiteHarness(startFieldsService);
  const owner = perTest(newAccount);
  beforeEach(async () => {
    brand = await h.client.call<Brand>(brands.create, { brand_name: 'コシヒカリ' }, owner.context());
    [field] = await h.client.call<PaddyField[]>(pf.create, { paddy_fields: [{ map_pos: '36.65,138.18' }] }, owner.context());
    await h.client.call(pf.update, { paddy_field_id: field.paddy_field_id, name: '北1', area: '10', brand_id: brand.brand_id }, owner.context());
    landmark = await h.client.call<Landmark>(lm.create, { name: '倉庫', latitude: 36.6, longitude: 138.1 }, owner.context());
  });

  /** Everything the owner has, to prove a refused call changed nothing. */
  const snapshot = () =>
    Promise.all(
      ['paddy_fields', 'brands', 'brand_seeds', 'landmarks', 'event_outbox'].map((t) =>
        h.sql(`SELECT * FROM fields.${t} ORDER BY 1`),
      ),
    );

  /** Every verb that names the owner's rows by id (payloads built once the rows exist). */
  const verbsOnOwnersRows: [string, string, () => unknown][] = [
    ['list one field', pf.list, () => ({ paddy_field_id: field.paddy_field_id })],
    ['update a field', pf.update, () => ({ paddy_field_id: field.paddy_field_id, name: '乗っ取り' })],
    ['delete fields', pf.delete, () => ({ paddy_field_ids: [field.paddy_field_id] })],
    ['update a brand', brands.update, () => ({ brand_id: brand.brand_id, brand_name: '乗っ取り' })],
    ['delete a brand', brands.delete, () => ({ brand_id: brand.brand_id })],
    ['reorder brands', brands.order, () => ({ brands: [{ brand_id: brand.brand_id, sort_key: 1, new_sort_key: 1 }] })],
    ['update a landmark', lm.update, () => ({ landmark_id: landmark.landmark_id, name: '乗っ取り' })],
    ['delete a landmark', lm.delete, () => ({ landmark_id: landmark.landmark_id })],
  ];

  describe('another account', () => {
    itAnswersStrangers404({ h, snapshot }, verbsOnOwnersRows, newAccount);

    it('gets 404 even when it names the owner\'s year', async () => {
      const stranger = newAccount();
      const ctx = stranger.context({ managementId: owner.managementId });
      expect(await h.client.callError(pf.update, { paddy_field_id: field.paddy_field_id, name: 'x' }, ctx)).toMatchObject({ statusCode: 404 });
      expect(await h.client.callError(brands.delete, { brand_id: brand.brand_id }, ctx)).toMatchObject({ statusCode: 404 });
    });

    it('sees none of the owner\'s rows in lists, summaries and lookups', async () => {
      const stranger = newAccount();
      expect(await h.client.call(pf.list, {}, stranger.context())).toEqual([]);
      expect(await h.client.call(pf.list, {}, stranger.context({ managementId: owner.managementId }))).toEqual([]);
      expect(await h.client.call(pf.areas, {}, stranger.context())).toEqual([]);
      expect(await h.client.call(brands.list, {}, stranger.context())).toEqual([]);
      expect(await h.client.call(lm.list, {}, stranger.context())).toEqual({ list: [] });
      expect(await h.client.call(pf.lookup, { paddy_field_ids: [field.paddy_field_id] }, stranger.context())).toEqual([]);
      expect(await h.client.call(pf.directory, {}, stranger.context({ managementId: owner.managementId }))).toEqual([]);
    });

    it('cannot give its field the owner\'s brand', async () => {
      const stranger = newAccount();
      const [own] = await h.client.call<PaddyField[]>(pf.create, { paddy_fields: [{ map_pos: '35,139' }] }, stranger.context());
      expect(await h.client.callError(pf.update, { paddy_field_id: own.paddy_field_id, brand_id: brand.brand_id }, stranger.context()))
        .toMatchObject({ statusCode: 404 });
    });

    it('is refused without an account at all', async () => {
      const anonymous = owner.context({ accountId: null });
      expect(await h.client.callError(pf.list, {}, anonymous)).toMatchObject({ statusCode: 401 });
      expect(await h.client.callError(lm.list, {}, anonymous)).toMatchObject({ statusCode: 401 });
    });
  });

  /** Every write, on the owner's own rows. */
  const writes: [string, string, () => unknown][] = [
    ['register fields', pf.create, () => ({ paddy_fields: [{ map_pos: '35,139' }] })],
    ['update a field', pf.update, () => ({ paddy_field_id: field.paddy_field_id, name: '変更' })],
    ['delete fields', pf.delete, () => ({ paddy_field_ids: [field.paddy_field_id] })],
    ['add a brand', brands.create, () => ({ brand_name: 'ひとめぼれ' })],
    ['rename a brand', brands.update, () => ({ brand_id: brand.brand_id, brand_name: '変更' })],
    ['delete a brand', brands.delete, () => ({ brand_id: brand.brand_id })],
    ['reorder brands', brands.order, () => ({ brands: [{ brand_id: brand.brand_id, sort_key: 1, new_sort_key: 1 }] })],
    ['create master data', brands.createMasterData, () => ({})],
    ['add a landmark', lm.create, () => ({ latitude: 35, longitude: 139 })],
    ['move a landmark', lm.update, () => ({ landmark_id: landmark.landmark_id, latitude: 35, longitude: 139 })],
    ['delete a landmark', lm.delete, () => ({ landmark_id: landmark.landmark_id })],
  ];

  describeReadOnlyCases({ h, snapshot, owner }, writes, (contextOf) => {
    it('still reads', async () => {
      const ctx = contextOf(owner);
      expect(await h.client.call<PaddyField[]>(pf.list, {}, ctx)).toHaveLength(1);
      expect(await h.client.call<Brand[]>(brands.list, {}, ctx)).toHaveLength(1);
      expect(await h.client.call(pf.areas, {}, ctx)).toEqual([{ brand_id: brand.brand_id, brand_name: 'コシヒカリ', count: 1, area: '10' }]);
      expect((await h.client.call<{ list: Landmark[] }>(lm.list, {}, ctx)).list).toHaveLength(1);
    });
  });

  it('lets an admin write on any plan, but not in a past year', async () => {
    await h.client.call(pf.update, { paddy_field_id: field.paddy_field_id, name: '管理者' }, owner.context({ planType: 2, admin: true }));
    expect(await h.client.callError(pf.update, { paddy_field_id: field.paddy_field_id, name: 'x' }, owner.context({ admin: true, pastYear: true })))
      .toMatchObject({ statusCode: 403, message: PAST_YEAR_MESSAGE });
  });
});
