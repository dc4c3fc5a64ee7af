import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { FIELDS_BOUNDARY_SUBJECTS, type FudePolygon, type FudePolygonsInView } from '@inasaku/contracts';
import { newAccount, suiteHarness, testUrls } from '@inasaku/testing';
import { startFieldsService } from '../test/harness';
import { paddyBlock, rectangle, writeFudeFile, writeFudeFileByLine, type SampleFude } from '../test/fude-sample';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../../..');
const s = FIELDS_BOUNDARY_SUBJECTS.fudePolygons;

/** The operator's command, as the README gives it, against the test database. */
function fudeImport(file: string) {
  return run('node', [path.join(ROOT, 'scripts/fude-import.mjs'), file], {
    cwd: ROOT, env: { ...process.env, DATABASE_URL: testUrls().database }, timeout: 60_000,
  });
}

describe('筆ポリゴン: the import command and the tap lookup', () => {
  let dir: string;
  const farm = newAccount();

  const h = suiteHarness(startFieldsService);
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fude-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads a file in MAFF\'s format and finds the 筆 under a tap; no 筆 there answers null', async () => {
    const block = paddyBlock();
    const file = path.join(dir, 'sample.geojson');
    writeFudeFile(file, block);
    const { stdout } = await fudeImport(file);
    expect(stdout).toContain('6 件登録 / 6 件');

    const target = block[4];
    const [a, , c] = target.boundary.coordinates[0];
    const hit = await h.client.call<FudePolygon | null>(s.at, { lat: (a[1] + c[1]) / 2, lng: (a[0] + c[0]) / 2 }, farm.context());
    expect(hit).toMatchObject({ polygon_uuid: target.polygon_uuid, land_type: '200', local_government_cd: '152021', issue_year: 2024 });
    expect(hit?.boundary.coordinates[0][2][0]).toBeCloseTo(c[0], 9);
    expect(hit?.area_a).toBeCloseTo(50, 1);

    const miss = await h.client.call<FudePolygon | null>(s.at, { lat: 37.3, lng: 138.7 }, farm.context());
    expect(miss).toBeNull();

    const view = await h.client.call<FudePolygonsInView>(s.inView, { bbox: `${a[0] - 0.01},${a[1] - 0.01},${a[0] + 0.01},${a[1] + 0.01}` }, farm.context());
    expect(view.list.map((f) => f.polygon_uuid).sort()).toEqual(block.map((f) => f.polygon_uuid).sort());
    expect(view.truncated).toBe(false);
    const wide = await h.client.call<FudePolygonsInView>(s.inView, { bbox: '138,37,139,38' }, farm.context());
    expect(wide).toEqual({ list: [], truncated: true });
  });

  it('a 100 m × 100 m 筆 is 100 a within 0.1 % (PostGIS on the ellipsoid)', async () => {
    const square: SampleFude = { polygon_uuid: randomUUID(), land_type: 100, boundary: rectangle(140.1, 35.3, 100, 100) };
    const file = path.join(dir, 'square.geojson');
    writeFudeFile(file, [square]);
    await fudeImport(file);
    const hit = await h.client.call<FudePolygon>(s.at, { lat: 35.3004, lng: 140.1005 }, farm.context());
    expect(Math.abs(hit.area_a - 100) / 100).toBeLessThan(0.001);
  });

  it('skips what is not a usable 筆 and says why; a re-import replaces by polygon_uuid', async () => {
    const [good] = paddyBlock(139.5, 36.5);
    const bowTie = { type: 'Polygon', coordinates: [[[139.6, 36.6], [139.601, 36.601], [139.601, 36.6], [139.6, 36.601], [139.6, 36.6]]] };
    const file = path.join(dir, 'mixed.geojson');
    writeFudeFile(file, [good], [
      { type: 'Feature', properties: { polygon_uuid: 'not-a-uuid', land_type: 100 }, geometry: good.boundary },
      { type: 'Feature', properties: { polygon_uuid: randomUUID(), land_type: 100 }, geometry: { type: 'Point', coordinates: [139.6, 36.6] } },
      { type: 'Feature', properties: { polygon_uuid: randomUUID(), land_type: 100 }, geometry: bowTie },
    ]);
    const { stdout } = await fudeImport(file);
    expect(stdout).toContain('1 件登録 / 4 件');
    expect(stdout).toContain('polygon_uuid がない、または形式が正しくない 1 件');
    expect(stdout).toContain('ポリゴンでない、または閉じていない 1 件');
    expect(stdout).toContain('自己交差などで不正な形 1 件');

    writeFudeFile(file, [{ ...good, land_type: 200 }]);
    await fudeImport(file);
    const rows = await h.sql<{ land_type: string }>('SELECT land_type FROM fields.fude_polygons');
    expect(rows).toEqual([{ land_type: '200' }]);
  });

  it('reads GDAL\'s one-feature-per-line layout too; a file cut short there changes nothing', async () => {
    const block = paddyBlock(139.2, 36.2);
    const file = path.join(dir, 'by-line.geojson');
    writeFudeFileByLine(file, block);
    const { stdout } = await fudeImport(file);
    expect(stdout).toContain('6 件登録 / 6 件');
    const [a, , c] = block[0].boundary.coordinates[0];
    const hit = await h.client.call<FudePolygon>(s.at, { lat: (a[1] + c[1]) / 2, lng: (a[0] + c[0]) / 2 }, farm.context());
    expect(hit.polygon_uuid).toBe(block[0].polygon_uuid);

    const text = require('node:fs').readFileSync(file, 'utf8') as string;
    const cut = path.join(dir, 'cut.geojson');
    require('node:fs').writeFileSync(cut, text.slice(0, text.indexOf('\n', text.indexOf('"Feature"') + 10) + 1));
    await expect(fudeImport(cut)).rejects.toMatchObject({ stderr: expect.stringContaining('途中で終わっています') });
    expect(await h.sql('SELECT polygon_uuid FROM fields.fude_polygons')).toHaveLength(6);
  });

  it('loads FlatGeobuf (.fgb) as well', async () => {
    const block = paddyBlock(139.3, 36.3);
    const json = path.join(dir, 'for-fgb.geojson');
    writeFudeFile(json, block);
    const fgb = path.join(dir, 'sample.fgb');
    // the flatgeobuf package writes the file, as GDAL would (ogr2ogr -f FlatGeobuf)
    await run('node', ['--input-type=module', '-e', [
      "import { serialize } from 'flatgeobuf/lib/mjs/geojson.js'; import fs from 'node:fs';",
      `fs.writeFileSync(${JSON.stringify(fgb)}, serialize(JSON.parse(fs.readFileSync(${JSON.stringify(json)}, 'utf8'))));`,
    ].join(' ')], { cwd: ROOT });
    const { stdout } = await fudeImport(fgb);
    expect(stdout).toContain('6 件登録 / 6 件');
    const [a, , c] = block[5].boundary.coordinates[0];
    const hit = await h.client.call<FudePolygon>(s.at, { lat: (a[1] + c[1]) / 2, lng: (a[0] + c[0]) / 2 }, farm.context());
    expect(hit).toMatchObject({ polygon_uuid: block[5].polygon_uuid, land_type: '200', issue_year: 2024 });
  });

  it('a file that cannot be read changes nothing', async () => {
    const file = path.join(dir, 'keep.geojson');
    writeFudeFile(file, paddyBlock(139.9, 36.9));
    await fudeImport(file);
    const broken = path.join(dir, 'broken.geojson');
    require('node:fs').writeFileSync(broken, '{"type":"FeatureCollection","features":[{"type":"Feature",');
    await expect(fudeImport(broken)).rejects.toMatchObject({ stderr: expect.stringContaining('何も変更していません') });
    expect(await h.sql('SELECT polygon_uuid FROM fields.fude_polygons')).toHaveLength(6);
  });
});
