// Works budgets, with the system running (`node scripts/start.mjs --detach`):
// a year with 1,000 fields and 20,000 work histories;
//  - GET /inasaku/work-histories for one field, p95 under 100 ms at 20 connections;
//  - GET /inasaku/search-work-histories, p95 under 100 ms at 20 connections;
//  - saving one entry for 100 selected fields (POST /inasaku/work-histories) under 300 ms.
// Creates its own account through sign-up (code from the local outbox) and its data through the API,
// and remembers it in var/bench-works.json so a second run measures again without seeding
// (BENCH_RESEED=1 starts over).
// BENCH_URL (default http://localhost:8080), BENCH_FIELDS (1000), BENCH_HISTORIES (20000), BENCH_SECONDS (10),
// BENCH_ONLY (e.g. fieldHistories,search). Each load reports cpuMsPerRequest: CPU per request of each process group.
import fs from 'node:fs';
import { varDir } from './lib.mjs';
import { loadPaths, pool, session } from './bench-client.mjs';

const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const FIELDS = Number(process.env.BENCH_FIELDS ?? 1000);
const HISTORIES = Number(process.env.BENCH_HISTORIES ?? 20000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const bench = session(base);
const call = bench.call;

const stateFile = varDir('bench-works.json');

const WORKERS = ['山田', '佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '中村'];
const PRODUCTS = ['スミチオン乳剤', 'ブラシン粒剤', 'トリフミン水和剤', 'ダントツ粒剤', 'オリゼメート粒剤', 'アドマイヤー箱粒剤'];

function workItems(item, i) {
  const v = {};
  const [date, worker, ...rest] = item.item_details;
  v[date.item_detail_id] = `2025-${String(4 + (i % 6)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
  v[worker.item_detail_id] = WORKERS[i % WORKERS.length];
  for (const d of rest) {
    if (d.item_detail_type === 'num') v[d.item_detail_id] = String(10 + (i % 50));
    else if (d.item_detail_type === 'string') v[d.item_detail_id] = PRODUCTS[i % PRODUCTS.length];
    else if (d.item_detail_type === 'textarea') v[d.item_detail_id] = `記録 ${i}: 天候晴れ、風弱し`;
  }
  return v;
}

async function seed() {
  await call('GET', '/inasaku/create-work-master-data');
  const positions = Array.from({ length: FIELDS }, (_, i) => ({ map_pos: `${(36 + (i % 40) * 0.001).toFixed(4)},${(138 + Math.floor(i / 40) * 0.001).toFixed(4)}` }));
  const fields = [];
  for (let i = 0; i < positions.length; i += 500) fields.push(...(await call('POST', '/inasaku/paddy-fields', { paddy_fields: positions.slice(i, i + 500) })).json);
  await pool(fields, 20, (f, i) => call('PUT', '/inasaku/paddy-fields', { paddy_field_id: f.paddy_field_id, name: `圃場${i + 1}`, area: (5 + (i % 30) + (i % 7) / 10).toFixed(1) }));
  const seasons = (await call('GET', '/inasaku/season-histories')).json;
  // Items that add entries (pattern 1), so every save adds histories.
  const items = seasons.flatMap((s) => s.items).filter((i) => i.item_pattern === '1');
  const overwrite = seasons.flatMap((s) => s.items).find((i) => i.item_pattern === '2');
  const batches = [];
  for (let n = 0, round = 0; n < HISTORIES; round++) {
    const item = items[round % items.length];
    for (let i = 0; i < fields.length && n < HISTORIES; i += 100) {
      const ids = fields.slice(i, i + 100).map((f) => f.paddy_field_id).slice(0, HISTORIES - n);
      batches.push({ item, ids, round });
      n += ids.length;
    }
  }
  const started = Date.now();
  await pool(batches, 4, (b, k) => call('POST', '/inasaku/work-histories', {
    work_histories: b.ids.map((paddy_field_id) => ({ paddy_field_id, item_id: b.item.item_id, work_items: workItems(b.item, k + b.round) })),
  }));
  return { fields, items, overwrite, seedSeconds: (Date.now() - started) / 1000, batches: batches.length };
}

/** `cold`: every path must be asked once only (a repeat may be answered from the works service's kept pages). */
async function load(name, paths, { cold = false } = {}) {
  const { figures, p95, non2xx, cpuMsPerRequest, asked: k } = await loadPaths(name, { base, cookie: bench.cookie, paths, connections: CONNECTIONS, seconds: SECONDS });
  if (cold && k > paths.length) console.error(`${name}: ${k - paths.length} of ${k} requests repeated an earlier one; the figure is not of cold searches only`);
  return {
    ...figures,
    budget: 'p95 < 100 ms', ok: p95 < 100 && non2xx === 0 && !(cold && k > paths.length), cpuMsPerRequest,
    ...(cold ? { distinctPaths: paths.length, repeatedPaths: Math.max(0, k - paths.length) } : {}),
  };
}

async function saveHundred(fields, item) {
  const times = [];
  for (let run = 0; run < 15; run++) {
    const ids = fields.slice((run * 100) % fields.length, ((run * 100) % fields.length) + 100).map((f) => f.paddy_field_id);
    const t = performance.now();
    await call('POST', '/inasaku/work-histories', {
      area_total: '0',
      work_histories: ids.map((paddy_field_id) => ({ paddy_field_id, item_id: item.item_id, work_items: workItems(item, run) })),
    });
    times.push(performance.now() - t);
  }
  const warm = times.slice(3).sort((a, b) => a - b);
  return {
    endpoint: `POST /inasaku/work-histories, 100 fields, item ${item.item_name} (pattern ${item.item_pattern})`,
    runs: warm.length, medianMs: Math.round(warm[Math.floor(warm.length / 2)]), maxMs: Math.round(warm.at(-1)),
    budget: '< 300 ms', ok: warm.at(-1) < 300,
  };
}

/** A fixed shuffle for the request lists. */
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

let data;
let results;
const saved = !process.env.BENCH_RESEED && fs.existsSync(stateFile) ? JSON.parse(fs.readFileSync(stateFile, 'utf8')) : null;
if (saved && saved.base === base) {
  await bench.signIn(saved.email, saved.password);
  const fields = (await call('GET', '/inasaku/paddy-fields')).json;
  const all = (await call('GET', '/inasaku/season-histories')).json.flatMap((s) => s.items);
  data = { fields, items: all.filter((i) => i.item_pattern === '1'), overwrite: all.find((i) => i.item_pattern === '2') };
  results = { reused: { email: saved.email, fields: fields.length } };
} else {
  const account = await bench.signUp('bench-works');
  data = await seed();
  fs.writeFileSync(stateFile, JSON.stringify({ ...account, base }));
  results = { seeded: { fields: data.fields.length, histories: HISTORIES, posts: data.batches, seconds: data.seedSeconds } };
}
// BENCH_ONLY=fieldHistories,search measures just those parts.
const only = process.env.BENCH_ONLY?.split(',');
const measure = async (name, run) => {
  if (!only || only.includes(name)) results[name] = await run();
};
// The platform's floor on this machine right now: a trivial authenticated request through the same gateway.
await measure('baseline', async () => ({ ...(await load('GET /auth/me (trivial, for comparison)', ['/auth/me'])), budget: 'none (reference)', ok: undefined }));
const fieldPaths = data.fields.map((f) => `/inasaku/work-histories?paddy_field_id=${f.paddy_field_id}`);
await measure('fieldHistories', () => load('GET /inasaku/work-histories (one field, ~20 histories)', fieldPaths));
const rare = ['圃場', '記録 7:', 'トリフミン', '2025-05-03', 'ダントツ'].map((q) => `/inasaku/search-work-histories?q=${encodeURIComponent(q)}`);
await measure('search', () => load('GET /inasaku/search-work-histories (mixed queries)', rare));
// Words not asked before (the works service keeps answered search pages while nothing changes), so this
// measures the search itself: every work date, record number, part of a product name and worker, each
// with its first pages; from a hundred hits (a date) to a few thousand (a worker), and ten thousand
// (記録 1: 1, 10-19, 100-199). Workers and product names are also paged on (さらに表示) to page 60.
// Enough paths that none is asked twice at several hundred requests a second (else repeatedPaths says so).
const days = Array.from({ length: 6 * 28 }, (_, i) => `2025-${String(4 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`);
const monthDays = days.map((d) => d.slice(5));
const records = Array.from({ length: 250 }, (_, i) => `記録 ${i}:`);
const recordPrefixes = Array.from({ length: 250 }, (_, i) => `記録 ${i}`);
const parts = PRODUCTS.flatMap((p) => [...p].slice(0, -2).map((_, i) => p.slice(i, i + 3)));
const words = [...days, ...monthDays, ...records, ...recordPrefixes, ...parts, ...WORKERS];
const searchPath = (q, o) => `/inasaku/search-work-histories?q=${encodeURIComponent(q)}${o ? `&offset=${o}` : ''}`;
const cold = [
  ...words.flatMap((q) => [0, 30, 60, 90, 120].map((o) => searchPath(q, o))),
  ...[...parts, ...WORKERS].flatMap((q) => Array.from({ length: 55 }, (_, p) => searchPath(q, (p + 5) * 30))),
];
cold.sort((a, b) => hash(a) - hash(b));
await measure('searchCold', () => load(`GET /inasaku/search-work-histories (never asked before: ${words.length} words, first 5 pages; workers and products to page 60)`, cold, { cold: true }));
await measure('searchNarrow', () => load('GET /inasaku/search-work-histories (narrow: one day)', ['2025-05-03', '2025-06-14', '2025-07-25'].map((q) => `/inasaku/search-work-histories?q=${q}`)));
await measure('saveAdd', () => saveHundred(data.fields, data.items[0]));
await measure('saveOverwrite', () => saveHundred(data.fields, data.overwrite));
console.log(JSON.stringify(results, null, 2));
