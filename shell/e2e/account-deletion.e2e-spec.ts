import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Item, MediaUpload, PaddyField, Season } from '@inasaku/contracts';
import { BASE_URL, db, apiCall, launch, repoRoot, signIn, signUpByApi, uniqueEmail } from './support';

/**
 * Account deletion leaves nothing behind. One account uses every service
 * (account, fields, works, water, weather, reports) and uploads a photo and exports a workbook;
 * after 退会 every schema and the blob store are empty of it, while another account's data stays.
 */
const PASSWORD = 'Tanbo2026';
const SCHEMAS = ['account', 'fields', 'works', 'water', 'weather', 'reports'];
const MEDIA_DIR = process.env.MEDIA_DIR ?? path.join(repoRoot, 'var/media');
const HOME = { lat: 37.0656, lng: 138.8779 };

/** Rows of the account per table: every table of every service with an account_id or management_id column, and the sensors' readings. */
async function rowsOf(accountId: string, managementIds: string[], sensorIds: string[]): Promise<Record<string, number>> {
  return db(async (c) => {
    const { rows: columns } = await c.query<{ table_schema: string; table_name: string; column_name: string }>(
      `SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = ANY($1) AND c.column_name IN ('account_id', 'management_id') AND t.table_type = 'BASE TABLE'
          AND NOT EXISTS (SELECT 1 FROM pg_inherits i JOIN pg_class k ON k.oid = i.inhrelid JOIN pg_namespace n ON n.oid = k.relnamespace
                           WHERE n.nspname = c.table_schema AND k.relname = c.table_name)`,
      [SCHEMAS],
    );
    const counts: Record<string, number> = {};
    for (const col of columns) {
      const key = `${col.table_schema}.${col.table_name}`;
      const [sql, param] = col.column_name === 'account_id' ? [`"${col.column_name}"::text = $1`, accountId] : [`"${col.column_name}"::text = ANY($1)`, managementIds];
      const { rows } = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${col.table_schema}"."${col.table_name}" WHERE ${sql}`, [param]);
      counts[key] = Math.max(counts[key] ?? 0, rows[0].n);
    }
    const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM water.readings WHERE sensor_id = ANY($1::uuid[])', [sensorIds]);
    counts['water.readings'] = rows[0].n;
    return counts;
  });
}

const nonEmpty = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
const schemasOf = (counts: Record<string, number>) => [...new Set(Object.keys(nonEmpty(counts)).map((k) => k.split('.')[0]))].sort();

/** Every file under the blob store that belongs to the account (its years' images, its exports). */
function blobsOf(accountId: string, managementIds: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else files.push(path.relative(MEDIA_DIR, full));
    }
  };
  for (const id of managementIds) walk(path.join(MEDIA_DIR, id));
  walk(path.join(MEDIA_DIR, 'exports', accountId));
  return files;
}

describe('account deletion leaves nothing behind', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** Signs up and uses every service once; answers the ids the sweep is checked by. */
  async function busyAccount(tag: string): Promise<{ page: Page; accountId: string; managementIds: string[]; sensorIds: string[] }> {
    const email = uniqueEmail(tag);
    await signUpByApi(email, PASSWORD);
    context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await signIn(page, email, PASSWORD);
    const accountId = (await apiCall<{ account_id: string }>(page, 'GET', '/auth/me')).account_id;

    // account: a member, a notice; weather: the home position (an event) and a setting
    await apiCall(page, 'POST', '/adminCreateUser', { email: uniqueEmail(`${tag}-member`), displayName: '次郎' });
    await apiCall(page, 'POST', '/api/informations', { title: '田植えのお知らせ', contents: '5月1日に田植えをします。' });
    await apiCall(page, 'PUT', '/inasaku/account-area-pos', { latitude: HOME.lat, longitude: HOME.lng });
    const managementIds = await db(async (c) =>
      (await c.query<{ management_id: string }>('SELECT management_id FROM account.managements WHERE account_id = $1', [accountId])).rows.map((r) => r.management_id),
    );
    await apiCall(page, 'POST', '/inasaku/weather-settings', { management_id: managementIds[0], name: '出穂後', datetime: '2026-08-01', cumulative: '1000' });

    // fields: paddy fields and a landmark
    const fields = await apiCall<PaddyField[]>(page, 'POST', '/inasaku/paddy-fields', { paddy_fields: [{ map_pos: '37.061,138.871' }, { map_pos: '37.062,138.872' }] });
    await apiCall(page, 'POST', '/inasaku/landmarks', { name: '倉庫', latitude: 37.063, longitude: 138.873 });

    // works: a season, an item, a history with a photo, a location
    await page.setContent('<div style="width:64px;height:48px;background:#4caf50"></div>');
    const png = await page.screenshot({ clip: { x: 8, y: 8, width: 64, height: 48 } });
    const upload = await page.request.post(`${BASE_URL}/media`, {
      headers: { 'X-Requested-With': 'e2e' },
      multipart: { purpose: 'work', file: { name: 'tanbo.png', mimeType: 'image/png', buffer: png } },
    });
    expect(upload.ok()).toBe(true);
    const photo = ((await upload.json()) as { data: { list: MediaUpload[] } }).data.list[0].path;
    const season = await apiCall<Season>(page, 'POST', '/inasaku/seasons', { season_name: '施肥', color: '#BC5A40' });
    const item = await apiCall<Item>(page, 'POST', '/inasaku/items', {
      season_id: season.season_id, item_name: '元肥', item_pattern: '1',
      item_details: [
        { item_detail_name: '実施日', item_detail_type: 'date', display_flg: true },
        { item_detail_name: '作業者', item_detail_type: 'list', item_detail_key: 'users', display_flg: false },
      ],
    });
    const dateId = item.item_details.find((d) => d.item_detail_name === '実施日')!.item_detail_id;
    const workerId = item.item_details.find((d) => d.item_detail_name === '作業者')!.item_detail_id;
    await apiCall(page, 'POST', '/inasaku/work-histories', {
      work_histories: [{ paddy_field_id: fields[0].paddy_field_id, item_id: item.item_id, image_paths: [photo], work_items: { [dateId]: '2026-05-01', [workerId]: '山田' } }],
    });
    await apiCall(page, 'POST', '/api/location', { locations: [{ lat: 37.061, lon: 138.871 }] });

    // water: a gate record, a sensor with a reading, notification settings (sensors: the operator's switch, the README's way)
    const feature = spawnSync('node', ['scripts/water-feature.mjs', email, 'on'], { cwd: repoRoot, env: process.env, encoding: 'utf8' });
    if (feature.status !== 0) throw new Error(`water-feature failed: ${feature.stderr || feature.stdout}`);
    await page.request.post(`${BASE_URL}/auth/refresh`, { headers: { 'X-Requested-With': 'e2e' } });
    await apiCall(page, 'POST', '/inasaku/watergate/supply', {
      paddy_field_ids: [fields[0].paddy_field_id], water_gate_status: 2, water_gate_time: '2026-06-01T07:30:00+09:00', water_gate_worker: '山田',
    });
    const sensor = await apiCall<{ result: string; sensor?: { id?: string } }>(page, 'POST', '/api/sensor', { sensor_id: `DEL-${Date.now()}`, sensor_name: '北田', lat: 37.061, lon: 138.871 });
    expect(sensor.result).toBe('0');
    await apiCall(page, 'POST', '/api/notifications', { notification_type: 'water', warn_value: '5', warn_unit: '0', caution_value: '3', caution_unit: '0', notify: true });
    const sensorIds = await db(async (c) => {
      const ids = (await c.query<{ id: string }>('SELECT id FROM water.sensors WHERE account_id = $1', [accountId])).rows.map((r) => r.id);
      // A reading as sensor-ingest stores it (the device protocol has its own tests).
      await c.query(`INSERT INTO water.readings (sensor_id, measured_at, water_level) VALUES ($1, now(), 4.5)`, [ids[0]]);
      return ids;
    });

    // reports: an image workbook, written into the blob store
    const job = await apiCall<{ job_id: string }>(page, 'POST', '/inasaku/archive/work', { with_image: 1 });
    for (let i = 0; i < 60 && blobsOf(accountId, []).length === 0; i++) {
      await apiCall(page, 'GET', `/inasaku/archive/work?with_image=1&job_id=${job.job_id}`);
      await page.waitForTimeout(500);
    }
    return { page, accountId, managementIds, sensorIds };
  }

  it('removes every row of every service and every blob of the account, and nothing of another account', async () => {
    const other = await busyAccount('keep');
    await context.close();
    const gone = await busyAccount('leave');

    // Something of the account is in every schema and in the blob store, or the sweep proves nothing.
    const before = await rowsOf(gone.accountId, gone.managementIds, gone.sensorIds);
    expect(schemasOf(before)).toEqual([...SCHEMAS].sort());
    expect(before['water.readings']).toBe(1);
    const blobs = blobsOf(gone.accountId, gone.managementIds);
    expect(blobs.some((f) => f.includes('/image/'))).toBe(true);
    expect(blobs.some((f) => f.startsWith('exports/'))).toBe(true);

    await apiCall(gone.page, 'DELETE', '/inasaku/signup/accounts', { comment: '離農のため' });

    // The services follow the event at their own pace: wait until all are done (or say what is left).
    let left: Record<string, number> = {};
    let files: string[] = [];
    for (let i = 0; i < 60; i++) {
      left = nonEmpty(await rowsOf(gone.accountId, gone.managementIds, gone.sensorIds));
      files = blobsOf(gone.accountId, gone.managementIds);
      if (Object.keys(left).length === 0 && files.length === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(left).toEqual({});
    expect(files).toEqual([]);

    // The other account keeps everything.
    expect(schemasOf(await rowsOf(other.accountId, other.managementIds, other.sensorIds))).toEqual([...SCHEMAS].sort());
    expect(blobsOf(other.accountId, other.managementIds).length).toBeGreaterThan(0);
  });
});
