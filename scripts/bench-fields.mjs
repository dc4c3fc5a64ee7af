// `node scripts/bench-fields.mjs` with the system running (`npm start`): the budget of a large
// account (10,000 fields, `PINS=10000`). A new account gets PINS (default 2,000)
// paddy fields through the API (POST in batches of 500) around its home position, every one of them
// inside the first view of the map; then, in headless Chromium, as the median of RUNS (default 5):
//   - navigation of /paddy-fields/show -> every pin drawn: the map reports `data-pins-drawn="<n>"`
//     after the frame in which its canvas painted n pins (those in view with their icon), so the
//     figure is reached only when all PINS are on screen (full page load: shell, remote, fields
//     list, canvas)                                                     budget 1.5 s
//   - the same screen reached from the side menu (shell already loaded)
//   - a real mouse click on the canvas where a pin is drawn (the map's own hit-test finds it) ->
//     the field's panel in the page, and painted (the next frame)      budget 50 ms
// BOUNDARIES=1: every field also has a boundary (a rectangle around its pin, 80 % of the grid step),
// and "everything drawn" waits for the outlines too (`data-outlines-drawn`).
// Prints JSON. Map tiles are answered locally (offline). BENCH_URL, PINS, RUNS override.
// BENCH_WATERFALL=1 prints each navigation's requests (start-end ms, KB) to stderr.
// CLICK_TRACE=file.json keeps a DevTools trace of the first run's pin click until the panel is painted,
// CLICK_PROFILE=file.cpuprofile its CPU profile.
// BENCH_SYSTEM=own measures no running system but starts its own (account, fields, works, water,
// gateway; instance BENCH_INSTANCE, default bench-fields, a private nats-server, database
// BENCH_DATABASE_URL, default inasaku_bench_fields, created and dropped; Redis BENCH_REDIS_URL,
// default db 13), so that another system on the shared NATS server does not answer its requests
// (needs the dist output: npm run build). It also prints the CPU each process spent per run.
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import { varDir } from './lib.mjs';
import { session } from './bench-client.mjs';
import { startOwnSystem } from './own-system.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const OWN = process.env.BENCH_SYSTEM === 'own';
const system = OWN
  ? await startOwnSystem({
    instance: process.env.BENCH_INSTANCE ?? 'bench-fields',
    names: ['account', 'fields', 'works', 'water', 'gateway'],
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/inasaku_bench_fields',
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13',
  })
  : null;
const base = system?.gatewayUrl ?? process.env.BENCH_URL ?? 'http://localhost:8080';
const PINS = Number(process.env.PINS ?? 2000);
const RUNS = Number(process.env.RUNS ?? 5);
const BOUNDARIES = process.env.BOUNDARIES === '1';
// How long a run waits for everything drawn (WAIT_MS; a machine under heavy load needs longer).
const WAIT_MS = Number(process.env.WAIT_MS ?? 30000);
// Fields per POST (at most 500): smaller on a loaded machine, where 500 boundaries may take longer than the gateway waits.
const BATCH = Number(process.env.BATCH ?? 500);
const PASSWORD = 'Bench1234';
// Home position (南魚沼), at the map centre. The fields form a grid centred on it: 30 px across and 22 px
// down between pins while that fits (2,000 pins: 50 x 40, no pin hides another's head), denser beyond
// (10,000: 100 x 100 at 15 x 8.8 px, a carpet of pins, the worst case of drawing), always inside a
// 1,500 x 880 px block so that every pin is in the first view of a 1920 x 1080 window beside the side
// menu. The field named 'target' stands alone one row below the grid, two columns (60 px) east of the
// centre: the southernmost pin is drawn last, so its head is on top for the click.
const HOME = { latitude: 37.0656, longitude: 138.8779 };
const BLOCK = { width: 1500, height: 880 };
const COLS = Math.min(Math.ceil(Math.sqrt((PINS * BLOCK.width) / BLOCK.height)), PINS);
const ROWS = Math.ceil(PINS / COLS);
const STEP_X = Math.min(30, BLOCK.width / COLS);
const STEP_Y = Math.min(22, BLOCK.height / ROWS);
const TARGET = { x: 60, y: (Math.floor(ROWS / 2) + 1) * STEP_Y + 16 };
// Zoom 17 at this latitude is about 0.954 m per pixel.
const M_PER_PX = (156543.03392 * Math.cos((HOME.latitude * Math.PI) / 180)) / 2 ** 17;
const DLNG = M_PER_PX / (111320 * Math.cos((HOME.latitude * Math.PI) / 180));
const DLAT = M_PER_PX / 110574;
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPI7osCAAK7AVTFpDkzAAAAAElFTkSuQmCC', 'base64');

function api(cookie) {
  return async (method, path, body) => {
    // A write that timed out (504) is sent again with its Idempotency-Key: the first one's answer, not a second set.
    const key = method === 'GET' ? undefined : crypto.randomUUID();
    let res;
    for (let attempt = 0; attempt < 5; attempt++) {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json', 'X-Requested-With': 'bench', ...(cookie ? { Cookie: cookie } : {}),
          ...(key ? { 'Idempotency-Key': key } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.status !== 504 || !key) break;
      await new Promise((r) => setTimeout(r, 2000));
    }
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return { json, res };
  };
}

/** A new account with its home position and PINS fields; returns the e-mail. */
async function prepareAccount() {
  const user = session(base);
  const { email } = await user.signUp('bench-fields', { password: PASSWORD, outbox: system?.outbox, delayMs: 200 });
  const call = api(user.cookie);
  await call('PUT', '/inasaku/account-area-pos', HOME);

  // PINS - 1 grid pins and the target.
  const positions = [];
  const at = (x, y) => `${(HOME.latitude - y * DLAT).toFixed(7)},${(HOME.longitude + x * DLNG).toFixed(7)}`;
  // A rectangle around the pin, 80 % of the grid step wide and high: neighbours' outlines never touch.
  const around = (mapPos) => {
    const [lat, lng] = mapPos.split(',').map(Number);
    const w = (STEP_X * 0.4 * DLNG), h = (STEP_Y * 0.4 * DLAT);
    const ring = [[lng - w, lat - h], [lng + w, lat - h], [lng + w, lat + h], [lng - w, lat + h], [lng - w, lat - h]]
      .map(([x, y]) => [Number(x.toFixed(7)), Number(y.toFixed(7))]);
    return { type: 'Polygon', coordinates: [ring] };
  };
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS && positions.length < PINS - 1; c++) {
      positions.push({ map_pos: at((c - (COLS - 1) / 2) * STEP_X, (r - Math.floor(ROWS / 2)) * STEP_Y), target: false });
    }
  }
  positions.splice(Math.floor(positions.length / 2), 0, { map_pos: at(TARGET.x, TARGET.y), target: true });
  const started = Date.now();
  let targetId = null;
  for (let i = 0; i < positions.length; i += BATCH) {
    const chunk = positions.slice(i, i + BATCH);
    const { json } = await call('POST', '/inasaku/paddy-fields', {
      paddy_fields: chunk.map(({ map_pos }) => (BOUNDARIES ? { map_pos, boundary: around(map_pos) } : { map_pos })),
    });
    const t = chunk.findIndex((p) => p.target);
    if (t >= 0) targetId = json.data[t].paddy_field_id;
  }
  const createMs = Date.now() - started;
  await call('PUT', '/inasaku/paddy-fields', { paddy_field_id: targetId, name: 'target', area: '12.34' });
  const { json: list } = await call('GET', '/inasaku/paddy-fields');
  if (list.data.length !== PINS) throw new Error(`expected ${PINS} fields, got ${list.data.length}`);
  return { email, createMs, listRequest: await timeList(user.cookie) };
}

/** CPU ms (user + system) of the own system's processes by name, from /proc/<pid>/stat. */
function cpuMs(pids) {
  const out = {};
  for (const [name, pid] of Object.entries(pids ?? {})) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      out[name] = ((Number(f[11]) + Number(f[12])) * 1000) / 100;
    } catch {
      // gone
    }
  }
  return out;
}

/**
 * The list request alone, as the browser asks it (compressed), 5 times after one warm-up: the
 * median wall time, the bytes on the wire and uncompressed, and (own system) the CPU ms per
 * request of the fields service and the gateway.
 */
async function timeList(cookie) {
  const ask = async () => {
    const t = performance.now();
    const res = await fetch(`${base}/inasaku/paddy-fields`, { headers: { Cookie: cookie, 'X-Requested-With': 'bench', 'Accept-Encoding': 'br, gzip' } });
    const text = await res.text();
    return { ms: performance.now() - t, bytes: Buffer.byteLength(text), wireBytes: Number(res.headers.get('content-length')) || undefined };
  };
  await ask();
  const before = cpuMs(system?.pids);
  const times = [];
  let last;
  for (let i = 0; i < 5; i++) times.push((last = await ask()).ms);
  const after = cpuMs(system?.pids);
  return {
    medianMs: median(times), bytes: last.bytes,
    cpuMsPerRequest: Object.fromEntries(Object.keys(after).filter((k) => k === 'fields' || k === 'gateway').map((k) => [k, Math.round((after[k] - before[k]) / 5)])),
  };
}

// Runs in the page before any script: notes when the map reports every pin drawn and when the
// detail panel appears after a pointer down.
function probe({ pins, outlines }) {
  window.__bench = {};
  const watch = () => {
    // Every pin of the canvas layer (a pin standing on the home position is a marker of its own) and,
    // with boundaries, every outline.
    const map = document.querySelector('[data-pins-drawn]');
    const pinsDrawn = map && Number(map.dataset.pins) >= pins - 1 && map.dataset.pinsDrawn === map.dataset.pins &&
      (!outlines || map.dataset.outlinesDrawn === String(pins));
    if (pinsDrawn && window.__bench.pinsAt === undefined) window.__bench.pinsAt = performance.now();
    if (window.__bench.downAt !== undefined && window.__bench.panelAt === undefined && document.querySelector('[data-testid="field-panel"]')) {
      window.__bench.panelAt = performance.now();
      // Painted: the frame that shows it has been produced (the task after the next animation frame).
      requestAnimationFrame(() => setTimeout(() => (window.__bench.panelPaintedAt = performance.now()), 0));
    }
  };
  new MutationObserver(watch).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-pins-drawn', 'data-outlines-drawn'] });
  addEventListener('pointerdown', () => (window.__bench.downAt = performance.now()), true);
}

async function signIn(page, email) {
  await page.goto(`${base}/`);
  await page.locator('input#email').fill(email);
  await page.locator('input#password').fill(PASSWORD);
  await page.getByRole('button', { name: 'サインイン' }).click();
  await page.locator('[data-menu="dashboard"]').waitFor({ timeout: WAIT_MS });
}

/** A CPU profile of the page started, sampled every `intervalUs`: stop it with Profiler.stop on the session returned. */
async function startProfiler(context, page, intervalUs) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await cdp.send('Profiler.start');
  return cdp;
}

let profiled = false;
let traced = false;
let clickTraced = false;
let clickProfiled = false;

async function measure(browser, email) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  await context.route('https://cyberjapandata.gsi.go.jp/**', (r) => r.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));
  await context.addInitScript(probe, { pins: PINS, outlines: BOUNDARIES });
  // The onboarding guide's backdrop (spec 000 §4.3, shown once per browser) would swallow the pin click.
  await context.addInitScript(() => {
    for (const key of ['inasaku.onboarding.home', 'inasaku.onboarding.paddy', 'inasaku.onboarding.works']) localStorage.setItem(key, '1');
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await signIn(page, email);

  // 1. Full navigation: a fresh load of the screen's URL. PROFILE=file.cpuprofile keeps the page's
  // CPU profile of the first run's navigation and click (open it in Chrome DevTools).
  const profile = process.env.PROFILE && !profiled ? await startProfiler(context, page, 200) : null;
  if (profile) profiled = true;
  // TRACE=file.json keeps a DevTools trace of the first run's navigation (style, layout, paint, parsing:
  // what a CPU profile shows only as "(program)"), without the JavaScript sampler, whose interrupts
  // would otherwise take most of the main thread's time (TRACE_CATEGORIES overrides the list).
  const trace = process.env.TRACE && !traced ? process.env.TRACE : null;
  if (trace) {
    traced = true;
    await browser.startTracing(page, { path: trace, categories: (process.env.TRACE_CATEGORIES ?? 'devtools.timeline,v8,blink,loading,toplevel,disabled-by-default-devtools.timeline').split(',') });
  }
  await page.goto(`${base}/paddy-fields/show`);
  await page.waitForFunction(() => window.__bench.pinsAt !== undefined, null, { timeout: WAIT_MS }).catch(async (e) => {
    const drawn = await page.evaluate(() => ({ ...document.querySelector('[data-pins-drawn]')?.dataset }));
    throw new Error(`not everything drawn: ${JSON.stringify(drawn)} (${e.message})`);
  });
  if (trace) await browser.stopTracing();
  const loadToPinsMs = await page.evaluate(() => window.__bench.pinsAt);
  // Where the time goes: the shell until it asks for this remote, the fields list, the drawing.
  const phases = await page.evaluate(() => {
    const entry = (part) => performance.getEntriesByType('resource').find((e) => e.name.includes(part));
    const manifest = entry('/mfe/fields/mf-manifest.json');
    const list = entry('/inasaku/paddy-fields');
    // The remote's code: its last script before the list was asked for.
    const code = performance.getEntriesByType('resource')
      .filter((e) => e.name.includes('/mfe/fields/') && e.name.endsWith('.js') && (!list || e.responseEnd <= list.startTime));
    const codeEnd = code.length ? Math.max(...code.map((e) => e.responseEnd)) : undefined;
    return {
      shellUntilRemoteMs: manifest?.startTime,
      remoteUntilFieldsRequestMs: list && manifest ? list.startTime - manifest.startTime : undefined,
      remoteCodeMs: codeEnd !== undefined && manifest ? codeEnd - manifest.startTime : undefined,
      fieldsRequestMs: list ? list.responseEnd - list.startTime : undefined,
      fieldsResponseToPinsMs: list ? window.__bench.pinsAt - list.responseEnd : undefined,
    };
  });

  if (process.env.BENCH_WATERFALL) {
    const requests = await page.evaluate(() =>
      performance.getEntriesByType('resource')
        .filter((e) => !e.name.includes('cyberjapandata'))
        .map((e) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ms ${Math.round(e.transferSize / 1024)} KB ${e.name.replace(location.origin, '')}`));
    console.error(`navigation of /paddy-fields/show, everything drawn at ${Math.round(loadToPinsMs)} ms:\n${requests.join('\n')}`);
  }
  // 2. A mouse click on the target pin's head (30 px above its tip) -> panel.
  const box = await page.locator('.leaflet-container').boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx + TARGET.x, cy + TARGET.y - 60);
  // CLICK_TRACE=file.json keeps a DevTools trace of the first run's click (the frame after it included).
  const clickTrace = process.env.CLICK_TRACE && !clickTraced ? process.env.CLICK_TRACE : null;
  if (clickTrace) {
    clickTraced = true;
    await browser.startTracing(page, { path: clickTrace, categories: (process.env.TRACE_CATEGORIES ?? 'devtools.timeline,v8,blink,loading,toplevel,disabled-by-default-devtools.timeline').split(',') });
  }
  // CLICK_PROFILE=file.cpuprofile keeps the page's CPU profile of the first run's click alone.
  const clickProfile = process.env.CLICK_PROFILE && !clickProfiled ? await startProfiler(context, page, 100) : null;
  if (clickProfile) clickProfiled = true;
  await page.mouse.click(cx + TARGET.x, cy + TARGET.y - 30);
  await page.waitForFunction(() => window.__bench.panelPaintedAt !== undefined, null, { timeout: 5000 }).catch(async (e) => {
    await page.screenshot({ path: varDir('test-results', 'bench-fields-failed.png') });
    throw e;
  });
  if (clickTrace) await browser.stopTracing();
  if (clickProfile) fs.writeFileSync(process.env.CLICK_PROFILE, JSON.stringify((await clickProfile.send('Profiler.stop')).profile));
  const { clickToPanelMs, clickToPanelPaintedMs } = await page.evaluate(() => ({
    clickToPanelMs: window.__bench.panelAt - window.__bench.downAt,
    clickToPanelPaintedMs: window.__bench.panelPaintedAt - window.__bench.downAt,
  }));
  if (profile) fs.writeFileSync(process.env.PROFILE, JSON.stringify((await profile.send('Profiler.stop')).profile));
  const panelText = await page.locator('[data-testid="field-panel"]').innerText();
  if (!panelText.includes('target')) throw new Error(`clicked the wrong pin: ${panelText}`);
  if (process.env.SCREENSHOT) await page.screenshot({ path: process.env.SCREENSHOT });

  // 3. From the side menu, with the shell and the remote already loaded.
  await page.locator('[data-menu="dashboard"]').click();
  await page.waitForURL('**/dashboard');
  // The router keeps the old screen up while the next one loads: wait until the map is gone.
  await page.waitForFunction(() => !document.querySelector('[data-pins-drawn]'), null, { timeout: WAIT_MS });
  const item = page.locator('[data-menu="settings-paddy-edit"]');
  for (const title of ['設定', 'ほ場']) {
    if (await item.isVisible()) break;
    const submenu = page.locator('.ant-menu-submenu-title').filter({ hasText: title }).first();
    if ((await submenu.getAttribute('aria-expanded')) !== 'true') await submenu.click();
    await page.waitForTimeout(300);
  }
  await page.evaluate(() => (window.__bench = { menuAt: performance.now() }));
  await item.click();
  await page.waitForFunction(() => window.__bench.pinsAt !== undefined, null, { timeout: WAIT_MS });
  const menuToPinsMs = await page.evaluate(() => window.__bench.pinsAt - window.__bench.menuAt);

  await context.close();
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  return { loadToPinsMs, clickToPanelMs, clickToPanelPaintedMs, menuToPinsMs, phases };
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return Math.round(s[Math.floor(s.length / 2)] * 10) / 10;
}

let account;
try {
  account = await prepareAccount();
} catch (e) {
  await system?.stop();
  throw e;
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const runs = [];
// RUNS=0: the list request's figures alone, no browser.
try {
  for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, account.email));
} finally {
  await browser.close();
  await system?.stop();
}
const round = (n) => Math.round(n * 10) / 10;
const summary = (key) => (runs.length ? median(runs.map((r) => r[key])) : undefined);
console.log(
  JSON.stringify(
    {
      pins: PINS,
      boundaries: BOUNDARIES,
      createFieldsMs: account.createMs,
      listRequest: account.listRequest,
      navigationToAllPinsDrawnMs: summary('loadToPinsMs'),
      menuToAllPinsDrawnMs: summary('menuToPinsMs'),
      pinClickToPanelMs: summary('clickToPanelMs'),
      pinClickToPanelPaintedMs: summary('clickToPanelPaintedMs'),
      navigationPhasesMs: runs.length
        ? Object.fromEntries(Object.keys(runs[0].phases).map((k) => [k, median(runs.map((r) => r.phases[k] ?? NaN))]))
        : undefined,
      budget: { navigationToAllPinsDrawnMs: 1500, pinClickToPanelPaintedMs: 50 },
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
      runs: runs.map((r) => ({
        loadToPinsMs: round(r.loadToPinsMs), menuToPinsMs: round(r.menuToPinsMs), clickToPanelMs: round(r.clickToPanelMs),
        clickToPanelPaintedMs: round(r.clickToPanelPaintedMs),
      })),
    },
    null,
    2,
  ),
);
