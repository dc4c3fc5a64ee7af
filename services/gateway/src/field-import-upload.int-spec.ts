import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  FIELD_IMPORT_UPLOAD_MESSAGES, importPartsOf, type PaddyFieldImportPreview, type PaddyFieldImportResult,
} from '@inasaku/contracts';
// The real fields service behind the real gateway, in one process, as the fields suites boot it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startFieldsService, type FieldsHarness } from '../../fields/src/test/harness';
import { startGatewayInFront, type GatewayInFront } from './test/gateway-in-front';

const FIELDS = 3_000;
const VERTICES = 180;

/** A JA's file: 3,000 paddies, each outlined by a 180-vertex ring of about 40 m radius, as GeoJSON. */
function bigGeoJson(): string {
  const features = Array.from({ length: FIELDS }, (_, i) => {
    const lat = 36.2 + Math.floor(i / 60) * 0.001;
    const lng = 138.2 + (i % 60) * 0.001;
    const ring = Array.from({ length: VERTICES }, (_, k) => {
      const a = (2 * Math.PI * k) / VERTICES;
      return [lng + 0.00045 * Math.cos(a) + 1e-14, lat + 0.00036 * Math.sin(a) + 1e-14];
    });
    ring.push(ring[0]);
    return {
      type: 'Feature',
      properties: { name: `ほ場${i + 1}`, brand: 'コシヒカリ', cultivator: '稲作太郎', memo: '共同取り込み' },
      geometry: { type: 'Polygon', coordinates: [ring] },
    };
  });
  return JSON.stringify({ type: 'FeatureCollection', features });
}

/**
 * A file of more than 20 MB through the real gateway, with its default body limit (1 MB) and
 * NATS's default max_payload (1 MB): sent in parts, previewed whole, nothing written until the
 * confirmation, then all 3,000 fields registered with their boundaries.
 */
describe('gateway and fields: importing a 20 MB file of 3,000 outlined paddies in parts', () => {
  let h: FieldsHarness;
  let gw: GatewayInFront;
  const accountId = randomUUID();
  const userId = randomUUID();
  const managementId = randomUUID();
  const text = bigGeoJson();

  beforeAll(async () => {
    h = await startFieldsService();
    await h.reset();
    gw = await startGatewayInFront(h.client.nc, {
      years: [{ management_id: managementId, start_datetime: `${new Date().getFullYear()}-01-01T00:00:00+09:00` }],
      // The defaults of REQUEST_TIMEOUT_MS and BODY_LIMIT: only the upload's preview and import wait longer (their route's timeoutMs).
      requestTimeoutMs: 5_000,
      config: { bodyLimit: '1mb' },
    });
  }, 60_000);
  afterAll(async () => {
    await gw?.close();
    await h?.close();
  });

  const post = (path: string, body: object) =>
    request(gw.app.getHttpServer())
      .post(path)
      .query({ management_id: managementId })
      .set('X-Requested-With', 'inasaku')
      .set('Cookie', gw.cookie(userId, accountId))
      .send(body);
  const fieldCount = async () => Number((await h.sql<{ n: string }>('SELECT count(*) AS n FROM fields.paddy_fields'))[0].n);

  it('refuses the whole file in one request (over the body limit), as before', async () => {
    const res = await post('/inasaku/paddy-fields/import/preview', { format: 'geojson', content: text });
    expect(res.status).toBe(413);
  });

  it('takes it in parts, previews every row with nothing written, then imports all of it', async () => {
    expect(Buffer.byteLength(text)).toBeGreaterThan(20 * 1024 * 1024);
    const uploadId = randomUUID();
    const parts = importPartsOf(text);
    for (let i = 0; i < parts.length; i++) {
      const res = await post('/inasaku/paddy-fields/import/parts', { upload_id: uploadId, part: i, content: parts[i] });
      expect(res.status).toBe(200);
    }

    // One part missing: a Japanese error, nothing read.
    const missing = await post('/inasaku/paddy-fields/import/uploads/preview', { format: 'geojson', upload_id: uploadId, parts: parts.length + 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(FIELD_IMPORT_UPLOAD_MESSAGES.missingParts);

    const previewed = await post('/inasaku/paddy-fields/import/uploads/preview', { format: 'geojson', upload_id: uploadId, parts: parts.length });
    expect(previewed.status).toBe(200);
    const preview = previewed.body.data as PaddyFieldImportPreview;
    expect(preview).toMatchObject({ ok_count: FIELDS, problem_count: 0, problems: [] });
    expect(preview.rows[0]).toMatchObject({ name: 'ほ場1', brand: 'コシヒカリ', new_brand: true, problems: [] });
    expect(preview.rows[0].boundary?.coordinates[0]).toHaveLength(VERTICES + 1);
    expect(await fieldCount()).toBe(0);

    // Another account cannot use (nor overwrite) this upload.
    const other = await request(gw.app.getHttpServer())
      .post('/inasaku/paddy-fields/import/parts').query({ management_id: managementId })
      .set('X-Requested-With', 'inasaku').set('Cookie', gw.cookie(randomUUID(), randomUUID()))
      .send({ upload_id: uploadId, part: 0, content: 'x' });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe(FIELD_IMPORT_UPLOAD_MESSAGES.uploadId);

    const imported = await post('/inasaku/paddy-fields/import/uploads', { format: 'geojson', upload_id: uploadId, parts: parts.length, confirm: true });
    expect(imported.status).toBe(200);
    expect(imported.body.data as PaddyFieldImportResult).toEqual({ created: FIELDS, created_brands: ['コシヒカリ'] });
    expect(await fieldCount()).toBe(FIELDS);
    const [first] = await h.sql<{ name: string; n: number; area: string }>(
      `SELECT name, ST_NPoints(boundary) AS n, boundary_area_a::text AS area FROM fields.paddy_fields WHERE name = 'ほ場1'`,
    );
    expect(first.n).toBe(VERTICES + 1);
    expect(Number(first.area)).toBeGreaterThan(30);
    // Its parts are gone: the same upload cannot be imported twice.
    const again = await post('/inasaku/paddy-fields/import/uploads', { format: 'geojson', upload_id: uploadId, parts: parts.length, confirm: true });
    expect(again.status).toBe(400);
    expect(await fieldCount()).toBe(FIELDS);
    const [outlined] = await h.sql<{ n: string }>('SELECT count(*) AS n FROM fields.paddy_fields WHERE boundary IS NOT NULL AND account_id = $1', [accountId]);
    expect(Number(outlined.n)).toBe(FIELDS);
  }, 300_000);

  it('refuses a part over the part size with a Japanese message', async () => {
    const res = await post('/inasaku/paddy-fields/import/parts', { upload_id: randomUUID(), part: 0, content: 'a'.repeat(300 * 1024) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(FIELD_IMPORT_UPLOAD_MESSAGES.partTooLarge);
  });
});
