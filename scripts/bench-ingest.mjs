// Sensor ingestion budgets, with the system running (`npm start -- --detach`) or BENCH_SYSTEM=own:
//  - durable ingestion: devices POST batches of 100 readings to sensor-ingest for BENCH_SECONDS
//    (default 60); the figure counts readings committed in PostgreSQL (answer after the JetStream
//    ack, rows counted in the database afterwards: lost = accepted - stored); target 80,000/s;
//  - beside it, the COPY rate of the same rows into a plain table with a (sensor, time) key, and the ratio;
//  - device -> map: a probe sensor sends one reading every 250 ms during the load and polls
//    GET /api/sensor until the map shows it; p99 under 2 s;
//  - reads with many readings stored (BENCH_READ_ROWS, default 5,000,000, seeded in SQL for 500
//    sensors; 50,000,000 is the figure): last 3 hours of one sensor p95 < 20 ms, one
//    sensor's yearly chart < 200 ms, the map of 500 sensors < 100 ms.
// BENCH_URL (gateway, http://localhost:8080), BENCH_INGEST_URL (http://localhost:3110),
// BENCH_SENSORS (devices, 1000), BENCH_CONNECTIONS (64), BENCH_SECONDS (60), BENCH_READ_ROWS,
// BENCH_RATE (offered readings/s, default as fast as answered), BENCH_ONLY (ingest,reads), DATABASE_URL, NATS_URL.
// sensor-ingest's SENSOR_INGEST_STREAM_MODE decides the stream messages ('batch', the default, or 'reading').
// The probe's p99 is over its samples (about 80 a minute): with so few it is close to the maximum.
// BENCH_SYSTEM=own measures no running system but starts its own (account, water, sensor-ingest,
// gateway; scripts/own-system.mjs: a private nats-server, database BENCH_DATABASE_URL (default
// inasaku_bench_ingest) created and dropped, Redis BENCH_REDIS_URL (default db 13), instance
// BENCH_INSTANCE (default bench-ingest)), so it neither disturbs nor is disturbed by another system
// on this machine; it then also prints the CPU of exactly its own processes per 1,000 readings
// (each service, its nats-server, and the PostgreSQL backends of its database). BENCH_INGEST_NODE_ARGS
// and BENCH_WATER_NODE_ARGS add node flags ('--cpu-prof --cpu-prof-dir=/tmp/prof').
// Prints one JSON line per measurement, with the load average when it was taken.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { pool, say } from './bench-client.mjs';
import { startCpuMeter } from './cpu-meter.mjs';
import { waterBenchSession, waterBenchTarget } from './water-bench.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { connect } = require('nats');

const SENSORS = Number(process.env.BENCH_SENSORS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const READ_ROWS = Number(process.env.BENCH_READ_ROWS ?? 5_000_000);
const ONLY = (process.env.BENCH_ONLY ?? 'ingest,reads').split(',');
/** Offered load in readings per second (0: as fast as the devices get answers). */
const RATE = Number(process.env.BENCH_RATE ?? 0);

async function register(prefix, n) {
  return pool(Array.from({ length: n }, (_, i) => i), 8, async (i) => {
    const sensor_id = `${prefix}-${String(i).padStart(5, '0')}`;
    const r = (await call('POST', '/api/sensor', { sensor_id, sensor_name: `ベンチ${i}`, lat: 36.6 + (i % 50) * 0.001, lon: 138.1 + Math.floor(i / 50) * 0.001 })).json;
    if (r.result !== '0') throw new Error(r.message);
    return { sensor_id, token: r.device_token };
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function postReadings(token, body) {
  return new Promise((resolve, reject) => {
    const data = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const req = http.request({
      host: ingestUrl.hostname, port: ingestUrl.port, path: '/v1/readings', method: 'POST', agent,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': data.length },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function ingestBench(db) {
  const accountId = await account();
  const sensors = await register(`BI${Date.now().toString(36)}`, SENSORS);
  const [probe] = await register(`BP${Date.now().toString(36)}`, 1);
  const ids = (await db.query(`SELECT id FROM water.sensors WHERE account_id = $1 AND product_id LIKE 'BI%'`, [accountId])).rows.map((r) => r.id);
  // Each device sends a backlog of its own minutes: batch k of a sensor covers 100 new seconds.
  const startAt = Date.now() - 24 * 3600_000;
  const next = new Map(sensors.map((s) => [s.sensor_id, 0]));
  let accepted = 0;
  let refused = 0;
  let failed = 0;
  const latencies = [];
  /** each probe sample's parts: the device's answer, then the wait until the map shows the reading */
  const probeSamples = [];
  let probeErrors = 0;
  let running = true;
  const cpu = startCpuMeter();
  const ownCpu = system ? await startOwnCpuMeter(system, db) : null;
  const t0 = Date.now();
  const checkpointsBefore = await checkpoints(db);
  const backlog = startBacklogSampler(t0);
  const probeLoop = (async () => {
    while (running) {
      // Whole seconds: about three sends in four repeat the reading before (a device's retry), so
      // the run also measures the store's path for readings already stored.
      const at = new Date(Math.floor(Date.now() / 1000) * 1000);
      const sent = Date.now();
      // A probe that fails must not end the run before the own system is stopped (finally below).
      const sentOk = await postReadings(probe.token, { readings: [{ measured_at: at.toISOString(), water_level: 5 }] }).then((r) => r.status === 200, () => false);
      const answeredMs = Date.now() - sent;
      if (!sentOk) {
        probeErrors += 1;
        await new Promise((r) => setTimeout(r, 250));
        continue;
      }
      for (;;) {
        // A poll that fails (the gateway's timeout on a machine this loaded) is polled again, and counted.
        const s = await call('GET', `/api/sensor?sensor_id=${probe.sensor_id}`).then((r) => r.json, () => {
          probeErrors += 1;
          return {};
        });
        if (s.datetime && Date.parse(s.datetime) >= at.getTime()) break;
        if (Date.now() - sent > 30_000) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      latencies.push(Date.now() - sent);
      probeSamples.push({ atS: Number(((sent - t0) / 1000).toFixed(1)), answerMs: answeredMs, totalMs: Date.now() - sent });
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  // Batch k of every sensor holds the same 100 readings (the sensor is named by its token), so
  // its body is serialised once: the devices are other machines, and the load generator's own
  // JSON work would otherwise take CPU from the system it measures on this one.
  const bodies = new Map();
  const batchBody = (k) => {
    let body = bodies.get(k);
    if (!body) {
      const readings = Array.from({ length: 100 }, (_, i) => ({
        measured_at: new Date(startAt + (k * 100 + i) * 1000).toISOString(), water_level: 5 + (i % 10) / 10, water_temperature: 20.5,
      }));
      body = Buffer.from(JSON.stringify({ readings }));
      bodies.set(k, body);
      bodies.delete(k - 2);
    }
    return body;
  };
  let cursor = 0;
  let offered = 0;
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() - t0 < SECONDS * 1000) {
      if (RATE > 0) {
        // Pace the devices: the batch waits until the offered rate allows it.
        const due = t0 + (offered / RATE) * 1000;
        offered += 100;
        if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      }
      const s = sensors[cursor++ % sensors.length];
      const k = next.get(s.sensor_id);
      next.set(s.sensor_id, k + 1);
      try {
        const r = await postReadings(s.token, batchBody(k));
        if (r.status === 200) {
          accepted += r.body.accepted;
          refused += r.body.refused.length;
        } else failed += 1;
      } catch {
        failed += 1;
      }
    }
  }));
  const answeredMs = Date.now() - t0;
  running = false;
  await probeLoop;
  // Wait until every accepted reading is committed. The end time is taken from a cheap check
  // polled every 100 ms (each device's last sent reading is its sensor's latest on the map), not
  // from counting millions of rows, whose own seconds would be charged to the ingestion; the full
  // count below then confirms it (lost = accepted - stored), and moves the end if it falls short.
  const answeredAt = Date.now();
  const backlogSamples = await backlog.stop();
  const sentBy = sensors.filter((s) => next.get(s.sensor_id) > 0);
  const lastOf = sentBy.map((s) => new Date(startAt + (next.get(s.sensor_id) * 100 - 1) * 1000));
  let committedAt = 0;
  let stored = 0;
  // Only when every request was answered 200 with nothing refused is each last reading known.
  for (let i = 0; i < 3000 && !committedAt && !failed && !refused; i++) {
    const behind = Number((await db.query(
      `SELECT count(*)::int AS n FROM unnest($2::text[], $3::timestamptz[]) AS d(p, last)
       JOIN water.sensors x ON x.account_id = $1 AND x.product_id = d.p
       WHERE x.last_measured_at IS NULL OR x.last_measured_at < d.last`,
      [accountId, sentBy.map((s) => s.sensor_id), lastOf],
    )).rows[0].n);
    if (behind === 0) committedAt = Date.now();
    else await new Promise((r) => setTimeout(r, 100));
  }
  for (let i = 0, short = !committedAt; i < 600; i++, short = true) {
    const checkedAt = Date.now();
    stored = Number((await db.query('SELECT count(*)::int AS n FROM water.readings WHERE sensor_id = ANY($1::uuid[])', [ids])).rows[0].n);
    if (stored >= accepted) {
      if (short) committedAt = checkedAt;
      break;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const committedMs = (committedAt || Date.now()) - t0;
  const cpuMs = cpu.stop(accepted / 1000);
  const ownCpuMs = ownCpu ? await ownCpu.stop(accepted / 1000) : null;
  const durableRate = Math.round(stored / (committedMs / 1000));
  // Messages JetStream delivered to water again (held past the ack wait): each costs a second store.
  const redelivered = await (async () => {
    const nc = await connect({ servers: natsUrl });
    try {
      return (await (await nc.jetstreamManager()).consumers.info('SENSOR_READINGS', 'water-readings')).num_redelivered;
    } catch {
      return null;
    } finally {
      await nc.close();
    }
  })();
  // COPY of the same rows (same shape, a (sensor, time) primary key), measured now on this machine.
  const file = `/tmp/bench-ingest-copy-${process.pid}.csv`;
  const out = fs.createWriteStream(file);
  for (let k = 0; k < stored; k += 1) {
    out.write(`${ids[k % ids.length]},${new Date(startAt + Math.floor(k / ids.length) * 1000).toISOString()},5.5,20.5,,\n`);
  }
  await new Promise((r) => out.end(r));
  await db.query('DROP TABLE IF EXISTS public.bench_copy');
  await db.query(`CREATE UNLOGGED TABLE IF NOT EXISTS public.bench_copy_probe (x int)`); // warms the catalog
  await db.query(`CREATE TABLE public.bench_copy (sensor_id uuid, measured_at timestamptz, water_level real, water_temperature real, battery real, signal real, PRIMARY KEY (sensor_id, measured_at))`);
  const c0 = Date.now();
  await db.query(`COPY public.bench_copy FROM '${file}' WITH (FORMAT csv)`);
  const copyRate = Math.round(stored / ((Date.now() - c0) / 1000));
  await db.query('DROP TABLE public.bench_copy');
  await db.query('DROP TABLE IF EXISTS public.bench_copy_probe');
  fs.rmSync(file, { force: true });
  latencies.sort((a, b) => a - b);
  say({
    measure: 'durable ingestion (HTTP batches of 100)', seconds: SECONDS, connections: CONNECTIONS, sensors: SENSORS,
    accepted, stored, lost: accepted - stored, refused, failedRequests: failed,
    answeredPerSecond: Math.round(accepted / (answeredMs / 1000)), durablePerSecond: durableRate,
    lastCommitAfterLastAnswerMs: t0 + committedMs - answeredAt, redeliveredMessages: redelivered,
    budget: '>= 80,000/s, 0 lost', ok: durableRate >= 80_000 && accepted === stored,
    copyPerSecond: copyRate, ratioToCopy: Number((durableRate / copyRate).toFixed(3)), offeredPerSecond: RATE || 'max', cpuMsPer1000Readings: cpuMs,
    ...(ownCpuMs ? { ownCpuMsPer1000Readings: ownCpuMs } : {}),
  });
  say({
    measure: 'device -> map (probe during the load)', samples: latencies.length, failedProbeRequests: probeErrors, p50: pct(latencies, 50), p99: pct(latencies, 99),
    max: latencies[latencies.length - 1], budget: 'p99 < 2000 ms', ok: pct(latencies, 99) < 2000,
    answerP99: pct(probeSamples.map((p) => p.answerMs).sort((a, b) => a - b), 99),
    // Where the slowest samples waited: the device's answer or the store, the stream's backlog then, checkpoints begun.
    slowest: [...probeSamples].sort((a, b) => b.totalMs - a.totalMs).slice(0, 5)
      .map((p) => ({ ...p, backlog: backlogAt(backlogSamples, p.atS) })),
    maxBacklog: backlogSamples.reduce((m, b) => Math.max(m, b.messages), 0),
    checkpointsDuringRun: (await checkpoints(db)) - checkpointsBefore,
  });
}

/** Checkpoints the server has begun (timed and requested; the whole cluster's). */
async function checkpoints(db) {
  const r = (await db.query('SELECT checkpoints_timed + checkpoints_req AS n FROM pg_stat_bgwriter')).rows[0];
  return Number(r.n);
}

/**
 * The water consumer's backlog (messages in the stream not yet delivered plus delivered and not
 * yet acknowledged) every 250 ms, on its own NATS connection.
 */
function startBacklogSampler(t0) {
  const samples = [];
  let running = true;
  const loop = (async () => {
    const nc = await connect({ servers: natsUrl });
    try {
      const jsm = await nc.jetstreamManager();
      while (running) {
        const info = await jsm.consumers.info('SENSOR_READINGS', 'water-readings').catch(() => null);
        if (info) samples.push({ atS: (Date.now() - t0) / 1000, messages: info.num_pending + info.num_ack_pending });
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      await nc.close();
    }
  })();
  return {
    async stop() {
      running = false;
      await loop.catch(() => undefined);
      return samples;
    },
  };
}

/** The largest backlog sampled in the 3 s from `atS`. */
function backlogAt(samples, atS) {
  return samples.filter((b) => b.atS >= atS && b.atS <= atS + 3).reduce((m, b) => Math.max(m, b.messages), 0);
}

async function timed(path, n) {
  const t = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await call('GET', path);
    t.push(performance.now() - s);
  }
  return t.sort((a, b) => a - b);
}

async function readsBench(db) {
  const accountId = await account();
  const sensors = await register(`BR${Date.now().toString(36)}`, 500);
  const ids = (await db.query(`SELECT id FROM water.sensors WHERE account_id = $1 ORDER BY product_id`, [accountId])).rows.map((r) => r.id);
  const perSensor = Math.ceil(READ_ROWS / ids.length);
  const stepSec = Math.max(60, Math.floor((365 * 86400) / perSensor));
  const end = Math.floor(Date.now() / 1000);
  const s0 = Date.now();
  // Seeded server-side (the ingestion path is measured above); one sensor per statement.
  await pool(ids, 2, async (id) => {
    await db.query(
      `INSERT INTO water.readings (sensor_id, measured_at, water_level, water_temperature)
       SELECT $1::uuid, to_timestamp($2::bigint - g * $3::bigint), 5 + (g % 50) / 10.0, 20
       FROM generate_series(0, $4::int - 1) g ON CONFLICT DO NOTHING`,
      [id, end, stepSec, perSensor],
    );
  });
  await db.query(`UPDATE water.sensors SET last_measured_at = to_timestamp($2), last_level = 5 WHERE account_id = $1`, [accountId, end]);
  await db.query('ANALYZE water.readings');
  const total = Number((await db.query('SELECT count(*)::bigint AS n FROM water.readings')).rows[0].n);
  say({ measure: 'seeded', rowsAdded: perSensor * ids.length, readingsTableRows: total, seconds: Math.round((Date.now() - s0) / 1000) });
  const one = sensors[0].sensor_id;
  const raw = await timed(`/api/sensor/raw?sensor_id=${one}`, 200);
  say({ measure: 'last 3 hours of one sensor (GET /api/sensor/raw)', p50: Math.round(pct(raw, 50)), p95: Math.round(pct(raw, 95)), budget: 'p95 < 20 ms', ok: pct(raw, 95) < 20 });
  const year = new Date().getFullYear();
  const yearly = await timed(`/api/sensor/sensor-data-histories?year=${year}&sensor_id=${one}`, 20);
  say({ measure: "one sensor's yearly chart (GET /api/sensor/sensor-data-histories)", p50: Math.round(pct(yearly, 50)), p95: Math.round(pct(yearly, 95)), budget: '< 200 ms', ok: pct(yearly, 95) < 200 });
  const map = await timed('/api/sensor/all', 50);
  say({ measure: 'sensor map of 500 sensors (GET /api/sensor/all)', p50: Math.round(pct(map, 50)), p95: Math.round(pct(map, 95)), budget: '< 100 ms', ok: pct(map, 95) < 100 });
}

/** CPU clock ticks of a process (utime + stime), 0 when it is gone. */
function ticksOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
}

/** The nats-server listening on the own system's port (found by its command line). */
function natsServerPid(url) {
  const port = new URL(url).port;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (/nats-server$/.test(cmd[0]) && cmd[cmd.indexOf('-p') + 1] === port) return Number(pid);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/**
 * CPU of the own system's processes only: each service, its nats-server and the PostgreSQL
 * backends connected to its database (a backend started meanwhile counts from zero; the server's
 * shared WAL writer and checkpointer are not counted, as other databases use them too).
 */
async function startOwnCpuMeter(sys, db) {
  const backends = async () => (await db.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map((r) => r.pid);
  const pids = { ...sys.pids, 'nats-server': natsServerPid(sys.natsUrl) };
  const before = new Map([...Object.values(pids), ...(await backends())].map((pid) => [pid, ticksOf(pid)]));
  return {
    async stop(thousands) {
      const per = (ticks) => Number(((ticks * 10) / Math.max(1, thousands)).toFixed(2));
      const out = {};
      for (const [name, pid] of Object.entries(pids)) if (pid) out[name] = per(ticksOf(pid) - (before.get(pid) ?? 0));
      let pg = 0;
      for (const pid of await backends()) pg += ticksOf(pid) - (before.get(pid) ?? 0);
      out.postgresBackends = per(pg);
      return out;
    },
  };
}

const target = await waterBenchTarget({
  instance: process.env.BENCH_INSTANCE ?? 'bench-ingest', ownDatabase: 'inasaku_bench_ingest', ownRedisUrl: 'redis://127.0.0.1:6379/13',
  nodeArgs: {
    'sensor-ingest': (process.env.BENCH_INGEST_NODE_ARGS ?? '').split(' ').filter(Boolean),
    water: (process.env.BENCH_WATER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  },
  showPids: true,
});
const { system, ingestUrl, natsUrl, databaseUrl } = target;
const { call, account } = waterBenchSession(target, 'bench-ingest');
try {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    if (ONLY.includes('ingest')) await ingestBench(db);
    if (ONLY.includes('reads')) await readsBench(db);
  } finally {
    await db.end();
  }
} finally {
  agent.destroy();
  await target.stop();
}
