// LoRaWAN webhook ingestion budgets, with the system running (`npm start -- --detach`):
//  - durable throughput: The Things Stack and ChirpStack uplinks (half each) posted to sensor-ingest
//    for BENCH_SECONDS (default 20), every uplink twice: both copies at once, the second as a
//    failover would deliver it (another received_at / time 50 ms later, same natural key), so a
//    copy that got through as a second reading would be a second row. Afterwards the rows in
//    PostgreSQL are counted: lost = unique uplinks answered 200 - rows, duplicated = rows - unique.
//    Budget: at least 5,000 uplinks/s (mixed), durable (answered after JetStream stored it), 0 lost,
//    0 duplicated;
//  - answer time at an offered 1,000 uplinks/s (BENCH_LATENCY_RATE) for BENCH_LATENCY_SECONDS
//    (default 20), one copy each: p99 under 200 ms.
// BENCH_URL (gateway, http://localhost:8080), BENCH_INGEST_URL (http://localhost:3110),
// BENCH_SENSORS (LoRaWAN sensors, 2000), BENCH_CONNECTIONS (128), BENCH_ONLY (throughput,latency),
// DATABASE_URL, NATS_URL. BENCH_SYSTEM=own measures no running system but starts its own (account,
// water, sensor-ingest, gateway; instance var/bench-webhooks, a private nats-server, database
// BENCH_DATABASE_URL, default inasaku_bench_webhooks, created and dropped; Redis db 12), so it
// can run beside a system or tests on a shared machine (needs the dist output: npm run build).
// Prints one JSON line per measurement, with the load average when it was taken.
import fs from 'node:fs';
import net from 'node:net';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { pool, say } from './bench-client.mjs';
import { startCpuMeter } from './cpu-meter.mjs';
import { devEuiOf } from './lorawan-uplinks.mjs';
import { waterBenchSession, waterBenchTarget } from './water-bench.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const SENSORS = Number(process.env.BENCH_SENSORS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 128);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const LATENCY_RATE = Number(process.env.BENCH_LATENCY_RATE ?? 1000);
const LATENCY_SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 20);
const ONLY = (process.env.BENCH_ONLY ?? 'throughput,latency').split(',');

/** The account's two integrations and its LoRaWAN sensors (half sent through each network server). */
async function setUp(accountId) {
  const secrets = {};
  for (const network of ['tts', 'chirpstack']) secrets[network] = (await call('POST', '/api/sensor/integrations', { network, name: `bench ${network}` })).json.secret;
  const prefix = `BW${Date.now().toString(36)}`;
  const sensors = await pool(Array.from({ length: SENSORS }, (_, i) => i), 8, async (i) => {
    const sensor_id = `${prefix}-${String(i).padStart(5, '0')}`;
    const devEui = devEuiOf(`${accountId}:bench:${i}`);
    const r = (await call('POST', '/api/sensor/lorawan', {
      sensor_id, sensor_name: `ベンチ${i}`, lat: 36.6 + (i % 50) * 0.001, lon: 138.1 + Math.floor(i / 50) * 0.001, dev_eui: devEui,
    })).json;
    if (r.result !== '0') throw new Error(r.message);
    return { devEui, network: i % 2 ? 'chirpstack' : 'tts', session: Buffer.from(randomUUID().replace(/-/g, ''), 'hex').toString('base64'), k: 0 };
  });
  return { secrets, sensors };
}

// The bodies are the documented shapes, cut to the fields a webhook of a water sensor carries, and
// written as text: the load generator shares the two cores with the system it measures.
function ttsBody(s, fCnt, receivedAt, level) {
  const at = new Date(receivedAt).toISOString();
  return `{"end_device_ids":{"device_id":"eui-${s.devEui.toLowerCase()}","application_ids":{"application_id":"bench"},"dev_eui":"${s.devEui}","dev_addr":"260BE6BF"},`
    + `"correlation_ids":["as:up:${randomUUID()}"],"received_at":"${at}","uplink_message":{"session_key_id":"${s.session}",${fCnt ? `"f_cnt":${fCnt},` : ''}"f_port":1,`
    + `"frm_payload":"AQID","decoded_payload":{"water_level":${level},"temperature":21.5,"battery":80},`
    + `"rx_metadata":[{"gateway_ids":{"gateway_id":"gw1"},"rssi":-92,"channel_rssi":-92,"snr":7.25}],"received_at":"${at}"}}`;
}
function chirpstackBody(s, fCnt, time, level, deduplicationId) {
  return `{"deduplicationId":"${deduplicationId}","time":"${new Date(time).toISOString()}","deviceInfo":{"applicationName":"bench","deviceName":"b","devEui":"${s.devEui.toLowerCase()}"},`
    + `"devAddr":"00189440",${fCnt ? `"fCnt":${fCnt},` : ''}"fPort":1,"data":"AQID","object":{"water_level":${level},"temperature":21.5,"battery":80},"rxInfo":[{"gatewayId":"0016c001f153a14c","rssi":-92,"snr":7.25}]}`;
}

/**
 * The next uplink of a sensor as its two deliveries (the second 50 ms later, same natural key).
 * Uplink k of a sensor was received k minutes after a start in the past, so every uplink is its own
 * (sensor, time) row.
 */
function nextUplink(s, startAt) {
  const k = s.k++;
  const at = startAt + k * 60_000;
  const level = 5 + (k % 20) / 10;
  if (s.network === 'tts') return { path: '/v1/integrations/tts', bodies: [ttsBody(s, k, at, level), ttsBody(s, k, at + 50, level)] };
  const id = randomUUID();
  return { path: '/v1/integrations/chirpstack?event=up', bodies: [chirpstackBody(s, k, at, level, id), chirpstackBody(s, k, at + 50, level, id)] };
}

/**
 * A lean HTTP/1.1 client over kept-alive sockets, one request in flight per socket, each request
 * one write, as a network server's webhook client sends: node's http.request costs the load
 * generator about as much CPU as the request costs sensor-ingest, and both share the machine's two
 * cores. Only the status line and Content-Length of an answer are read.
 */
class Connections {
  constructor(url, n) {
    this.url = url;
    this.idle = [];
    this.waiting = [];
    this.sockets = [];
    for (let i = 0; i < n; i++) this.idle.push(this.open());
  }

  open() {
    const socket = net.connect({ host: this.url.hostname, port: Number(this.url.port), noDelay: true });
    const c = { socket, buf: Buffer.alloc(0), done: null };
    socket.on('data', (chunk) => {
      c.buf = c.buf.length ? Buffer.concat([c.buf, chunk]) : chunk;
      const head = c.buf.indexOf('\r\n\r\n');
      if (head < 0) return;
      const text = c.buf.subarray(0, head).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1] ?? 0);
      if (c.buf.length < head + 4 + length) return;
      c.buf = c.buf.subarray(head + 4 + length);
      const done = c.done;
      c.done = null;
      done?.(Number(text.slice(9, 12)));
    });
    const fail = () => {
      const done = c.done;
      c.done = null;
      done?.(0);
    };
    socket.on('error', fail);
    socket.on('close', fail);
    this.sockets.push(socket);
    return c;
  }

  async post(path, secret, text) {
    const c = this.idle.pop() ?? (await new Promise((r) => this.waiting.push(r)));
    // Head and body in one write, as both network servers' Go HTTP clients send a small request
    // (one buffered flush): two writes cost both sides a second segment, read and parse.
    const request = `POST ${path} HTTP/1.1\r\nHost: ${this.url.host}\r\nAuthorization: Bearer ${secret}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`;
    const started = performance.now();
    const status = await new Promise((resolve) => {
      c.done = resolve;
      c.socket.write(request);
    });
    const ms = performance.now() - started;
    const next = status === 0 ? this.open() : c;
    const waiter = this.waiting.shift();
    if (waiter) waiter(next);
    else this.idle.push(next);
    return { status, ms };
  }

  close() {
    for (const s of this.sockets) s.destroy();
  }
}
let connections = null;
const post = (path, secret, text) => (connections ??= new Connections(ingestUrl, CONNECTIONS)).post(path, secret, text);

/** CPU ms of the own system's processes (by name) since `before` (clock ticks of /proc/<pid>/stat). */
function cpuTicks(pids) {
  const out = {};
  for (const [name, pid] of Object.entries(pids ?? {})) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      out[name] = Number(f[11]) + Number(f[12]);
    } catch {
      // gone
    }
  }
  return out;
}
const cpuMsPer1000 = (before, after, n) => Object.fromEntries(Object.entries(after).map(([k, v]) => [k, Math.round(((v - (before[k] ?? 0)) * 10 * 1000) / Math.max(1, n))]));

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function rowsOf(db, accountId) {
  return Number((await db.query(
    'SELECT count(*)::int AS n FROM water.readings r JOIN water.sensors s ON s.id = r.sensor_id WHERE s.account_id = $1', [accountId],
  )).rows[0].n);
}

/** Waits until the rows stop growing at `expected` (or for up to 120 s), answering the count and when it was reached. */
async function settled(db, accountId, expected) {
  let rows = 0;
  for (let i = 0; i < 1200; i++) {
    rows = await rowsOf(db, accountId);
    if (rows >= expected) return { rows, at: Date.now() };
    await new Promise((r) => setTimeout(r, 100));
  }
  return { rows, at: Date.now() };
}

async function throughput(db, accountId, secrets, sensors) {
  const startAt = Date.now() - 30 * 86_400_000;
  // One uplink per sensor first: the DevEUI lookups of a cold cache are not the figure.
  let unique = 0;
  await pool(sensors, CONNECTIONS, async (s) => {
    const u = nextUplink(s, startAt);
    if ((await post(u.path, secrets[s.network], u.bodies[0])).status === 200) unique++;
  });
  await settled(db, accountId, unique);
  let answered = 0;
  let duplicatesAnswered = 0;
  let failed = 0;
  const statuses = {};
  let cursor = 0;
  const cpu = startCpuMeter();
  const own = cpuTicks(system?.pids);
  const t0 = Date.now();
  await Promise.all(Array.from({ length: Math.max(1, Math.floor(CONNECTIONS / 2)) }, async () => {
    while (Date.now() - t0 < SECONDS * 1000) {
      const s = sensors[cursor++ % sensors.length];
      const u = nextUplink(s, startAt);
      const [a, b] = await Promise.all(u.bodies.map((body) => post(u.path, secrets[s.network], body)));
      for (const r of [a, b]) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      if (a.status === 200 || b.status === 200) unique++;
      if (a.status === 200) answered++;
      else failed++;
      if (b.status === 200) duplicatesAnswered++;
      else failed++;
    }
  }));
  const answeredMs = Date.now() - t0;
  const done = await settled(db, accountId, unique);
  const cpuMs = { ...cpu.stop(answered / 1000), ...cpuMsPer1000(own, cpuTicks(system?.pids), answered) };
  const rate = Math.round(answered / (answeredMs / 1000));
  const durableRate = Math.round(answered / ((done.at - t0) / 1000));
  say({
    measure: 'LoRaWAN webhooks, durable (TTS + ChirpStack, every uplink sent twice)', seconds: SECONDS, connections: CONNECTIONS, sensors: SENSORS,
    uniqueUplinksAnswered: answered, requests: answered + duplicatesAnswered + failed, statuses, rows: done.rows, expectedRows: unique,
    lost: Math.max(0, unique - done.rows), duplicated: Math.max(0, done.rows - unique),
    uniqueUplinksPerSecond: rate, requestsPerSecond: Math.round((answered + duplicatesAnswered + failed) / (answeredMs / 1000)),
    storedPerSecond: durableRate, lastRowAfterLastAnswerMs: done.at - t0 - answeredMs,
    budget: '>= 5,000 uplinks/s, 0 lost, 0 duplicated', ok: rate >= 5000 && done.rows === unique && failed === 0, cpuMsPer1000Uplinks: cpuMs,
  });
}

async function latency(db, accountId, secrets, sensors) {
  const startAt = Date.now() - 20 * 86_400_000;
  const before = await rowsOf(db, accountId);
  const times = [];
  const statuses = {};
  let cursor = 0;
  let offered = 0;
  const t0 = Date.now();
  const inflight = new Set();
  while (Date.now() - t0 < LATENCY_SECONDS * 1000) {
    const due = t0 + (offered / LATENCY_RATE) * 1000;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    offered++;
    const s = sensors[cursor++ % sensors.length];
    const u = nextUplink(s, startAt);
    // From when the uplink was due, so a wait for a free connection counts too (no coordinated omission).
    const dueAt = performance.now();
    const p = post(u.path, secrets[s.network], u.bodies[0]).then((r) => {
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      times.push(performance.now() - dueAt);
      inflight.delete(p);
    });
    inflight.add(p);
  }
  await Promise.all(inflight);
  const done = await settled(db, accountId, before + (statuses[200] ?? 0));
  times.sort((a, b) => a - b);
  say({
    measure: `LoRaWAN webhook answer time at ${LATENCY_RATE} uplinks/s`, seconds: LATENCY_SECONDS, offered, statuses,
    achievedPerSecond: Math.round(offered / ((Date.now() - t0) / 1000)),
    p50: Math.round(pct(times, 50)), p95: Math.round(pct(times, 95)), p99: Math.round(pct(times, 99)), max: Math.round(times[times.length - 1]),
    lost: before + (statuses[200] ?? 0) - done.rows, budget: 'p99 < 200 ms', ok: pct(times, 99) < 200 && (statuses[200] ?? 0) === offered,
  });
}

const target = await waterBenchTarget({
  instance: 'bench-webhooks', ownDatabase: 'inasaku_bench_webhooks', ownRedisUrl: 'redis://127.0.0.1:6379/12',
  // BENCH_INGEST_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles sensor-ingest
  nodeArgs: { 'sensor-ingest': (process.env.BENCH_INGEST_NODE_ARGS ?? '').split(' ').filter(Boolean) },
});
const { system, ingestUrl, databaseUrl } = target;
const { call, account } = waterBenchSession(target, 'bench-webhooks');
const db = new Client({ connectionString: databaseUrl });
await db.connect();
try {
  const accountId = await account();
  const { secrets, sensors } = await setUp(accountId);
  say({ measure: 'set up', sensors: sensors.length, integrations: Object.keys(secrets) });
  if (ONLY.includes('throughput')) await throughput(db, accountId, secrets, sensors);
  if (ONLY.includes('latency')) await latency(db, accountId, secrets, sensors);
} finally {
  await db.end();
  connections?.close();
  await target.stop();
}
