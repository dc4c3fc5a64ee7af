// Reports budgets, with the system running (`node scripts/start.mjs --detach`):
// a year of 1,000 fields x 20 items with 20,000 histories, 1,000 of them with a photo;
//  - the field work report's data (GET /inasaku/archive/work-histories, every page) under 300 ms;
//  - the report rendered under 2 s and its Excel built under 5 s in headless Chromium;
//  - the image Excel export of the 1,000 photos under 60 s, the reports service's resident memory under 300 MB.
// Creates its own account (code from the local outbox) and data through the API, remembered in
// var/bench-reports.json (BENCH_RESEED=1 starts over). BENCH_URL (default http://localhost:8080),
// BENCH_FIELDS (1000), BENCH_ITEMS (20), BENCH_PHOTOS (1000), BENCH_ONLY (data,browser,export).
import fs from 'node:fs';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { pidFile, varDir } from './lib.mjs';
import { pool, session } from './bench-client.mjs';

const require = createRequire(import.meta.url);
const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const FIELDS = Number(process.env.BENCH_FIELDS ?? 1000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 1000);
const bench = session(base);
const call = bench.call;

// ---------------------------------------------------------------- a photo-like PNG (~60 kB of noise)
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function photoPng(seed, w = 160, h = 120) {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  let x = seed * 2654435761 >>> 0;
  for (let r = 0; r < h; r++) {
    raw[r * (w * 3 + 1)] = 0;
    for (let i = 1; i <= w * 3; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      raw[r * (w * 3 + 1) + i] = (x >>> 16) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; ihdr[9] = 2; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

async function uploadPhotos(n) {
  const paths = [];
  const batches = Array.from({ length: Math.ceil(n / 20) }, (_, b) => b);
  await pool(batches, 4, async (b) => {
    const form = new FormData();
    form.set('purpose', 'work');
    for (let i = b * 20; i < Math.min(n, b * 20 + 20); i++) form.append('file', new Blob([photoPng(i)], { type: 'image/png' }), `p${i}.png`);
    const res = await fetch(`${base}/media`, { method: 'POST', headers: { 'X-Requested-With': 'bench', Cookie: bench.cookie }, body: form });
    const json = await res.json();
    if (!res.ok) throw new Error(`POST /media: ${res.status} ${JSON.stringify(json)}`);
    paths[b] = json.data.list.map((u) => u.path);
  });
  return paths.flat();
}

async function seed() {
  const season = (await call('POST', '/inasaku/seasons', { season_name: 'ベンチ作業', color: '#3EC08D' })).json;
  const fixed = [{ item_detail_name: '実施日', item_detail_type: 'date' }, { item_detail_name: '作業者', item_detail_type: 'list', item_detail_key: 'users' }];
  const items = [];
  for (let i = 0; i < ITEMS; i++) {
    items.push((await call('POST', '/inasaku/items', {
      season_id: season.season_id, item_name: `作業${i + 1}`, item_pattern: '1',
      item_details: [...fixed,
        { item_detail_name: '資材名', item_detail_type: 'string', display_flg: true },
        { item_detail_name: '数量', item_detail_type: 'num', item_detail_unit: 'kg', item_detail_auto: true, display_flg: true },
        { item_detail_name: 'メモ', item_detail_type: 'textarea', display_flg: false }],
    })).json);
  }
  const positions = Array.from({ length: FIELDS }, (_, i) => ({ map_pos: `${(36 + (i % 40) * 0.001).toFixed(4)},${(138 + Math.floor(i / 40) * 0.001).toFixed(4)}` }));
  const fields = [];
  for (let i = 0; i < positions.length; i += 500) fields.push(...(await call('POST', '/inasaku/paddy-fields', { paddy_fields: positions.slice(i, i + 500) })).json);
  await pool(fields, 20, (f, i) => call('PUT', '/inasaku/paddy-fields', { paddy_field_id: f.paddy_field_id, name: `圃場${i + 1}`, area: String(10 + (i % 30)) }));
  const photos = await uploadPhotos(PHOTOS);
  const batches = [];
  items.forEach((item, k) => {
    for (let i = 0; i < fields.length; i += 100) batches.push({ item, k, fields: fields.slice(i, i + 100), offset: i });
  });
  await pool(batches, 4, (b) => call('POST', '/inasaku/work-histories', {
    work_histories: b.fields.map((f, j) => {
      const n = b.offset + j;
      const [date, worker, name, amount, memo] = b.item.item_details;
      return {
        paddy_field_id: f.paddy_field_id, item_id: b.item.item_id,
        image_paths: b.k === 0 && n < photos.length ? [photos[n]] : [],
        work_items: {
          [date.item_detail_id]: `2026-${String(4 + (b.k % 6)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
          [worker.item_detail_id]: ['山田', '佐藤', '鈴木'][n % 3], [name.item_detail_id]: `資材${n % 17}`,
          [amount.item_detail_id]: String(10 + (n % 40)), [memo.item_detail_id]: `記録${n}`,
        },
      };
    }),
  }));
  return { fields: fields.length, items: items.length, histories: batches.reduce((s, b) => s + b.fields.length, 0), photos: photos.length };
}

/** The whole year's data the way the browser reads it: the first answer, then the other parts together. */
async function readYear() {
  const path = '/inasaku/archive/work-histories';
  const first = (await call('GET', path)).json;
  let requests = 1;
  const part = async (k, start) => {
    let n = start ? start.work_histories.length : 0;
    let cursor = start ? start.next_cursor : undefined;
    if (!start) {
      const d = (await call('GET', `${path}?part=${k}&parts=${first.parts}`)).json;
      requests++;
      n += d.work_histories.length;
      cursor = d.next_cursor;
    }
    while (cursor) {
      const d = (await call('GET', `${path}?part=${k}&parts=${first.parts}&cursor=${cursor}`)).json;
      requests++;
      n += d.work_histories.length;
      cursor = d.next_cursor;
    }
    return n;
  };
  const counts = await Promise.all(Array.from({ length: Math.max(1, first.parts) }, (_, k) => part(k, k === 0 ? first : null)));
  return { histories: counts.reduce((a, b) => a + b, 0), parts: first.parts, requests };
}

/** A history added and removed again: every kept report answer of the account is then stale. */
async function touchHistories() {
  const first = (await call('GET', '/inasaku/archive/work-histories')).json;
  const item = first.seasons.flatMap((s) => s.items).find((i) => !i.is_not_paddy_field_item && i.item_pattern === '1');
  const [date, worker] = item.item_details;
  const saved = (await call('POST', '/inasaku/work-histories', {
    work_histories: [{ paddy_field_id: first.paddy_fields[0].paddy_field_id, item_id: item.item_id, work_items: { [date.item_detail_id]: '2026-12-31', [worker.item_detail_id]: 'ベンチ' } }],
  })).json;
  await call('DELETE', `/inasaku/work-histories/${saved.work_histories[0].work_history_id}`, {});
}

async function reportData() {
  const times = [];
  let last;
  for (let run = 0; run < 6; run++) {
    const t = performance.now();
    last = await readYear();
    times.push(performance.now() - t);
  }
  // The first run builds every answer (cold, right after the services started); the works service
  // keeps them while nothing changes (30 s at most). A change makes them stale: the first read
  // after one is cold again (the service and its connections warm), the usual case in the field.
  const warm = times.slice(1).sort((a, b) => a - b);
  const afterWrite = [];
  for (let run = 0; run < 3; run++) {
    await touchHistories();
    const t = performance.now();
    await readYear();
    afterWrite.push(performance.now() - t);
  }
  afterWrite.sort((a, b) => a - b);
  return {
    endpoint: 'GET /inasaku/archive/work-histories (first answer, then the other parts together)', ...last,
    coldMs: Math.round(times[0]), coldAfterWriteMs: afterWrite.map(Math.round), medianMs: Math.round(warm[2]), maxMs: Math.round(warm.at(-1)),
    loadAverage: fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    budget: '< 300 ms', ok: warm[2] < 300 && times[0] < 300 && afterWrite[1] < 300,
  };
}

async function browserParts() {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const url = new URL(base);
    await context.addCookies(bench.cookie.split('; ').map((c) => {
      const [name, ...v] = c.split('=');
      return { name, value: v.join('='), domain: url.hostname, path: '/' };
    }));
    await context.addInitScript(() => ['home', 'paddy', 'works'].forEach((k) => localStorage.setItem(`inasaku.onboarding.${k}`, '1')));
    const page = await context.newPage();
    // Warm the remotes' bundles once, then measure.
    await page.goto(`${base}/archives/work-histories/paddy`);
    await page.locator('[data-testid="report-row"]').first().waitFor({ timeout: 60000 });
    const opens = [];
    for (let run = 0; run < 3; run++) {
      await page.goto(`${base}/dashboard`);
      await page.locator('[data-menu="dashboard"]').waitFor();
      const t = performance.now();
      await page.evaluate(() => {
        history.pushState({}, '', '/archives/work-histories/paddy');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.locator('[data-testid="report-row"]').first().waitFor({ timeout: 60000 });
      opens.push(performance.now() - t);
    }
    // Rendering alone: the table laid out again for 全項目表示 (no request).
    const t0 = performance.now();
    await page.getByText('全項目表示', { exact: true }).click();
    await page.locator('[data-testid="work-report-table"] th', { hasText: 'メモ' }).first().waitFor({ timeout: 60000 });
    const toggleMs = performance.now() - t0;
    const t1 = performance.now();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.locator('[data-testid="report-download"]').click()]);
    const excelMs = performance.now() - t1;
    const size = fs.statSync(await download.path()).size;
    opens.sort((a, b) => a - b);
    return {
      render: { what: 'open /archives/work-histories/paddy in the running shell: data + layout + table', medianMs: Math.round(opens[1]), relayoutAllItemsMs: Math.round(toggleMs), budget: '< 2 s', ok: opens[1] < 2000 },
      excel: { what: 'Excel button to download (exceljs in the browser, all items shown)', ms: Math.round(excelMs), bytes: size, budget: '< 5 s', ok: excelMs < 5000 },
    };
  } finally {
    await browser.close();
  }
}

function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

async function imageExport() {
  const pid = Number(fs.readFileSync(pidFile('reports'), 'utf8'));
  let maxRss = rssMb(pid) ?? 0;
  const startRss = maxRss;
  const sampler = setInterval(() => {
    const v = rssMb(pid);
    if (v && v > maxRss) maxRss = v;
  }, 100);
  const t = performance.now();
  let job = (await call('POST', '/inasaku/archive/work', { with_image: 1 })).json;
  while (job.status === 1) {
    await new Promise((r) => setTimeout(r, 500));
    job = (await call('GET', `/inasaku/archive/work?with_image=1&job_id=${job.job_id}`)).json;
  }
  const ms = performance.now() - t;
  clearInterval(sampler);
  let bytes = null;
  if (job.status === 2) {
    const res = await fetch(`${base}${job.download_url}`, { headers: { Cookie: bench.cookie } });
    bytes = (await res.arrayBuffer()).byteLength;
  }
  return {
    what: `image Excel export (${job.progress.total} records)`, status: job.status, seconds: +(ms / 1000).toFixed(1), bytes,
    reportsRssMb: { before: startRss, max: maxRss }, budget: '< 60 s, RSS < 300 MB', ok: job.status === 2 && ms < 60000 && maxRss < 300,
  };
}

const stateFile = varDir('bench-reports.json');
const saved = !process.env.BENCH_RESEED && fs.existsSync(stateFile) ? JSON.parse(fs.readFileSync(stateFile, 'utf8')) : null;
const results = {};
if (saved && saved.base === base) {
  await bench.signIn(saved.email, saved.password);
  results.reused = saved.email;
} else {
  const account = await bench.signUp('bench-reports');
  const t = Date.now();
  results.seeded = { ...(await seed()), seconds: (Date.now() - t) / 1000 };
  fs.writeFileSync(stateFile, JSON.stringify({ ...account, base }));
}
const only = process.env.BENCH_ONLY?.split(',');
const want = (name) => !only || only.includes(name);
if (want('data')) results.reportData = await reportData();
if (want('browser')) Object.assign(results, await browserParts());
if (want('export')) results.imageExport = await imageExport();
console.log(JSON.stringify(results, null, 2));
