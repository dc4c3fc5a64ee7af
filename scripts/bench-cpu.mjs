// CPU per request, with the system running (`npm start -- --detach`): five representative reads and two
// writes through the gateway at 50 connections, each with requests/s, p50/p99 and the CPU milliseconds
// every process spent per request (scripts/cpu-meter.mjs: the processes' own counters, which hold steady
// on a shared, noisy machine where requests/s do not).
//   reads: GET /inasaku/brands (a new account's master data, ~2.7 KB), GET /inasaku/paddy-fields (1,000
//   fields), GET /inasaku/work-histories of one field (the work log page), GET /api/sensor/all (the
//   sensor map's list), GET /auth/me;
//   writes: POST /inasaku/brands, POST /inasaku/work-histories for 10 fields (each with an Idempotency-Key).
// The 1,000-field account is bench-works' (var/bench-works.json; seeded by it on the first run, ~1 minute).
// BENCH_URL (http://localhost:8080), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_ONLY (e.g. brands,me), BENCH_RATE.
// BENCH_SYSTEM=own measures no running system but starts its own (scripts/own-system.mjs: account,
// fields, works, water and the gateway on a private nats-server; BENCH_INSTANCE (bench-cpu),
// BENCH_DATABASE_URL, BENCH_REDIS_URL), counts only its processes, and stops it at the end;
// BENCH_NODE_ARGS='gateway=--cpu-prof --cpu-prof-dir=/tmp/prof;fields=--cpu-prof ...' profiles them.
// Prints JSON; `npm run bench` includes it. Each bench signs up: see SIGN_UP_CLIENT_MAX in the README.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { varDir } from './lib.mjs';
import { natsCall, requestJson, session } from './bench-client.mjs';
import { startCpuMeter, waitQuiet } from './cpu-meter.mjs';
import { startOwnSystem } from './own-system.mjs';
import { MALLOC_ENV } from './supervisor.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const nodeArgs = Object.fromEntries((process.env.BENCH_NODE_ARGS ?? '').split(';').filter(Boolean).map((entry) => {
  const at = entry.indexOf('=');
  return [entry.slice(0, at).trim(), entry.slice(at + 1).split(' ').filter(Boolean)];
}));
const system = process.env.BENCH_SYSTEM === 'own'
  ? await startOwnSystem({
    instance: process.env.BENCH_INSTANCE ?? 'bench-cpu', names: ['account', 'fields', 'works', 'water', 'gateway'],
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/inasaku_bench_cpu',
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13', nodeArgs,
    // as the supervisor runs them, so resident memory after load compares with `npm start`'s
    env: MALLOC_ENV,
  })
  : null;
if (system) {
  // bench-works (the 1,000-field account's seed) signs up on the same system, reading its mail there.
  process.env.BENCH_URL = system.gatewayUrl;
  process.env.OUTBOX_DIR = system.outbox;
}
/** The processes counted: the own system's (with its nats-server), or those of var/run. */
const ownPids = system
  ? { ...Object.fromEntries(Object.entries(system.pids).map(([n, pid]) => [n, [pid]])), 'nats-server': natsServerPids(new URL(system.natsUrl).port) }
  : undefined;
const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
/** Requests per second in all (BENCH_RATE): a rate the machine sustains compares CPU per request between two builds on a loaded machine, where the most it takes does not. */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;

const call = (cookie, method, path, body) => requestJson(base, method, path, body, { cookie });
const signIn = (email, password) => session(base).signIn(email, password);

async function signUp(prefix) {
  const s = session(base);
  const { email } = await s.signUp(prefix);
  return { email, cookie: s.cookie };
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

/**
 * The sensor map needs the account's water feature (the operator's switch of scripts/water-feature.mjs,
 * seen by the water service within seconds) and sensors on it: `count` placed around the fields.
 */
async function withSensors(account, count) {
  const natsUrl = system?.natsUrl ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  await natsCall(natsUrl, 'account.accounts.set-features', { email: account.email, water_management: true });
  const list = () => call(account.cookie, 'GET', '/api/sensor/all').then(({ json, body }) => (json ?? body).list, () => null);
  let sensors = null;
  for (const until = Date.now() + 15000; !(sensors = await list()) && Date.now() < until; ) await new Promise((r) => setTimeout(r, 500));
  if (!sensors) throw new Error('the water feature did not reach the water service within 15 s');
  for (let i = sensors.length; i < count; i++) {
    await call(account.cookie, 'POST', '/api/sensor', {
      lat: 35.5 + (i % 10) * 0.001, lon: 139.5 + Math.floor(i / 10) * 0.001, sensor_id: `bench-sensor-${i}`, sensor_name: `ベンチ${i}`,
    });
  }
}

/** Load at CONNECTIONS for SECONDS; a write sends its body with a new Idempotency-Key each time. */
async function load(name, cookie, { method = 'GET', path, body }) {
  const latencies = [];
  // As a browser asks: answers large enough are compressed on the way, as they would be for it.
  const headers = { Cookie: cookie, 'X-Requested-With': 'bench', 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };
  const options = { url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS, method, headers, ...(RATE ? { overallRate: RATE } : {}) };
  // Every answer that is not a 2xx is counted by status with the first one's body, so a failing
  // case says what failed (autocannon alone says only how many).
  const failures = {};
  const onResponse = (status, text) => {
    if (status < 300) return;
    failures[status] ??= { count: 0, first: String(text).slice(0, 300) };
    failures[status].count++;
  };
  const text = body ? JSON.stringify(body) : undefined;
  options.requests = [{
    method, path, body: text, onResponse,
    // A write sends a new Idempotency-Key each time.
    ...(body ? { setupRequest: (req) => ({ ...req, headers: { ...headers, 'Idempotency-Key': randomUUID() } }) } : {}),
  }];
  const meter = startCpuMeter(ownPids);
  const instance = autocannon(options);
  instance.on('response', (_client, status, _bytes, ms) => { if (status < 300) latencies.push(ms); });
  const r = await instance;
  const cpuMsPerRequest = meter.stop(r.requests.total);
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return {
    endpoint: name, connections: CONNECTIONS, requests: r.requests.total, requestsPerSecond: Math.round(r.requests.average),
    p50ms: pct(50), p99ms: pct(99), non2xx: r.non2xx, ...(r.non2xx ? { failures } : {}), errors: r.errors,
    avgKB: Number((r.throughput.average / Math.max(1, r.requests.average) / 1024).toFixed(1)), cpuMsPerRequest,
  };
}

// The 1,000-field account first: seeding it runs bench-works synchronously for about a minute, in
// which this process reads no socket, so a connection kept alive from an earlier call would be
// found closed by the gateway only when reused ('other side closed').
const needWorks = !only || ['paddyFields', 'workLog', 'sensorMap', 'workWrite'].some((k) => only.has(k));
const works = needWorks ? await worksAccount() : null;
const SENSORS = 100;
if (!only || only.has('sensorMap')) await withSensors(works, SENSORS);
const fresh = await signUp('bench-cpu');
await call(fresh.cookie, 'GET', '/inasaku/create-brand-master-data');
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
  sensorMap: () => [`GET /api/sensor/all (sensor map list of ${SENSORS} sensors)`, works.cookie, { path: '/api/sensor/all' }],
  me: () => ['GET /auth/me', fresh.cookie, { path: '/auth/me' }],
  brandWrite: () => ['POST /inasaku/brands (Idempotency-Key each)', fresh.cookie, { method: 'POST', path: '/inasaku/brands', body: { brand_name: 'ベンチ米' } }],
  workWrite: () => ['POST /inasaku/work-histories, 10 fields (Idempotency-Key each)', works.cookie, { method: 'POST', path: '/inasaku/work-histories', body: tenFields(1) }],
};

const results = { connections: CONNECTIONS, seconds: SECONDS, at: new Date().toISOString() };
try {
  for (const [key, make] of Object.entries(cases)) {
    if (only && !only.has(key)) continue;
    // The case before may have left requests queued in a service (the 1,000-field list at 50
    // connections outlasts the gateway's timeout): the next case would wait behind them and count
    // their 504s as its own (the work log's first request per connection did, on fields' directory).
    const settledMs = await waitQuiet(ownPids);
    results[key] = { ...(await load(...make())), settledMs };
  }
  if (system) results.rssMB = Object.fromEntries(Object.entries(system.pids).map(([n, pid]) => [n, rssMB(pid)]));
  // BENCH_HEAP_SNAPSHOT=account (with BENCH_NODE_ARGS='account=--heapsnapshot-signal=SIGUSR2'): what
  // that process holds after the load, written by node into its working directory.
  for (const name of (process.env.BENCH_HEAP_SNAPSHOT ?? '').split(',').filter(Boolean)) await heapSnapshot(system.pids[name]);
} finally {
  await system?.stop();
}
console.log(JSON.stringify(results, null, 2));
fs.mkdirSync(varDir('bench'), { recursive: true });
fs.writeFileSync(varDir('bench', `bench-cpu-${Date.now()}.json`), JSON.stringify(results, null, 2));

function rssMB(pid) {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
  } catch {
    return null;
  }
}

/** The nats-server listening on `port` (the own system's private one), found by its command line. */
function natsServerPids(port) {
  return fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p)).map(Number).filter((pid) => {
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return args[0].endsWith('nats-server') && args[args.indexOf('-p') + 1] === port;
    } catch {
      return false;
    }
  });
}

/** Asks a process started with --heapsnapshot-signal=SIGUSR2 for a heap snapshot; resolves once it is written. */
async function heapSnapshot(pid) {
  const cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
  const written = () => fs.readdirSync(cwd).filter((f) => f.endsWith('.heapsnapshot') && f.includes(`.${pid}.`));
  process.kill(pid, 'SIGUSR2');
  let last = -1;
  for (let i = 0; i < 600; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const [file] = written();
    const size = file ? fs.statSync(`${cwd}/${file}`).size : -1;
    if (size > 0 && size === last) {
      console.error(`heap snapshot: ${cwd}/${file}`);
      return;
    }
    last = size;
  }
}
