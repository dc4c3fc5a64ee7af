import { BOUNDARY_MESSAGES, FIELDS_BOUNDARY_SUBJECTS, FIELD_TRANSFER_MESSAGES, SUBJECTS, type Brand, type PaddyField, type PaddyFieldExport, type PaddyFieldImportPreview, type PaddyFieldImportResult } from '@inasaku/contracts';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { startFieldsService } from '../test/harness';
import { rectangle } from '../test/fude-sample';

const t = FIELDS_BOUNDARY_SUBJECTS.transfer;
const pf = SUBJECTS.fields.paddyFields;

/** What a field is to the farmer, without ids, order numbers and times. */
function essence(f: PaddyField) {
  return {
    name: f.name, area: f.area, brand: f.brand, kousakusha: f.kousakusha, remarks: f.remarks, tag_no: f.tag_no, map_pos: f.map_pos,
    boundary: f.boundary, boundary_area_a: f.boundary_area_a,
  };
}

describe('paddy fields out and in (GeoJSON, KML, CSV)', () => {
  const h = suiteHarness(startFieldsService);
  const farm = perTest(newAccount);

  /** Three fields: a 筆 with a typed area, brand and text that needs escaping; a plain pin; a shape with a hole. */
  async function seed(): Promise<PaddyField[]> {
    const brand = await h.client.call<Brand>(SUBJECTS.fields.brands.create, { brand_name: 'コシヒカリ' }, farm.context());
    const outer = rectangle(138.85, 37.45, 200, 200).coordinates[0];
    const hole = rectangle(138.8505, 37.4505, 40, 40).coordinates[0].slice().reverse();
    const created = await h.client.call<PaddyField[]>(pf.create, {
      paddy_fields: [{ boundary: rectangle(138.86, 37.46, 100, 50) }, { map_pos: '37.5,138.9' }, { boundary: { type: 'Polygon', coordinates: [outer, hole] } }],
    }, farm.context());
    await h.client.call(pf.update, {
      paddy_field_id: created[0].paddy_field_id, name: '北1号 "A" <東>, 角', area: '48.5', brand_id: brand.brand_id, kousakusha: '山田, 太郎',
      remarks: '水はけが悪い\n畦の補修 & 確認',
    }, farm.context());
    await h.client.call(pf.update, { paddy_field_id: created[1].paddy_field_id, name: 'ピンだけ', area: '12.3' }, farm.context());
    return h.client.call<PaddyField[]>(pf.list, {}, farm.context());
  }

  it.each(['geojson', 'kml', 'csv'] as const)('%s: an export imported into a new account gives the same fields', async (format) => {
    const original = await seed();
    const file = await h.client.call<PaddyFieldExport>(t.export, { format }, farm.context());
    expect(file.count).toBe(3);
    if (format === 'csv') expect(file.content.startsWith('\uFEFFname,area,brand,cultivator,memo,sensor,lat,lng,boundary')).toBe(true);

    const other = newAccount();
    const preview = await h.client.call<PaddyFieldImportPreview>(t.preview, { format, content: file.content }, other.context());
    expect(preview).toMatchObject({ ok_count: 3, problem_count: 0, problems: [] });
    expect(preview.rows[0]).toMatchObject({ index: 1, brand: 'コシヒカリ', new_brand: true, problems: [] });
    expect(await h.sql('SELECT 1 FROM fields.paddy_fields WHERE account_id = $1', [other.accountId])).toHaveLength(0);

    const result = await h.client.call<PaddyFieldImportResult>(t.import, { format, content: file.content, confirm: true }, other.context());
    expect(result).toEqual({ created: 3, created_brands: ['コシヒカリ'] });
    const copied = await h.client.call<PaddyField[]>(pf.list, {}, other.context());
    expect(copied.map(essence)).toEqual(original.map(essence));
  });

  it('lists every row\'s problems in Japanese, writes nothing, and refuses to import until they are fixed', async () => {
    const bowTie = { type: 'Polygon', coordinates: [[[139, 35], [139.001, 35.001], [139.001, 35], [139, 35.001], [139, 35]]] };
    const content = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: rectangle(138.85, 37.45, 100, 100), properties: { name: 'よい行' } },
        { type: 'Feature', geometry: bowTie, properties: { name: '交差' } },
        { type: 'Feature', geometry: null, properties: { name: '位置なし', area: '-3' } },
        { type: 'Feature', geometry: { type: 'Point', coordinates: [139, 95] }, properties: { name: 'x'.repeat(101) } },
      ],
    });
    const preview = await h.client.call<PaddyFieldImportPreview>(t.preview, { format: 'geojson', content }, farm.context());
    expect(preview).toMatchObject({ ok_count: 1, problem_count: 3 });
    expect(preview.rows[0]).toMatchObject({ name: 'よい行', problems: [], area: '100', boundary_area_a: 100 });
    expect(preview.rows[1].problems).toEqual([BOUNDARY_MESSAGES.selfIntersection]);
    expect(preview.rows[2].problems).toEqual(expect.arrayContaining(['ほ場の位置（ピンまたは境界）がありません。', expect.stringMatching(/^面積: /)]));
    expect(preview.rows[3].problems).toEqual(expect.arrayContaining([expect.stringMatching(/^ほ場名: /), expect.stringMatching(/^位置: /)]));

    const error = await h.client.callError(t.import, { format: 'geojson', content, confirm: true }, farm.context());
    expect(error).toMatchObject({ statusCode: 400, message: FIELD_TRANSFER_MESSAGES.hasProblems });
    expect(await h.sql('SELECT 1 FROM fields.paddy_fields')).toHaveLength(0);
  });

  it('an unreadable file is one Japanese problem; a past year cannot import', async () => {
    for (const [format, content] of [['geojson', '{"type":'], ['kml', '<kml><Document>'], ['csv', 'a,b\n"unclosed']] as const) {
      const preview = await h.client.call<PaddyFieldImportPreview>(t.preview, { format, content }, farm.context());
      expect(preview.rows).toEqual([]);
      expect(preview.problems).toHaveLength(1);
      expect(preview.problems[0]).toMatch(/読み取れません|ありません/);
    }
    const csv = '\uFEFFname,lat,lng\r\n東1,37.1,138.1\r\n';
    const error = await h.client.callError(t.import, { format: 'csv', content: csv, confirm: true }, farm.context({ pastYear: true }));
    expect(error.statusCode).toBe(403);
    expect(await h.sql('SELECT 1 FROM fields.paddy_fields')).toHaveLength(0);
  });

  it('exports only the account\'s own year', async () => {
    await seed();
    const other = newAccount();
    const file = await h.client.call<PaddyFieldExport>(t.export, { format: 'geojson' }, other.context());
    expect(file.count).toBe(0);
    expect(JSON.parse(file.content)).toEqual({ type: 'FeatureCollection', features: [] });
  });
});
