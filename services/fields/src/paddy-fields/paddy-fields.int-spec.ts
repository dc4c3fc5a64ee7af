import { EVENTS, SUBJECTS, type Brand, type PaddyField, type PaddyFieldArea, type PaddyFieldDeletedEvent, type PaddyFieldSummary } from '@inasaku/contracts';
import { eventually, newAccount, perTest, readEvents, streamLastSeq, suiteHarness } from '@inasaku/testing';
import { startFieldsService } from '../test/harness';

const pf = SUBJECTS.fields.paddyFields;
const brands = SUBJECTS.fields.brands;

describe('paddy fields over NATS (raw wire format)', () => {
  const h = suiteHarness(startFieldsService);
  const farm = perTest(newAccount);

  const register = (positions: string[], account = farm) =>
    h.client.call<PaddyField[]>(pf.create, { paddy_fields: positions.map((map_pos) => ({ map_pos })) }, account.context());
  const count = async (account = farm) =>
    Number((await h.sql<{ n: string }>('SELECT count(*) AS n FROM fields.paddy_fields WHERE account_id = $1', [account.accountId]))[0].n);

  it('registers several pins at once with added-order numbers and defaults', async () => {
    const created = await register(['36.6512,138.1812', ' 36.6520 , 138.1830 ', '36.653,138.185']);
    expect(created).toHaveLength(3);
    expect(created[1]).toMatchObject({
      management_id: farm.managementId, map_pos: '36.6520,138.1830', latitude: 36.652, longitude: 138.183, name: null,
      area: null, brand_id: null, brand: null, kousakusha: null, pin_type: '040', remarks: null, tag_no: null,
      sensor_start_date: null,
    });
    expect(created.map((f) => f.sequence)).toEqual([1, 2, 3]);

    const listed = await h.client.call<PaddyField[]>(pf.list, {}, farm.context());
    expect(listed.map((f) => f.paddy_field_id)).toEqual(created.map((f) => f.paddy_field_id));
    const one = await h.client.call<PaddyField[]>(pf.list, { paddy_field_id: created[2].paddy_field_id }, farm.context());
    expect(one).toEqual([created[2]]);
  });

  it('never gives an added-order number twice, even after deletes', async () => {
    const [a, b] = await register(['35,139', '35.1,139.1']);
    await h.client.call(pf.delete, { paddy_field_ids: [b.paddy_field_id] }, farm.context());
    const [c] = await register(['35.2,139.2']);
    expect([a.sequence, c.sequence]).toEqual([1, 3]);
  });

  it('edits the form fields and clears them again', async () => {
    const [field] = await register(['36.65,138.18']);
    const brand = await h.client.call<Brand>(brands.create, { brand_name: 'コシヒカリ' }, farm.context());
    const updated = await h.client.call<PaddyField>(pf.update, {
      paddy_field_id: field.paddy_field_id, name: '北1号', area: '12.34', brand_id: brand.brand_id,
      kousakusha: '山田太郎', pin_type: '070', remarks: '水はけが悪い', map_pos: field.map_pos,
    }, farm.context());
    expect(updated).toMatchObject({
      name: '北1号', area: '12.34', brand_id: brand.brand_id, brand: 'コシヒカリ', kousakusha: '山田太郎', pin_type: '070',
      remarks: '水はけが悪い', map_pos: '36.65,138.18', sequence: 1,
    });
    const [stored] = await h.sql('SELECT area::text AS area, pin_type FROM fields.paddy_fields WHERE paddy_field_id = $1', [field.paddy_field_id]);
    expect(stored).toEqual({ area: '12.34', pin_type: '070' });

    const partial = await h.client.call<PaddyField>(pf.update, { paddy_field_id: field.paddy_field_id, area: 7.5 }, farm.context());
    expect(partial).toMatchObject({ name: '北1号', area: '7.5', brand: 'コシヒカリ' });

    const cleared = await h.client.call<PaddyField>(pf.update, {
      paddy_field_id: field.paddy_field_id, name: '', area: '', brand_id: '', kousakusha: '', pin_type: '', remarks: '',
    }, farm.context());
    expect(cleared).toMatchObject({ name: null, area: null, brand_id: null, brand: null, kousakusha: null, pin_type: '040', remarks: null });
  });

  it('answers 400 with the form message and stores nothing for bad input', async () => {
    const [field] = await register(['36.65,138.18']);
    const before = await h.sql('SELECT * FROM fields.paddy_fields ORDER BY sequence');
    const cases: [unknown, string, string][] = [
      [{ paddy_field_id: field.paddy_field_id, name: 'x'.repeat(101) }, 'name', '入力可能な文字数（100文字）を超えています。'],
      [{ paddy_field_id: field.paddy_field_id, area: '12.345' }, 'area', '整数9桁以内、小数2桁以内の数値で入力してください。'],
      [{ paddy_field_id: field.paddy_field_id, kousakusha: 'x'.repeat(101) }, 'kousakusha', '入力可能な文字数（100文字）を超えています。'],
      [{ paddy_field_id: field.paddy_field_id, remarks: 'x'.repeat(1001) }, 'remarks', '入力可能な文字数（1000文字）を超えています。'],
      [{ paddy_field_id: field.paddy_field_id, pin_type: '041' }, 'pin_type', '選択肢の中から選択してください。'],
      [{ paddy_field_id: field.paddy_field_id, map_pos: '91,0' }, 'map_pos', '位置は緯度-90〜90、経度-180〜180の範囲で指定してください。'],
    ];
    for (const [payload, fieldName, message] of cases) {
      expect(await h.client.callError(pf.update, payload, farm.context())).toEqual({
        statusCode: 400, code: 'VALIDATION_ERROR', message, field: fieldName,
      });
    }
    expect(await h.client.callError(pf.create, { paddy_fields: [{ map_pos: '35,139' }, { map_pos: '35;139' }] }, farm.context())).toMatchObject({
      statusCode: 400, field: 'paddy_fields.1.map_pos', message: '位置は「緯度,経度」の形式で指定してください。',
    });
    expect(await h.sql('SELECT * FROM fields.paddy_fields ORDER BY sequence')).toEqual(before);
  });

  it('refuses a brand of another year or account and a missing field with 404', async () => {
    const [field] = await register(['35,139']);
    const otherYear = await h.client.call<Brand>(brands.create, { brand_name: '昨年の品種' }, farm.context({ managementId: newAccount().managementId }));
    expect(await h.client.callError(pf.update, { paddy_field_id: field.paddy_field_id, brand_id: otherYear.brand_id }, farm.context()))
      .toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(await h.client.callError(pf.list, { paddy_field_id: otherYear.brand_id }, farm.context())).toMatchObject({ statusCode: 404 });
  });

  it('deletes all the given fields or none, and publishes one deleted event', async () => {
    const [a, b, c] = await register(['35,139', '35.1,139.1', '35.2,139.2']);
    const seq = await streamLastSeq(h.client.nc);

    const missing = await h.client.callError(pf.delete, { paddy_field_ids: [a.paddy_field_id, newAccount().accountId] }, farm.context());
    expect(missing).toMatchObject({ statusCode: 404 });
    expect(await count()).toBe(3);

    const answer = await h.client.call(pf.delete, { paddy_field_ids: [a.paddy_field_id, b.paddy_field_id, a.paddy_field_id] }, farm.context());
    expect(answer).toEqual({ paddy_field_ids: [a.paddy_field_id, b.paddy_field_id] });
    expect((await h.client.call<PaddyField[]>(pf.list, {}, farm.context())).map((f) => f.paddy_field_id)).toEqual([c.paddy_field_id]);

    const events = await eventually(async () => {
      const found = await readEvents<PaddyFieldDeletedEvent>(h.client.nc, EVENTS.paddyFieldDeleted, seq);
      return found.length ? found : null;
    });
    // Give a second publish (which must not happen) the chance to show up.
    await new Promise((r) => setTimeout(r, 300));
    const all = await readEvents<PaddyFieldDeletedEvent>(h.client.nc, EVENTS.paddyFieldDeleted, seq);
    expect(all).toHaveLength(1);
    expect(events?.[0].data).toMatchObject({
      account_id: farm.accountId, management_id: farm.managementId, paddy_field_ids: [a.paddy_field_id, b.paddy_field_id],
    });
    expect(all[0].msgId).toMatch(/^paddy-field\.deleted:/);
  });

  it('sums areas per brand exactly, unbranded last as "-"', async () => {
    const koshi = await h.client.call<Brand>(brands.create, { brand_name: 'コシヒカリ' }, farm.context());
    const hitome = await h.client.call<Brand>(brands.create, { brand_name: 'ひとめぼれ' }, farm.context());
    const fields = await register(['35,139', '35.1,139.1', '35.2,139.2', '35.3,139.3', '35.4,139.4']);
    const set = (i: number, area: string | null, brand: Brand | null) =>
      h.client.call(pf.update, { paddy_field_id: fields[i].paddy_field_id, area, brand_id: brand?.brand_id ?? null }, farm.context());
    await set(0, '0.1', koshi);
    await set(1, '0.2', koshi);
    await set(2, '1234.56', hitome);
    await set(3, '999.99', null);
    await set(4, null, null);

    const areas = await h.client.call<PaddyFieldArea[]>(pf.areas, {}, farm.context());
    expect(areas).toEqual([
      { brand_id: koshi.brand_id, brand_name: 'コシヒカリ', count: 2, area: '0.3' },
      { brand_id: hitome.brand_id, brand_name: 'ひとめぼれ', count: 1, area: '1234.56' },
      { brand_id: null, brand_name: '-', count: 2, area: '999.99' },
    ]);
    // Another year sees nothing of this one.
    expect(await h.client.call(pf.areas, {}, farm.context({ managementId: newAccount().managementId }))).toEqual([]);
  });

  it('deleting a brand leaves its fields without a brand', async () => {
    const brand = await h.client.call<Brand>(brands.create, { brand_name: 'つや姫' }, farm.context());
    const [field] = await register(['35,139']);
    await h.client.call(pf.update, { paddy_field_id: field.paddy_field_id, brand_id: brand.brand_id }, farm.context());
    expect(await h.client.call(brands.delete, { brand_id: brand.brand_id }, farm.context())).toEqual({
      brand_id: brand.brand_id, cleared_paddy_field_count: 1,
    });
    const [after] = await h.client.call<PaddyField[]>(pf.list, { paddy_field_id: field.paddy_field_id }, farm.context());
    expect(after).toMatchObject({ brand_id: null, brand: null });
  });

  it('looks up names and areas for other services, only of the asking account', async () => {
    const brand = await h.client.call<Brand>(brands.create, { brand_name: 'ななつぼし' }, farm.context());
    const [a, b] = await register(['35,139', '35.1,139.1']);
    await h.client.call(pf.update, { paddy_field_id: a.paddy_field_id, name: '東1', area: '10.50', brand_id: brand.brand_id }, farm.context());
    const stranger = newAccount();
    const [foreign] = await register(['34,135'], stranger);

    const found = await h.client.call<PaddyFieldSummary[]>(
      pf.lookup, { paddy_field_ids: [b.paddy_field_id, foreign.paddy_field_id, a.paddy_field_id] }, farm.context(),
    );
    expect(found).toEqual([
      { paddy_field_id: b.paddy_field_id, management_id: farm.managementId, name: null, map_pos: '35.1,139.1', area: null, brand_id: null, brand_name: null },
      { paddy_field_id: a.paddy_field_id, management_id: farm.managementId, name: '東1', map_pos: '35,139', area: '10.5', brand_id: brand.brand_id, brand_name: 'ななつぼし' },
    ]);

    // The whole year at once, for other services' read caches: the same summaries, in field order.
    const directory = await h.client.call<PaddyFieldSummary[]>(pf.directory, {}, farm.context());
    expect(directory.map((f) => f.paddy_field_id)).toEqual([a.paddy_field_id, b.paddy_field_id]);
    expect(directory[0]).toEqual(found[1]);
  });
});
