import { SUBJECTS, type Brand, type PaddyField } from '@inasaku/contracts';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { startFieldsService } from '../test/harness';
import { rectangle } from '../test/fude-sample';

const pf = SUBJECTS.fields.paddyFields;

/**
 * The list answer is JSON that PostgreSQL builds (paddy-fields-json.ts); every other answer is
 * written by toPaddyField from the entity. Both must say the same of the same row, whatever it holds.
 */
describe('the list answer built by PostgreSQL', () => {
  const h = suiteHarness(startFieldsService);
  const farm = perTest(newAccount);

  /** The field as the update answer writes it (read back from the database, mapped by toPaddyField). */
  const readBack = (id: string) => h.client.call<PaddyField>(pf.update, { paddy_field_id: id }, farm.context());

  it('says of every field what the other answers say: each column set, cleared, padded or odd', async () => {
    // A boundary with more decimals than the map needs: the list keeps what TypeORM reads (9 digits).
    const fine = rectangle(138.851234567891, 37.451234567891, 100, 50);
    const [full, plain, zero, last] = await h.client.call<PaddyField[]>(pf.create, {
      paddy_fields: [{ map_pos: '37.4512999,138.8512999', boundary: fine }, { map_pos: ' 36.6520 , 138.1830 ' }, { map_pos: '35,139' }, { map_pos: '35.5,139.5' }],
    }, farm.context());
    const brand = await h.client.call<Brand>(SUBJECTS.fields.brands.create, { brand_name: 'コシヒカリ' }, farm.context());
    await h.client.call(pf.update, {
      paddy_field_id: full.paddy_field_id, name: '北1号 "引用" \\ 円', area: '5.00', brand_id: brand.brand_id,
      kousakusha: '山田太郎', pin_type: '070', remarks: 'メモ\n2行目',
    }, farm.context());
    await h.client.call(pf.update, { paddy_field_id: zero.paddy_field_id, area: '0.00' }, farm.context());
    // A linked sensor, with a start date and an update time in microseconds (answers carry milliseconds).
    await h.sql(
      `UPDATE fields.paddy_fields SET tag_no = 'WL-1', sensor_start_date = '2026-05-01', updated_at = '2026-05-01T01:02:03.456789Z'
        WHERE paddy_field_id = $1`,
      [full.paddy_field_id],
    );

    const listed = await h.client.call<PaddyField[]>(pf.list, {}, farm.context());
    const expected = [];
    for (const f of [full, plain, zero, last]) expected.push(await readBack(f.paddy_field_id));
    // The read-back updated updated_at: compare the list taken before it on everything else.
    const withoutUpdatedAt = ({ updated_at: _, ...rest }: PaddyField) => rest;
    expect(listed.map(withoutUpdatedAt)).toEqual(expected.map(withoutUpdatedAt));
    expect(listed[0]).toMatchObject({
      area: '5', brand: 'コシヒカリ', tag_no: 'WL-1', sensor_start_date: '2026-05-01', updated_at: '2026-05-01T01:02:03.456Z',
    });
    expect(listed[0].boundary?.coordinates[0]).toHaveLength(5);
    expect(listed.map((f) => [f.map_pos, f.area, f.pin_type, f.boundary])).toEqual([
      ['37.4512999,138.8512999', '5', '070', listed[0].boundary],
      ['36.6520,138.1830', null, '040', null],
      ['35,139', '0', '040', null],
      ['35.5,139.5', null, '040', null],
    ]);
  });

  it('an unknown or another account\'s field is 404, an empty year an empty list', async () => {
    const other = newAccount();
    const [theirs] = await h.client.call<PaddyField[]>(pf.create, { paddy_fields: [{ map_pos: '35,139' }] }, other.context());
    expect(await h.client.callError(pf.list, { paddy_field_id: theirs.paddy_field_id }, farm.context())).toMatchObject({ statusCode: 404 });
    expect(await h.client.call<PaddyField[]>(pf.list, {}, farm.context())).toEqual([]);
  });
});
