// Sensor read budgets with 50 million readings stored: `node scripts/bench-sensor-reads.mjs`
// after `npm run build` (run it under `flock /tmp/inasaku-e2e.lock` on a shared machine).
//   - the last 3 hours of one sensor (GET /api/sensor/raw, as the map's side panel asks)  budget p95 < 20 ms
//   - one sensor's yearly chart, 00:00 and 12:00 of every day
//     (GET /api/sensor/sensor-data-histories?year=&sensor_id=)                             budget < 200 ms (p95)
//   - the sensor map of an account with 500 sensors (GET /api/sensor/all: every sensor,
//     its latest reading and its latest 7 readings)                                       budget < 100 ms (p95)
//     measured twice: calls in a row (water's per-sensor map cache answers), and calls after every
//     sensor's readings_version moved (as when each stored a reading: the cache misses for all)
// and, for information, the water report as the browser asks it (every sensor of the account, one month).
//
// It needs nothing running: it starts the processes the reads need (account, water, gateway, as the
// supervisor of scripts/start.mjs does; instance var/bench-reads, its own nats-server, free ports)
// on a dedicated database, BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/inasaku_bench_reads, dropped and created again), and
// BENCH_REDIS_URL (default redis://127.0.0.1:6379/13, flushed: give it a database nobody else uses).
// Then, straight in PostgreSQL (the ingestion path is bench-ingest.mjs's):
//   - BENCH_SENSORS (500) sensors of the bench account with a reading every 10 minutes for the last
//     365 days, and BENCH_OTHER_SENSORS (4,500) sensors of 45 other accounts, every 10 minutes during
//     windows spread over the year, together BENCH_READINGS (50,000,000) readings;
//   - inserted month partition by month partition in measured-time order, sensors interleaved, as the
//     devices' readings arrive (so one sensor's readings are spread over the heap as in production
//     and the key is grown by inserts, not built sorted), BENCH_LOAD_WORKERS (2) months at a time;
//   - then VACUUM (ANALYZE), as autovacuum does to the months already written.
// The reads go through the gateway's HTTP API with a signed-in session, warmed up first, then
// sequential calls over different sensors: BENCH_RAW_RUNS (200), BENCH_YEARLY_RUNS (30),
// BENCH_MAP_RUNS (50). Each read statement of services/water (dist/readings/readings.sql.js) is
// also EXPLAINed (ANALYZE, BUFFERS) with the parameters the service sends, to show which monthly
// partitions it plans and which it executes (partition pruning).
// BENCH_NODE_ARGS replaces the node flags of those processes (default: those of npm start, i.e.
// scripts/supervisor.mjs NODE_ARGS or the process's own), e.g. '--max-semi-space-size=16'.
// The hourly alert judgement is off in this system (WATER_ALERT_JUDGE=false) so it cannot fall
// into a measurement.
//
// Run time on this 2-core machine: 3-5 minutes (start 3 s; load 146 s at 343,000 rows/s on a quiet
// machine, 219 s at load average 6; VACUUM ANALYZE and CHECKPOINT ~10 s; reads ~30 s). Disk: 6.4 GB
// (heap 2.9 GB, key 3.4 GB) plus WAL while it runs, checked first (BENCH_MIN_FREE_GB, default 12);
// the database is dropped at the end unless KEEP=1.
// KEEP=1 BENCH_REUSE=1 measures again on a database kept by an earlier KEEP=1 run (no load).
// Prints one JSON line per figure, each with the load average (os.loadavg) when it was taken.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { varDir } from './lib.mjs';
import { startOwnSystem } from './own-system.mjs';
import { natsCall, session } from './bench-client.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const READINGS = Number(process.env.BENCH_READINGS ?? 50_000_000);
const SENSORS = Number(process.env.BENCH_SENSORS ?? 500);
const OTHER_SENSORS = Number(process.env.BENCH_OTHER_SENSORS ?? 4500);
const WORKERS = Number(process.env.BENCH_LOAD_WORKERS ?? 2);
const RAW_RUNS = Number(process.env.BENCH_RAW_RUNS ?? 200);
const YEARLY_RUNS = Number(process.env.BENCH_YEARLY_RUNS ?? 30);
const MAP_RUNS = Number(process.env.BENCH_MAP_RUNS ?? 50);
const MIN_FREE_GB = Number(process.env.BENCH_MIN_FREE_GB ?? 12);
const KEEP = process.env.KEEP === '1';
const REUSE = process.env.BENCH_REUSE === '1';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/inasaku_bench_reads';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const INSTANCE = 'bench-reads';
const dir = varDir(INSTANCE);
const stateFile = path.join(dir, 'bench-account.json');
const STEP_MIN = 10;
const DAY_MS = 86_400_000;
const PASSWORD = 'Bench1234';

const load = () => os.loadavg().map((l) => Number(l.toFixed(2)));
const say = (o) => console.log(JSON.stringify({ ...o, loadavg: load() }));
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round1 = (n) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------- the system and its database

const dbName = new URL(databaseUrl).pathname.slice(1);
const adminUrl = (() => {
  const u = new URL(databaseUrl);
  u.pathname = '/postgres';
  return u.toString();
})();

async function withClient(url, fn) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function freeGb() {
  const dataDir = await withClient(adminUrl, async (c) => (await c.query('SHOW data_directory')).rows[0].data_directory).catch(() => '/');
  const st = fs.statfsSync(fs.existsSync(dataDir) ? dataDir : '/');
  return (st.bavail * st.bsize) / 2 ** 30;
}

async function databaseExists() {
  return withClient(adminUrl, async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount > 0);
}

async function dropDatabase() {
  await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
}

/**
 * The processes the reads need (BENCH_PROCESSES, default account, water and gateway: sign-in, the
 * water feature, the readings), as instance var/bench-reads (scripts/own-system.mjs: its own
 * nats-server and free ports) beside anything else on this machine. Only these: the other services
 * would take CPU from the measurement and are not asked. A reused run keeps its database and state.
 */
async function startSystem(reuse) {
  const names = (process.env.BENCH_PROCESSES ?? 'account,water,gateway').split(',');
  const t = Date.now();
  const system = await startOwnSystem({
    instance: INSTANCE,
    names,
    databaseUrl,
    redisUrl,
    env: { WATER_ALERT_JUDGE: 'false' },
    // cleanUp drops it unless KEEP=1
    keepDatabase: true,
    replaceNodeArgs: process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : undefined,
    reuse,
  });
  say({ measure: 'system started', processes: Object.keys(system.pids), nodeArgs: process.env.BENCH_NODE_ARGS ?? 'as npm start', seconds: Math.round((Date.now() - t) / 1000) });
  return { base: system.gatewayUrl, natsUrl: system.natsUrl, outbox: system.outbox, stop: system.stop };
}

// ---------------------------------------------------------------- HTTP as the browser

let base = '';
const bench = session(() => base);
const call = bench.call;
const signIn = (email) => bench.signIn(email, PASSWORD);

/** A new account with the water feature (sign-up code from the instance's outbox); its id. */
async function signUp(system) {
  const { email } = await bench.signUp('bench-reads', { password: PASSWORD, outbox: system.outbox, tries: 100 });
  await natsCall(system.natsUrl, 'account.accounts.set-features', { email, water_management: true });
  await signIn(email);
  const accountId = (await call('GET', '/inasaku/accounts')).json.account_id;
  return { email, accountId };
}

// ---------------------------------------------------------------- the 50 million readings

/** Month starts at +0900 from the month of `from` to the month of `to`, as [start, end) Dates with the partition's name. */
function months(from, to) {
  const out = [];
  const tokyo = new Date(from.getTime() + 9 * 3600_000);
  let y = tokyo.getUTCFullYear();
  let m = tokyo.getUTCMonth() + 1;
  for (;;) {
    const start = new Date(Date.UTC(y, m - 1, 1) - 9 * 3600_000);
    if (start >= to) break;
    const end = new Date(Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1) - 9 * 3600_000);
    out.push({ name: `${y}${String(m).padStart(2, '0')}`, start, end });
    y = m === 12 ? y + 1 : y;
    m = m === 12 ? 1 : m + 1;
  }
  return out;
}

async function seed(db, accountId) {
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const start = new Date(now.getTime() - 365 * DAY_MS);
  const perYear = (365 * 1440) / STEP_MIN;
  const benchRows = SENSORS * perYear;
  // Other sensors: the rest of the readings, each sensor one window of the year.
  const otherPer = OTHER_SENSORS ? Math.max(1, Math.min(perYear, Math.round(Math.max(0, READINGS - benchRows) / OTHER_SENSORS))) : 0;
  const windowDays = (otherPer * STEP_MIN) / 1440;
  const spreadDays = Math.max(0, Math.floor(365 - windowDays));
  const t0 = Date.now();
  await db.query('DROP TABLE IF EXISTS public.bench_sensors');
  // k: number; off: each device's own second within the 10 minutes; [first, last]: when it sends.
  await db.query(
    `CREATE TABLE public.bench_sensors AS
     SELECT gen_random_uuid() AS id, k, ((k * 7) % 600) * interval '1 second' AS off,
       CASE WHEN k < $1 THEN $3::timestamptz ELSE $3::timestamptz + ((k * 37) % ($5::int + 1)) * interval '1 day' END AS first,
       CASE WHEN k < $1 THEN $4::timestamptz ELSE $3::timestamptz + ((k * 37) % ($5::int + 1)) * interval '1 day' + $6::float8 * interval '1 day' END AS last
     FROM generate_series(0, $1::int + $2::int - 1) k`,
    [SENSORS, OTHER_SENSORS, start, now, spreadDays, windowDays],
  );
  await db.query('CREATE INDEX ON public.bench_sensors (first, last)');
  await db.query('ANALYZE public.bench_sensors');
  // The bench account's sensors in a 25 x 20 grid; the others in 45 (or more) accounts of 100.
  await db.query(
    `INSERT INTO water.sensors (id, account_id, product_id, name, latitude, longitude, token_sha256, created_at)
     SELECT id,
       CASE WHEN k < $1 THEN $2::uuid ELSE ('00000000-0000-4000-8000-' || lpad(((k - $1) / 100)::text, 12, '0'))::uuid END,
       CASE WHEN k < $1 THEN 'BR-' || lpad(k::text, 5, '0') ELSE 'BO-' || lpad((k - $1)::text, 6, '0') END,
       'ベンチ' || k, 36.6 + (k % 25) * 0.002, 138.1 + ((k / 25) % 20) * 0.002,
       encode(sha256(convert_to(id::text, 'UTF8')), 'hex'), $3::timestamptz + k * interval '1 millisecond'
     FROM public.bench_sensors`,
    [SENSORS, accountId, start],
  );
  const list = months(start, new Date(now.getTime() + 1));
  const exists = new Set((await db.query(
    `SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'water.readings'::regclass`,
  )).rows.map((r) => r.relname));
  let next = 0;
  let rows = 0;
  await Promise.all(Array.from({ length: WORKERS }, async () => {
    await withClient(databaseUrl, async (c) => {
      await c.query('SET synchronous_commit = off');
      await c.query('SET jit = off');
      while (next < list.length) {
        const mo = list[next++];
        const target = exists.has(`readings_${mo.name}`) ? `water.readings_${mo.name}` : 'water.readings';
        const from = new Date(Math.max(mo.start.getTime(), start.getTime()) - STEP_MIN * 60_000);
        const to = new Date(Math.min(mo.end.getTime(), now.getTime()));
        const m0 = Date.now();
        // Time outside, sensors (in key order) inside: the rows go in as the devices send them.
        // Level: a paddy's daily rise and fall around a per-sensor depth and a slow seasonal drift;
        // temperature: a daily curve around a seasonal one.
        const r = await c.query(
          `INSERT INTO ${target} (sensor_id, measured_at, water_level, water_temperature, battery, signal)
           SELECT s.id, g.t + s.off,
             (6 + (s.k % 7) + 3 * sin(extract(epoch FROM g.t) * 2 * pi() / 86400 + s.k) + 2 * sin(extract(epoch FROM g.t) * 2 * pi() / 31557600))::real,
             (17 + 8 * sin(extract(epoch FROM g.t) * 2 * pi() / 31557600 - 1.9) + 3 * sin(extract(epoch FROM g.t) * 2 * pi() / 86400 - 2))::real,
             CASE WHEN extract(minute FROM g.t) < ${STEP_MIN} THEN (95 - (s.k % 20))::real END,
             CASE WHEN extract(minute FROM g.t) < ${STEP_MIN} THEN (-70 - (s.k % 30))::real END
           FROM generate_series($1::timestamptz, $2::timestamptz, interval '${STEP_MIN} minutes') g(t)
           CROSS JOIN LATERAL (
             SELECT id, k, off FROM public.bench_sensors b WHERE b.first <= g.t AND b.last >= g.t ORDER BY id
           ) s
           WHERE g.t + s.off >= $3 AND g.t + s.off < $4 AND g.t + s.off <= $5`,
          [from, to, mo.start, mo.end, now],
        );
        rows += r.rowCount;
        say({ measure: 'loaded month', month: mo.name, rows: r.rowCount, seconds: round1((Date.now() - m0) / 1000), totalRows: rows });
      }
    });
  }));
  const loadSeconds = (Date.now() - t0) / 1000;
  // Each sensor's latest reading on its row, as the readings consumer keeps it.
  await db.query(
    `UPDATE water.sensors x SET last_measured_at = l.measured_at, last_level = l.water_level, last_temperature = l.water_temperature
     FROM public.bench_sensors b CROSS JOIN LATERAL (
       SELECT measured_at, water_level, water_temperature FROM water.readings r
       WHERE r.sensor_id = b.id AND r.measured_at <= b.last + interval '10 minutes' AND r.measured_at > b.last - interval '1 day'
       ORDER BY measured_at DESC LIMIT 1
     ) l WHERE x.id = b.id`,
  );
  await db.query('DROP TABLE public.bench_sensors');
  const v0 = Date.now();
  await db.query('VACUUM (ANALYZE) water.readings');
  await db.query('VACUUM (ANALYZE) water.sensors');
  // The gigabytes just written are flushed now, not by the checkpointer during the measurements.
  const c0 = Date.now();
  await db.query('CHECKPOINT');
  const checkpointSeconds = Math.round((Date.now() - c0) / 1000);
  const size = (await db.query(
    `SELECT pg_size_pretty(sum(pg_table_size(c.oid))) AS heap, pg_size_pretty(sum(pg_indexes_size(c.oid))) AS indexes
     FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'water.readings'::regclass`,
  )).rows[0];
  say({
    measure: 'seeded', readings: rows, sensors: SENSORS + OTHER_SENSORS, benchAccountSensors: SENSORS,
    otherSensorsWindowDays: round1(windowDays), months: list.length, loadSeconds: Math.round(loadSeconds),
    rowsPerSecond: Math.round(rows / loadSeconds), vacuumAnalyzeCheckpointSeconds: Math.round((Date.now() - v0) / 1000), checkpointSeconds,
    heap: size.heap, indexes: size.indexes,
  });
  return rows;
}

// ---------------------------------------------------------------- measurements

function jstText(ms) {
  const d = new Date(ms + 9 * 3600_000);
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}T${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}+09:00`;
}

async function timed(paths, check, before = null) {
  const times = [];
  let first = null;
  for (const p of paths) {
    if (before) await before();
    const t = performance.now();
    const { json } = await call('GET', p);
    const ms = performance.now() - t;
    check(json);
    if (first === null) first = ms;
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { runs: times.length, firstMs: round1(first), p50: round1(pct(times, 50)), p95: round1(pct(times, 95)), max: round1(times.at(-1)) };
}

async function measure(db, accountId, productIds, dataEnd) {
  const pick = (i) => productIds[(i * 7919) % productIds.length];
  const year = new Date(Date.now() + 9 * 3600_000).getUTCFullYear();
  const month = new Date(Date.now() + 9 * 3600_000).getUTCMonth() + 1;
  const rawPath = (i) => {
    const now = Math.min(Date.now(), dataEnd);
    return `/api/sensor/raw?sensor_id=${pick(i)}&from_datetime=${encodeURIComponent(jstText(now - 3 * 3600_000))}&to_datetime=${encodeURIComponent(jstText(now))}`;
  };
  // Warm-up: the first requests of a process (account info, connections, JIT of the handlers).
  for (let i = 0; i < 20; i++) await call('GET', rawPath(1000 + i));
  await call('GET', '/api/sensor/all');
  await call('GET', `/api/sensor/sensor-data-histories?year=${year}&sensor_id=${pick(999)}`);

  const raw = await timed(Array.from({ length: RAW_RUNS }, (_, i) => rawPath(i)), (d) => {
    if (d.list.length < 17) throw new Error(`raw: ${d.list.length} readings in 3 hours`);
  });
  say({ measure: 'last 3 hours of one sensor (GET /api/sensor/raw, 18 readings)', ...raw, budget: 'p95 < 20 ms', ok: raw.p95 < 20 });

  let points = 0;
  const yearly = await timed(Array.from({ length: YEARLY_RUNS }, (_, i) => `/api/sensor/sensor-data-histories?year=${year}&sensor_id=${pick(i + 300)}`), (d) => {
    points = d.list[0].points.length;
    if (points < 2) throw new Error('yearly: no points');
  });
  say({ measure: `one sensor's yearly chart ${year} (GET /api/sensor/sensor-data-histories?year&sensor_id)`, points, ...yearly, budget: '< 200 ms', ok: yearly.p95 < 200 });

  let bytes = 0;
  const map = await timed(Array.from({ length: MAP_RUNS }, () => '/api/sensor/all'), (d) => {
    if (d.list.length !== productIds.length || d.list.some((s) => s.data.length !== 7)) throw new Error('map: not every sensor with 7 readings');
    bytes = JSON.stringify(d).length;
  });
  say({ measure: `sensor map of ${productIds.length} sensors (GET /api/sensor/all, 7 readings each)`, responseKB: Math.round(bytes / 1024), ...map, budget: '< 100 ms', ok: map.p95 < 100 });

  // The same when every sensor has stored a reading since the call before (the readings consumer
  // raises readings_version): water's per-sensor map cache misses for all 500 and reads them again.
  const changed = await timed(Array.from({ length: MAP_RUNS }, () => '/api/sensor/all'), (d) => {
    if (d.list.length !== productIds.length || d.list.some((s) => s.data.length !== 7)) throw new Error('map: not every sensor with 7 readings');
  }, () => db.query('UPDATE water.sensors SET readings_version = readings_version + 1 WHERE account_id = $1', [accountId]));
  say({ measure: `sensor map of ${productIds.length} sensors, every sensor changed since the last call (no cached fragment)`, ...changed, budget: '< 100 ms', ok: changed.p95 < 100 });

  // For information: the water report page's own call (every sensor of the account, the current month).
  const report = await timed(Array.from({ length: 3 }, () => `/api/sensor/sensor-data-histories?year=${year}&month=${month}`), (d) => {
    if (d.list.length !== productIds.length) throw new Error('report: not every sensor');
  });
  say({ measure: `water report page: ${productIds.length} sensors, month ${month} (GET /api/sensor/sensor-data-histories?year&month)`, ...report, budget: 'none (information)' });
}

/** Relation scans of a JSON plan: which partitions it planned and which it ran. */
function scans(plan, out = { planned: [], executed: [], loops: 0, subplansRemoved: 0 }) {
  if (plan['Relation Name'] && plan['Relation Name'].startsWith('readings')) {
    out.planned.push(plan['Relation Name']);
    if ((plan['Actual Loops'] ?? 0) > 0) out.executed.push(plan['Relation Name']);
    out.loops += plan['Actual Loops'] ?? 0;
  }
  out.subplansRemoved += plan['Subplans Removed'] ?? 0;
  for (const child of plan.Plans ?? []) scans(child, out);
  return out;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the service's read statements with the parameters it sends. */
async function explainReads(db, accountId) {
  const sql = require('../services/water/dist/readings/readings.sql.js');
  const { yearlyPointTimes, YEARLY_POINT_LOOKBACK_MS } = require('../libs/domain/dist/index.js');
  const sensors = (await db.query(
    `SELECT id, last_measured_at FROM water.sensors WHERE account_id = $1 ORDER BY created_at, product_id`, [accountId],
  )).rows;
  const one = sensors[Math.floor(sensors.length / 3)];
  const now = new Date();
  const year = new Date(now.getTime() + 9 * 3600_000).getUTCFullYear();
  const statements = [
    ['raw 3 hours (SPAN_SQL)', sql.SPAN_SQL, [one.id, new Date(now.getTime() - 3 * 3600_000), now, 10_000], 1],
    [`yearly points ${year} (POINTS_SQL)`, sql.POINTS_SQL, sql.pointsParams([one.id], yearlyPointTimes(year), YEARLY_POINT_LOOKBACK_MS), yearlyPointTimes(year).length],
    [`map: latest 7 of ${sensors.length} sensors (LATEST_SQL)`, sql.LATEST_SQL, sql.latestParams(sensors.map((s) => ({ id: s.id, last: s.last_measured_at })), 7), sensors.length],
  ];
  // outer: how many times the partition scans are started (points, sensors); a pruned lookup
  // starts one scan each, two where its span crosses a month boundary.
  for (const [name, text, params, outer] of statements) {
    const [{ 'QUERY PLAN': [result] }] = (await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, params)).rows;
    const s = scans(result.Plan);
    say({
      measure: `plan: ${name}`, planningMs: round1(result['Planning Time']), executionMs: round1(result['Execution Time']),
      partitionsPlanned: new Set(s.planned).size, partitionsExecuted: [...new Set(s.executed)].sort(), subplansRemovedAtPlan: s.subplansRemoved,
      outerRows: outer, partitionScans: s.loops,
      sharedHit: result.Plan['Shared Hit Blocks'], sharedRead: result.Plan['Shared Read Blocks'],
    });
  }
}

// ---------------------------------------------------------------- main

let system = null;
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  if (system) await system.stop().catch((e) => console.error(`stopping the bench system: ${e.message}`));
  if (!KEEP) {
    await dropDatabase().catch((e) => console.error(`dropping ${dbName}: ${e.message}`));
    fs.rmSync(stateFile, { force: true });
  }
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => void cleanUp().finally(() => process.exit(130)));
}

const started = Date.now();
try {
  const saved = REUSE && fs.existsSync(stateFile) && (await databaseExists()) ? JSON.parse(fs.readFileSync(stateFile, 'utf8')) : null;
  if (!saved) {
    const free = await freeGb();
    const need = Math.max(MIN_FREE_GB * (READINGS / 50_000_000), 1);
    if (free < need) throw new Error(`only ${free.toFixed(1)} GB free where PostgreSQL keeps its data; ${need.toFixed(1)} GB wanted`);
  }
  // A fresh run's database is created anew by the start.
  system = await startSystem(Boolean(saved));
  base = system.base;
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    let accountId;
    if (saved) {
      await signIn(saved.email);
      accountId = saved.accountId;
      const estimate = (await db.query(
        `SELECT sum(c.reltuples)::bigint AS n FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'water.readings'::regclass`,
      )).rows[0].n;
      say({ measure: 'reused', database: dbName, readingsEstimate: Number(estimate) });
    } else {
      const account = await signUp(system);
      accountId = account.accountId;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(stateFile, JSON.stringify(account));
      await seed(db, accountId);
    }
    const productIds = (await db.query(`SELECT product_id FROM water.sensors WHERE account_id = $1 ORDER BY product_id`, [accountId])).rows.map((r) => r.product_id);
    // The readings end when the load ran: a kept database's "last 3 hours" end at its last reading.
    const dataEnd = saved
      ? Math.min(Date.now(), (await db.query(`SELECT max(last_measured_at) AS t FROM water.sensors WHERE account_id = $1`, [accountId])).rows[0].t.getTime() + 1000)
      : Date.now();
    await measure(db, accountId, productIds, dataEnd);
    await explainReads(db, accountId);
  } finally {
    await db.end();
  }
} catch (e) {
  console.error(`✖ ${e.stack ?? e}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
  say({ measure: 'done', seconds: Math.round((Date.now() - started) / 1000), database: KEEP ? `${dbName} kept` : `${dbName} dropped` });
}
