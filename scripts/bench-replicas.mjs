// One replica versus two (the clustered mode's budgets): authenticated read throughput and latency through
// one gateway of the clustered mode (scripts/cluster.mjs), with two replicas of every domain
// service up, then with one (the b replicas stopped with SIGTERM, as in a roll), then two again.
// The ratio shows whether a second replica adds capacity on this machine or only availability.
//   flock /tmp/inasaku-e2e.lock node scripts/bench-replicas.mjs
// Starts the cluster when none runs (and stops it afterwards). BENCH_SECONDS (15), BENCH_CONNECTIONS
// (20), BENCH_PATH (/inasaku/paddy-fields: the fields service, 50 fields). Prints one JSON line per
// run with the load average beside it, then the ratio.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { OUTBOX_DIR, REPLICAS, alive, pids, portOf, startCluster, startReplica, stop } from './cluster.mjs';
import { processes } from './lib.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const READ_PATH = process.env.BENCH_PATH ?? '/inasaku/paddy-fields';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const gateway = `http://127.0.0.1:${portOf(processes().find((p) => p.name === 'gateway'), 'a')}`;
const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function call(method, p, body, cookie = '') {
  const res = await fetch(`${gateway}${p}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'bench', ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
  return res;
}

async function account() {
  const email = `bench-replicas-${Date.now()}@example.jp`;
  const password = 'Bench1234';
  await call('POST', '/auth/sign-up', { email, password, agreement: true });
  let mail;
  for (let i = 0; i < 100 && !mail; i++) {
    mail = fs.existsSync(OUTBOX_DIR)
      ? fs.readdirSync(OUTBOX_DIR).map((f) => JSON.parse(fs.readFileSync(path.join(OUTBOX_DIR, f), 'utf8'))).filter((m) => m.to === email).pop()
      : undefined;
    if (!mail) await sleep(200);
  }
  await call('POST', '/auth/confirm-sign-up', { email, code: /(\d{6})/.exec(mail.text)[1] });
  const res = await call('POST', '/auth/sign-in', { email, password });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  await call('POST', '/inasaku/paddy-fields', { paddy_fields: Array.from({ length: 50 }, (_, i) => ({ map_pos: `36.${100 + i},138.1` })) }, cookie);
  return cookie;
}

async function measure(label, cookie) {
  await sleep(2000);
  const before = loadavg();
  const latencies = [];
  const instance = autocannon({ url: `${gateway}${READ_PATH}`, connections: CONNECTIONS, duration: SECONDS, headers: { Cookie: cookie, 'X-Requested-With': 'bench' } });
  instance.on('response', (_c, status, _b, ms) => {
    if (status === 200) latencies.push(ms);
  });
  const r = await instance;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const line = {
    replicas: label, path: READ_PATH, connections: CONNECTIONS, seconds: SECONDS, requestsPerSecond: Math.round(r.requests.average),
    ok: latencies.length, non2xx: r.non2xx, errors: r.errors, p50ms: pct(50), p95ms: pct(95), p99ms: pct(99),
    loadavgBefore: before, loadavgAfter: loadavg(),
  };
  console.log(JSON.stringify(line));
  return line;
}

const services = processes().filter((p) => p.name !== 'gateway');
async function stopB() {
  const list = services.map((p) => pids().find((x) => x.name === `${p.name}-b`)).filter(Boolean);
  for (const x of list) process.kill(x.pid, 'SIGTERM');
  for (let i = 0; i < 300 && list.some((x) => alive(x.pid)); i++) await sleep(100);
}
async function startB() {
  for (const p of services) if (!(await startReplica(p, 'b')).port) throw new Error(`${p.name}-b not ready`);
}

const ours = !pids().some((x) => alive(x.pid));
try {
  if (ours) await startCluster({ fresh: true });
  if (!REPLICAS.includes('b')) throw new Error('cluster.mjs has no replica b');
  const cookie = await account();
  await measure('warm-up (2)', cookie);
  const two = await measure(2, cookie);
  await stopB();
  const one = await measure(1, cookie);
  await startB();
  const twoAgain = await measure(2, cookie);
  const best2 = Math.max(two.requestsPerSecond, twoAgain.requestsPerSecond);
  console.log(JSON.stringify({
    ratioTwoToOne: Number((best2 / Math.max(1, one.requestsPerSecond)).toFixed(2)),
    p95: { one: one.p95ms, two: [two.p95ms, twoAgain.p95ms] },
    note: 'one gateway in both cases; 2 cores shared by the 3 NATS nodes, 16 processes, PostgreSQL and the load generator',
  }));
} finally {
  if (ours) await stop();
}
