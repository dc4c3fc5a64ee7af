import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, BASE_URL, DATABASE_URL, instanceDir, launch, offlineTiles, repoRoot, seeText, signIn, signUpByApi, uniqueEmail, viewportScreenshot as screenshot } from './support';

// Paddy fields with their boundaries in the browser: three 筆 tapped on ほ場登録 and registered with
// their outlines and areas, the outlines on the paddy-field map (a tap inside selects), the year
// exported as GeoJSON and imported into a new account through the preview. The 筆ポリゴン sample is
// loaded the operator's way (npm run fude:import) in MAFF's published GeoJSON shape.
const PASSWORD = 'Tanbo2026';
const ZOOM = 17;

interface Paddy {
  uuid: string;
  ring: number[][];
  centre: { lat: number; lng: number };
}

/** A 100 m × 50 m rectangle (50 a) with its south-west corner at (lng, lat). */
function rectangle(lng: number, lat: number): number[][] {
  const phi = (lat * Math.PI) / 180;
  const e2 = 0.0066943799901413165;
  const w = Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  const dLat = 50 / (((6378137 * (1 - e2)) / w ** 3) * (Math.PI / 180));
  const dLng = 100 / ((6378137 / w) * Math.cos(phi) * (Math.PI / 180));
  return [[lng, lat], [lng + dLng, lat], [lng + dLng, lat + dLat], [lng, lat + dLat], [lng, lat]];
}

/** Three paddies in a row along a farm road; a fresh place per run so earlier runs' 筆 never overlap. */
function paddyRow(): Paddy[] {
  const lng0 = 138.8 + Math.random() * 0.1;
  const lat0 = 37.4 + Math.random() * 0.1;
  return [0, 1, 2].map((i) => {
    const ring = rectangle(lng0 + i * 0.00128, lat0);
    return { uuid: randomUUID(), ring, centre: { lng: (ring[0][0] + ring[1][0]) / 2, lat: (ring[0][1] + ring[2][1]) / 2 } };
  });
}

function writeMaffFile(file: string, paddies: Paddy[]): void {
  const features = paddies.map((p) => ({
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [p.ring] },
    properties: {
      polygon_uuid: p.uuid, land_type: 100, issue_year: 2024, edit_year: 2023, history: '[]', last_polygon_uuid: null,
      prep_date: '2023-05-01', local_government_cd: '152021', point_lng: p.centre.lng, point_lat: p.centre.lat,
    },
  }));
  fs.writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', name: 'MB0001_2024_152021', features }));
}

/** Web Mercator world pixels at ZOOM, as Leaflet places them. */
function worldPixel(lat: number, lng: number) {
  const scale = 256 * 2 ** ZOOM;
  const s = Math.sin((lat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale };
}

interface StoredField {
  name: string | null;
  area: string | null;
  map_pos: string;
  boundary: { coordinates: number[][][] } | null;
  boundary_area_a: number | null;
}

describe('field boundaries: 筆ポリゴン in one tap, outlines, export and import', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const paddies = paddyRow();
  // The map's centre: 60 m south of the middle paddy, so the home marker (drawn above its point) stays clear.
  const home = { lat: paddies[1].ring[0][1] - 60 / 111_000, lng: paddies[1].centre.lng };
  let exported = '';
  let fieldsA: StoredField[] = [];

  beforeAll(async () => {
    browser = await launch();
    const dir = instanceDir('fude-sample');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `fude-${Date.now()}.geojson`);
    writeMaffFile(file, paddies);
    execFileSync('node', ['scripts/fude-import.mjs', file], { cwd: repoRoot, env: { ...process.env, DATABASE_URL }, stdio: 'pipe' });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });

  async function newUser(tag: string, viewport: { width: number; height: number }): Promise<Page> {
    const email = uniqueEmail(tag);
    await signUpByApi(email, PASSWORD);
    // Signed in at desktop size (the sign-in helper waits for the wide menu), then sized as asked.
    const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    contexts.push(context);
    const page = await context.newPage();
    await offlineTiles(page);
    await signIn(page, email, PASSWORD);
    await page.setViewportSize(viewport);
    await apiCall(page, 'PUT', '/inasaku/account-area-pos', { latitude: home.lat, longitude: home.lng });
    return page;
  }

  async function screenPoint(page: Page, lat: number, lng: number, dx = 0, dy = 0) {
    const box = (await page.locator('.leaflet-container').first().boundingBox())!;
    const c = worldPixel(home.lat, home.lng);
    const p = worldPixel(lat, lng);
    return { x: Math.round(box.x + box.width / 2 + (p.x - c.x) + dx), y: Math.round(box.y + box.height / 2 + (p.y - c.y) + dy) };
  }

  it('taps three paddies, sees each outlined with its area and registers them with their boundaries', async () => {
    const page = await newUser('fude-a', { width: 1280, height: 800 });
    await page.goto(`${BASE_URL}/paddy-fields/add`);
    await page.locator('[data-testid="paddy-field-add"] .leaflet-container').waitFor({ timeout: 30000 });
    await page.getByText('筆ポリゴン：農林水産省', { exact: false }).or(page.getByText('出典：農林水産省', { exact: false })).first().waitFor();
    for (const [i, p] of paddies.entries()) {
      const at = await screenPoint(page, p.centre.lat, p.centre.lng);
      await page.mouse.click(at.x, at.y);
      await page.locator('[data-testid="new-pin-count"]', { hasText: `${i + 1}件のほ場を選択中` }).waitFor();
    }
    await page.locator('[data-testid="fude-area"]', { hasText: '筆ポリゴン 3枚（150a）' }).waitFor({ timeout: 10000 });
    await screenshot(page, 'boundaries-01-three-fude-tapped');

    const started = Date.now();
    await page.locator('[data-testid="register-fields"]').click();
    await page.locator('[data-testid="paddy-field-show"]').waitFor({ timeout: 20000 });
    fieldsA = await apiCall<StoredField[]>(page, 'GET', '/inasaku/paddy-fields');
    expect(fieldsA).toHaveLength(3);
    for (const f of fieldsA) {
      expect(f.boundary).not.toBeNull();
      expect(Math.abs(f.boundary_area_a! - 50)).toBeLessThan(0.05);
      expect(Number(f.area)).toBeCloseTo(f.boundary_area_a!, 2);
    }
    const uuids = new Set(fieldsA.map((f) => JSON.stringify(f.boundary!.coordinates[0][0])));
    expect(uuids.size).toBe(3);
    console.log(`registered 3 fields from 筆 in ${Date.now() - started} ms`);

    // A tap inside an outline, away from its pin, opens the field like its pin does.
    await page.locator('[data-testid="paddy-field-show"] .leaflet-container').waitFor();
    await page.waitForTimeout(500);
    const inside = await screenPoint(page, paddies[0].centre.lat, paddies[0].centre.lng, 35, 12);
    await page.mouse.click(inside.x, inside.y);
    await page.locator('[data-testid="field-panel"]').waitFor();
    await page.locator('[data-testid="field-boundary-area"]', { hasText: '50' }).waitFor();
    await screenshot(page, 'boundaries-02-outlines-selected');

    // The year's fields out as GeoJSON, saved by the browser.
    await page.locator('[data-testid="panel-close"]').click();
    await page.locator('[data-testid="transfer-open"]').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-geojson"]').click()]);
    expect(download.suggestedFilename()).toMatch(/\.geojson$/);
    exported = fs.readFileSync((await download.path())!, 'utf8');
    expect(JSON.parse(exported).features).toHaveLength(3);
    await screenshot(page, 'boundaries-03-transfer-dialog');
  });

  it('imports the export into a new account through the preview and gets the same fields (390×844)', async () => {
    expect(exported).not.toBe('');
    const page = await newUser('fude-b', { width: 390, height: 844 });
    await page.goto(`${BASE_URL}/paddy-fields/show`);
    await page.locator('[data-testid="paddy-field-show"]').waitFor({ timeout: 30000 });
    await page.locator('[data-testid="transfer-open"]').click();
    const file = path.join(instanceDir('fude-sample'), `export-${Date.now()}.geojson`);
    fs.writeFileSync(file, exported);
    await page.locator('[data-testid="import-file"]').setInputFiles(file);
    await page.locator('[data-testid="import-summary"]', { hasText: '取り込めるほ場 3件、問題のある行 0件' }).waitFor({ timeout: 15000 });
    // Nothing is written before 取り込む.
    expect(await apiCall<StoredField[]>(page, 'GET', '/inasaku/paddy-fields')).toHaveLength(0);
    await screenshot(page, 'boundaries-04-import-preview-phone');
    await page.locator('[data-testid="import-confirm"]').click();
    await seeText(page, '3件のほ場を取り込みました。');
    const fieldsB = await apiCall<StoredField[]>(page, 'GET', '/inasaku/paddy-fields');
    const key = (f: StoredField) => f.map_pos;
    const same = (list: StoredField[]) =>
      [...list].sort((a, b) => key(a).localeCompare(key(b))).map((f) => ({ name: f.name, area: f.area, map_pos: f.map_pos, boundary: f.boundary, boundary_area_a: f.boundary_area_a }));
    expect(same(fieldsB)).toEqual(same(fieldsA));
    await page.waitForTimeout(800);
    await screenshot(page, 'boundaries-05-imported-outlines-phone');
  });
});
