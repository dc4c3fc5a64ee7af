// Loads MAFF's 筆ポリゴン (farmland parcel polygons) into the shared table fields.fude_polygons.
//   npm run fude:import -- FILE [FILE...]      (FILE: .geojson/.json as MAFF publishes it, or .fgb FlatGeobuf)
// The file is streamed (a prefecture is hundreds of MB): features go through COPY into a temporary
// table, then into fude_polygons in one transaction (a failed load leaves the table as it was).
// A polygon_uuid already present is replaced (a newer year's file updates its 筆). The fields
// service's migrations must have run (npm start or the service once). DATABASE_URL as the services'.
// Attributes kept: polygon_uuid, land_type (100 田 / 200 畑), local_government_cd, issue_year,
// edit_year, history, last_polygon_uuid. Coordinates are JGD2011 lon/lat, stored as SRID 4326
// (the two agree to centimetres in Japan). Features that are not a usable polygon are counted and skipped.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import chain from 'stream-chain';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { from: copyFrom } = require('pg-copy-streams');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_VERTICES = 5000;

/** Features of a GeoJSON FeatureCollection, one at a time. */
async function* geojsonFeatures(file) {
  if (await oneFeaturePerLine(file)) {
    yield* lineFeatures(file);
    return;
  }
  const source = chain([fs.createReadStream(file), parser({ streamValues: false }), pick({ filter: 'features' }), streamArray()]);
  for await (const { value } of source) yield value;
}

/** A line holding exactly one Feature (GDAL's and QGIS's layout, a trailing comma allowed), parsed; else null. */
function featureOnLine(line) {
  const text = line.trim().replace(/,$/, '');
  if (!text.startsWith('{') || !text.endsWith('}') || !text.includes('"Feature"')) return null;
  try {
    const value = JSON.parse(text);
    return value?.type === 'Feature' ? value : null;
  } catch {
    return null;
  }
}

/**
 * GeoJSON as GDAL (ogr2ogr, QGIS) writes it, and as MAFF's files are laid out, has one feature per
 * line: then each line goes to the native JSON.parse, several times faster than a token stream.
 * Decided on the first megabyte; anything else takes the token stream.
 */
async function oneFeaturePerLine(file) {
  const head = Buffer.alloc(1 << 20);
  const fd = await fs.promises.open(file, 'r');
  try {
    const { bytesRead } = await fd.read(head, 0, head.length, 0);
    const lines = head.subarray(0, bytesRead).toString('utf8').split('\n').slice(0, -1);
    return lines.some((l) => featureOnLine(l) !== null);
  } finally {
    await fd.close();
  }
}

async function* lineFeatures(file) {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let n = 0;
  let closed = false;
  for await (const line of lines) {
    n++;
    if (/^\s*\]/.test(line)) closed = true;
    const feature = featureOnLine(line);
    if (feature) yield feature;
    // a line that opens a feature but does not parse is a broken file, not a header or footer line
    else if (/^\s*\{\s*"type"\s*:\s*"Feature"\s*,/.test(line)) throw new Error(`${n} 行目の地物を読み取れません`);
  }
  if (!closed) throw new Error('ファイルが途中で終わっています（features の ] がありません）');
}

/** Features of a FlatGeobuf file, one at a time (the flatgeobuf package reads the stream). */
async function* flatgeobufFeatures(file) {
  const { deserialize } = await import('flatgeobuf/lib/mjs/geojson.js');
  yield* deserialize(Readable.toWeb(fs.createReadStream(file)));
}

/** The outer ring and holes of a Polygon, or of a MultiPolygon with a single part; null otherwise. */
function polygonRings(geometry) {
  if (!geometry) return null;
  if (geometry.type === 'Polygon') return geometry.coordinates;
  if (geometry.type === 'MultiPolygon' && geometry.coordinates?.length === 1) return geometry.coordinates[0];
  return null;
}

/** 'SRID=4326;POLYGON((lng lat,…),(…))', or null when a ring is not closed, too short or not numeric. */
function ewkt(rings) {
  if (!Array.isArray(rings) || rings.length === 0) return null;
  let vertices = 0;
  const parts = [];
  for (const ring of rings) {
    if (!Array.isArray(ring) || ring.length < 4) return null;
    const first = ring[0];
    const last = ring[ring.length - 1];
    if (!first || !last || first[0] !== last[0] || first[1] !== last[1]) return null;
    vertices += ring.length;
    const points = [];
    for (const p of ring) {
      if (!Number.isFinite(p?.[0]) || !Number.isFinite(p?.[1])) return null;
      points.push(`${p[0]} ${p[1]}`);
    }
    parts.push(`(${points.join(',')})`);
  }
  return vertices > MAX_VERTICES ? null : `SRID=4326;POLYGON(${parts.join(',')})`;
}

// COPY text format: backslash, tab, newline and carriage return escaped; \N is NULL.
function copyText(value) {
  if (value === null || value === undefined || value === '') return '\\N';
  return String(value).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

function yearOf(value) {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1900 && n <= 2200 ? n : null;
}

function codeOf(value) {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text && text.length <= 8 ? text : null;
}

/** The COPY line of a feature, or the reason it is skipped. */
export function featureLine(feature) {
  const p = feature?.properties ?? {};
  const uuid = String(p.polygon_uuid ?? '').trim();
  if (!UUID.test(uuid)) return { skip: 'polygon_uuid がない、または形式が正しくない' };
  const geometry = ewkt(polygonRings(feature.geometry));
  if (!geometry) return { skip: 'ポリゴンでない、または閉じていない' };
  const lastUuid = String(p.last_polygon_uuid ?? '').trim();
  const row = [
    uuid, codeOf(p.land_type), codeOf(p.local_government_cd), yearOf(p.issue_year), yearOf(p.edit_year),
    typeof p.history === 'object' && p.history !== null ? JSON.stringify(p.history) : (p.history ?? null), UUID.test(lastUuid) ? lastUuid : null, geometry,
  ];
  return { line: `${row.map(copyText).join('\t')}\n` };
}

/** Streams `file` into fude_polygons. Answers counts; throws (and changes nothing) on a database error. */
export async function importFudeFile(file, { databaseUrl, log = () => undefined } = {}) {
  const started = Date.now();
  const features = file.toLowerCase().endsWith('.fgb') ? flatgeobufFeatures(file) : geojsonFeatures(file);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const skipped = {};
  let read = 0;
  try {
    const { rows: [table] } = await client.query(`SELECT to_regclass('fields.fude_polygons') AS name`);
    if (!table.name) throw new Error('fields.fude_polygons がありません。先に fields サービスを一度起動してマイグレーションを実行してください (npm start)。');
    await client.query('BEGIN');
    await client.query(`SET LOCAL search_path = fields, public`);
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await client.query(`
      CREATE TEMP TABLE fude_load (
        polygon_uuid uuid, land_type text, local_government_cd text, issue_year smallint, edit_year smallint,
        history text, last_polygon_uuid uuid, boundary geometry(Polygon, 4326)
      ) ON COMMIT DROP`);
    const copy = client.query(copyFrom('COPY fude_load FROM STDIN'));
    await pipeline(Readable.from((async function* lines() {
      let batch = '';
      for await (const feature of features) {
        read++;
        const out = featureLine(feature);
        if (out.skip) {
          skipped[out.skip] = (skipped[out.skip] ?? 0) + 1;
          continue;
        }
        batch += out.line;
        if (batch.length > 1 << 20) {
          yield batch;
          batch = '';
        }
        if (read % 100000 === 0) log(`${read} 件読み込み (${Math.round((Date.now() - started) / 1000)} 秒)`);
      }
      if (batch) yield batch;
    })()), copy);
    log(`${read} 件読み込み完了、登録中…`);

    // Into an empty table the GiST index is built once at the end, far faster than row by row.
    const { rows: [{ empty }] } = await client.query(`SELECT NOT EXISTS (SELECT 1 FROM fude_polygons) AS empty`);
    if (empty) await client.query(`DROP INDEX IF EXISTS fude_polygons_boundary_gist`);
    const { rows: [{ invalid }] } = await client.query(`
      WITH doomed AS (DELETE FROM fude_load WHERE NOT ST_IsValid(boundary) OR ST_IsEmpty(boundary) RETURNING 1)
      SELECT count(*)::int AS invalid FROM doomed`);
    if (invalid) skipped['自己交差などで不正な形'] = invalid;
    const inserted = await client.query(`
      INSERT INTO fude_polygons (polygon_uuid, land_type, local_government_cd, issue_year, edit_year, history, last_polygon_uuid, boundary, area_a)
      SELECT DISTINCT ON (polygon_uuid) polygon_uuid, land_type, local_government_cd, issue_year, edit_year, history, last_polygon_uuid,
             boundary, round((ST_Area(boundary::geography) / 100)::numeric, 2)
        FROM fude_load ORDER BY polygon_uuid
      ON CONFLICT (polygon_uuid) DO UPDATE SET
        land_type = EXCLUDED.land_type, local_government_cd = EXCLUDED.local_government_cd, issue_year = EXCLUDED.issue_year,
        edit_year = EXCLUDED.edit_year, history = EXCLUDED.history, last_polygon_uuid = EXCLUDED.last_polygon_uuid,
        boundary = EXCLUDED.boundary, area_a = EXCLUDED.area_a`);
    if (empty) await client.query(`CREATE INDEX fude_polygons_boundary_gist ON fude_polygons USING gist (boundary)`);
    await client.query('COMMIT');
    await client.query('ANALYZE fields.fude_polygons');
    return { read, stored: inserted.rowCount ?? 0, skipped, seconds: (Date.now() - started) / 1000 };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    await client.end();
  }
}

async function main() {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error('usage: npm run fude:import -- FILE [FILE...]   (筆ポリゴンの GeoJSON または FlatGeobuf)');
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/inasaku';
  for (const file of files) {
    if (!fs.existsSync(file)) {
      console.error(`${file}: ファイルがありません`);
      process.exitCode = 1;
      continue;
    }
    try {
      const r = await importFudeFile(file, { databaseUrl, log: (m) => console.log(`${path.basename(file)}: ${m}`) });
      const skipped = Object.entries(r.skipped).map(([why, n]) => `${why} ${n} 件`).join('、');
      console.log(`${path.basename(file)}: ${r.stored} 件登録 / ${r.read} 件 (${r.seconds.toFixed(1)} 秒)${skipped ? ` 除外: ${skipped}` : ''}`);
    } catch (e) {
      console.error(`${path.basename(file)}: 取り込みに失敗しました（何も変更していません）: ${e.message}`);
      process.exitCode = 1;
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
