// CPU per request, with the system running (`npm start -- --detach`): five representative reads and two
// writes through the gateway at 50 connections, each with requests/s, p50/p99 and the CPU milliseconds
// every process spent per request (scripts/cpu-meter.mjs: the processes' own counters, which hold steady
// on a shared, noisy machine where requests/s do not).
//   reads: GET /inasaku/brands (a new account's master data, ~2.7 KB), GET /inasaku/paddy-fields (1,000
//   fields), GET /inasaku/work-histories of one field (the work log page), GET /api/sensor/all (the
//   sensor map's list), GET /auth/me;
//   writes: POST /inasaku/brands, POST /inasaku/work-histories for 10 fields (each with an Idempotency-Key).
// The 1,000-field account is bench-works' (var/bench-works.json; seeded by it on the first run, ~1 minute).
// BENCH_URL (http://localhost:8080), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_ONLY (e.g. brands,me).
// Prints JSON; `npm run bench` includes it. Each bench signs up: see SIGN_UP_CLIENT_MAX in the README.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { varDir } from './lib.mjs';
import { startCpuMeter } from './cpu-meter.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;

async function call(cookie, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'bench', ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return { json: json?.data, res };
}

const cookieOf = (res) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

async function signIn(email, password) {
  return cookieOf((await call(null, 'POST', '/auth/sign-in', { email, password })).res);
}

async function signUp(prefix) {
  const email = `${prefix}-${Date.now()}@example.jp`;
  const password = 'Bench1234';
  await call(null, 'POST', '/auth/sign-up', { email, password, agreement: true });
  const dir = process.env.OUTBOX_DIR ?? varDir('outbox');
  let mail;
  for (let i = 0; i < 50 && !mail; i++) {
    mail = fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(`${dir}/${f}`, 'utf8'))).filter((m) => m.to === email).pop();
    if (!mail) await new Promise((r) => setTimeout(r, 100));
  }
  await call(null, 'POST', '/auth/confirm-sign-up', { email, code: /(\d{6})/.exec(mail.text)[1] });
  return { email, cookie: await signIn(email, password) };
}

/** bench-works' account of 1,000 fields (seeded by it if this system has none yet). */
async function worksAccount() {
  const file = varDir('bench-works.json');
  const saved = () => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
  if (saved()?.base !== base) {
    execFileSync(process.execPath, [fileURLToPath(new URL('./bench-works.mjs', import.meta.url))], {
      env: { ...process.env, BENCH_ONLY: 'none' }, stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const { email, password } = saved();
  return { email, cookie: await signIn(email, password) };
}

/** Load at CONNECTIONS for SECONDS; a write sends its body with a new Idempotency-Key each time. */
async function load(name, cookie, { method = 'GET', path, body }) {
  const latencies = [];
  // As a browser asks: answers large enough are compressed on the way, as they would be for it.
  const headers = { Cookie: cookie, 'X-Requested-With': 'bench', 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };
  const options = { url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS, method, headers };
  if (body) {
    const text = JSON.stringify(body);
    options.requests = [{ method, path, body: text, setupRequest: (req) => ({ ...req, headers: { ...headers, 'Idempotency-Key': randomUUID() } }) }];
  }
  const meter = startCpuMeter();
  const instance = autocannon(options);
  instance.on('response', (_client, status, _bytes, ms) => { if (status < 300) latencies.push(ms); });
  const r = await instance;
  const cpuMsPerRequest = meter.stop(r.requests.total);
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return {
    endpoint: name, connections: CONNECTIONS, requests: r.requests.total, requestsPerSecond: Math.round(r.requests.average),
    p50ms: pct(50), p99ms: pct(99), non2xx: r.non2xx, errors: r.errors,
    avgKB: Number((r.throughput.average / Math.max(1, r.requests.average) / 1024).toFixed(1)), cpuMsPerRequest,
  };
}

const fresh = await signUp('bench-cpu');
await call(fresh.cookie, 'GET', '/inasaku/create-brand-master-data');
const needWorks = !only || ['paddyFields', 'workLog', 'sensorMap', 'workWrite'].some((k) => only.has(k));
const works = needWorks ? await worksAccount() : null;
const fields = needWorks ? (await call(works.cookie, 'GET', '/inasaku/paddy-fields')).json : [];
const item = needWorks
  ? (await call(works.cookie, 'GET', '/inasaku/season-histories')).json.flatMap((s) => s.items).find((i) => i.item_pattern === '1')
  : null;
const tenFields = (i) => ({
  area_total: '0',
  work_histories: fields.slice(0, 10).map((f) => ({ paddy_field_id: f.paddy_field_id, item_id: item.item_id, work_items: workItemsOf(item, i) })),
});

function workItemsOf(it, i) {
  const v = {};
  const [date, worker, ...rest] = it.item_details;
  v[date.item_detail_id] = `2025-05-${String(1 + (i % 28)).padStart(2, '0')}`;
  v[worker.item_detail_id] = '山田';
  for (const d of rest) {
    if (d.item_detail_type === 'num') v[d.item_detail_id] = '10';
    else if (d.item_detail_type === 'string') v[d.item_detail_id] = 'スミチオン乳剤';
    else if (d.item_detail_type === 'textarea') v[d.item_detail_id] = '記録: 天候晴れ';
  }
  return v;
}

const cases = {
  brands: () => ['GET /inasaku/brands (a new account\'s master data)', fresh.cookie, { path: '/inasaku/brands' }],
  paddyFields: () => [`GET /inasaku/paddy-fields (${fields.length} fields)`, works.cookie, { path: '/inasaku/paddy-fields' }],
  workLog: () => ['GET /inasaku/work-histories of one field (work log page)', works.cookie, { path: `/inasaku/work-histories?paddy_field_id=${fields[0].paddy_field_id}` }],
  sensorMap: () => ['GET /api/sensor/all (sensor map list; 403 without the water feature)', works.cookie, { path: '/api/sensor/all' }],
  me: () => ['GET /auth/me', fresh.cookie, { path: '/auth/me' }],
  brandWrite: () => ['POST /inasaku/brands (Idempotency-Key each)', fresh.cookie, { method: 'POST', path: '/inasaku/brands', body: { brand_name: 'ベンチ米' } }],
  workWrite: () => ['POST /inasaku/work-histories, 10 fields (Idempotency-Key each)', works.cookie, { method: 'POST', path: '/inasaku/work-histories', body: tenFields(1) }],
};

const results = { connections: CONNECTIONS, seconds: SECONDS, at: new Date().toISOString() };
for (const [key, make] of Object.entries(cases)) {
  if (only && !only.has(key)) continue;
  results[key] = await load(...make());
}
console.log(JSON.stringify(results, null, 2));
fs.mkdirSync(varDir('bench'), { recursive: true });
fs.writeFileSync(varDir('bench', `bench-cpu-${Date.now()}.json`), JSON.stringify(results, null, 2));
