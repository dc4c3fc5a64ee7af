import { SUBJECTS, type Brand } from '@inasaku/contracts';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { startFieldsService } from '../test/harness';
import { BRAND_MASTER_DATA } from './brand-master-data';

const brands = SUBJECTS.fields.brands;

describe('brands over NATS (raw wire format)', () => {
  const h = suiteHarness(startFieldsService);
  const farm = perTest(newAccount);

  const add = (name: string, account = farm) => h.client.call<Brand>(brands.create, { brand_name: name }, account.context());
  const list = (account = farm) => h.client.call<Brand[]>(brands.list, {}, account.context());

  it('adds brands at the end, renames and deletes them', async () => {
    const a = await add('コシヒカリ');
    const b = await add('ひとめぼれ');
    expect(a).toEqual({ brand_id: a.brand_id, brand_name: 'コシヒカリ', management_id: farm.managementId, sort_key: 1 });
    expect(b.sort_key).toBe(2);

    expect(await h.client.call(brands.update, { brand_id: b.brand_id, brand_name: 'ひとめぼれ（特栽）' }, farm.context())).toMatchObject({
      brand_id: b.brand_id, brand_name: 'ひとめぼれ（特栽）', sort_key: 2,
    });
    expect(await h.client.call(brands.delete, { brand_id: a.brand_id }, farm.context())).toEqual({
      brand_id: a.brand_id, cleared_paddy_field_count: 0,
    });
    expect((await list()).map((x) => x.brand_name)).toEqual(['ひとめぼれ（特栽）']);
    expect(await h.client.callError(brands.delete, { brand_id: a.brand_id }, farm.context())).toMatchObject({ statusCode: 404 });
  });

  it('keeps years apart', async () => {
    await add('コシヒカリ');
    const nextYear = { ...farm, context: () => farm.context({ managementId: newAccount().managementId }) };
    expect(await list(nextYear)).toEqual([]);
  });

  it('lists exactly the Brand shape in sort order, the account\'s own brands only (the list is JSON made by PostgreSQL)', async () => {
    const a = await add('コシヒカリ "新"\\');
    const b = await add('つや姫');
    const other = newAccount();
    await h.client.call<Brand>(brands.create, { brand_name: 'よそ' }, other.context({ managementId: farm.managementId }));
    expect(await list()).toEqual([
      { brand_id: a.brand_id, brand_name: 'コシヒカリ "新"\\', management_id: farm.managementId, sort_key: 1 },
      { brand_id: b.brand_id, brand_name: 'つや姫', management_id: farm.managementId, sort_key: 2 },
    ]);
    const sameYearOther = { ...other, context: () => other.context({ managementId: farm.managementId }) };
    expect((await list(sameYearOther)).map((x) => x.brand_name)).toEqual(['よそ']);
  });

  it('answers 400 with the form message and stores nothing for a bad name', async () => {
    expect(await h.client.callError(brands.create, { brand_name: '' }, farm.context())).toEqual({
      statusCode: 400, code: 'VALIDATION_ERROR', message: '品種名は必須項目です。', field: 'brand_name',
    });
    expect(await h.client.callError(brands.create, { brand_name: 'あ'.repeat(21) }, farm.context())).toMatchObject({
      statusCode: 400, message: '入力可能な文字数（20文字）を超えています。',
    });
    const a = await add('つや姫');
    expect(await h.client.callError(brands.update, { brand_id: a.brand_id, brand_name: '   ' }, farm.context())).toMatchObject({ statusCode: 400 });
    expect((await list()).map((x) => x.brand_name)).toEqual(['つや姫']);
  });

  it('reorders with only the changed rows and answers the new list', async () => {
    const [a, b, c] = [await add('A'), await add('B'), await add('C')];
    const reordered = await h.client.call<Brand[]>(brands.order, {
      brands: [
        { brand_id: c.brand_id, sort_key: 3, new_sort_key: 2, management_id: farm.managementId, account_id: 'ignored' },
        { brand_id: b.brand_id, sort_key: 2, new_sort_key: 3 },
      ],
    }, farm.context());
    expect(reordered.map((x) => [x.brand_name, x.sort_key])).toEqual([['A', 1], ['C', 2], ['B', 3]]);
    const [row] = await h.sql<{ sort_key: number }>('SELECT sort_key FROM fields.brands WHERE brand_id = $1', [a.brand_id]);
    expect(row.sort_key).toBe(1);
  });

  it('refuses a stale or half reorder without changing anything', async () => {
    const [a, b] = [await add('A'), await add('B')];
    expect(await h.client.callError(brands.order, {
      brands: [{ brand_id: a.brand_id, sort_key: 2, new_sort_key: 1 }, { brand_id: b.brand_id, sort_key: 1, new_sort_key: 2 }],
    }, farm.context())).toEqual({
      statusCode: 409, code: 'ORDER_CONFLICT', message: '並び順がほかの操作で変更されました。画面を読み込み直してください。',
    });
    // Half of a swap: the key is another row's, and the message says so.
    expect(await h.client.callError(brands.order, { brands: [{ brand_id: a.brand_id, sort_key: 1, new_sort_key: 2 }] }, farm.context()))
      .toMatchObject({ statusCode: 400, message: '並び順がほかの行と同じです。入れ替える行もあわせて指定してください。' });
    expect((await list()).map((x) => [x.brand_name, x.sort_key])).toEqual([['A', 1], ['B', 2]]);
  });

  it('creates the starting brands once from the GET endpoint, after the ones already there', async () => {
    await add('自家採種');
    const first = await h.client.call<Brand[]>(brands.createMasterData, {}, farm.context());
    expect(first.map((x) => x.brand_name)).toEqual(['自家採種', ...BRAND_MASTER_DATA]);
    expect(first.map((x) => x.sort_key)).toEqual(first.map((_, i) => i + 1));
    const again = await h.client.call<Brand[]>(brands.createMasterData, {}, farm.context());
    expect(again).toEqual(first);
  });
});
