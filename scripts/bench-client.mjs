// The bench scripts' client of a running system: JSON calls through the gateway with a session
// cookie, sign-up with the code from the local mail outbox, one NATS request as an administrator,
// a bounded pool of calls, and the one-JSON-line report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { startCpuMeter } from './cpu-meter.mjs';
import { varDir } from './lib.mjs';

const require = createRequire(import.meta.url);

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Prints one JSON line with the load average when it was taken. */
export const say = (o) => console.log(JSON.stringify({ ...o, loadavg: os.loadavg().map((l) => Number(l.toFixed(2))) }));

/**
 * One JSON call to `base` + `path` (X-Requested-With: `client`); throws on an answer that is not 2xx.
 * Answers `json` (the body's `data`), the whole `body` and the `res`.
 */
export async function requestJson(base, method, path, body, { cookie = '', client = 'bench', headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': client, ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return { json: json?.data, body: json, res };
}

/** The Cookie header of the cookies an answer sets. */
export const cookieOf = (res) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

/**
 * The six-digit code of the newest mail to `email` in the local outbox (sent at `since` or later),
 * looked for `tries` times `delayMs` apart.
 */
export async function mailedCode(email, { dir = process.env.OUTBOX_DIR ?? varDir('outbox'), since = 0, tries = 50, delayMs = 100 } = {}) {
  for (let i = 0; i < tries; i++) {
    const mails = fs.existsSync(dir)
      ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
          .filter((m) => m.to === email && (!since || Date.parse(m.sent_at) >= since))
      : [];
    const code = mails.length ? /(\d{6})/.exec(mails.at(-1).text)?.[1] : undefined;
    if (code) return code;
    await sleep(delayMs);
  }
  throw new Error(`no code mailed to ${email} in ${dir}`);
}

/**
 * A bench user's session with the gateway at `base` (a function where the address is known only
 * after the system started): `call` sends its cookie, `signIn` replaces it, `signUp` makes a fresh
 * user `<prefix>-<now>@example.jp` (code from the outbox `outbox`) and signs it in.
 */
export function session(base, { client = 'bench' } = {}) {
  const s = {
    cookie: '',
    call: (method, path, body) => requestJson(typeof base === 'function' ? base() : base, method, path, body, { cookie: s.cookie, client }),
    async signIn(email, password) {
      s.cookie = cookieOf((await s.call('POST', '/auth/sign-in', { email, password })).res);
      return s.cookie;
    },
    async signUp(prefix, { password = 'Bench1234', outbox, tries, delayMs } = {}) {
      const email = `${prefix}-${Date.now()}@example.jp`;
      const since = Date.now() - 1000;
      await s.call('POST', '/auth/sign-up', { email, password, agreement: true });
      await s.call('POST', '/auth/confirm-sign-up', { email, code: await mailedCode(email, { dir: outbox, since, tries, delayMs }) });
      await s.signIn(email, password);
      return { email, password };
    },
  };
  return s;
}

/** One NATS request to `subject` as an administrator (no account), as the gateway would send it. */
export async function natsCall(servers, subject, payload, requestId = randomUUID()) {
  const { connect, JSONCodec } = require('nats');
  const nc = await connect({ servers });
  const codec = JSONCodec();
  const context = { accountId: null, userId: null, managementId: null, isRootUser: false, admin: true, planType: null, pastYear: false, requestId };
  try {
    const msg = await nc.request(subject, codec.encode({ pattern: subject, data: { context, payload }, id: requestId }), { timeout: 10_000 });
    const reply = codec.decode(msg.data);
    if (reply.err) throw new Error(JSON.stringify(reply.err));
    return reply.response;
  } finally {
    await nc.drain();
  }
}

/** Runs `fn` over `items` with at most `n` in flight; answers the results in the items' order. */
export async function pool(items, n, fn) {
  const out = [];
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  }));
  return out;
}

/**
 * GETs `paths` in turn at `base` with autocannon for `seconds` over `connections`, with `cookie`.
 * Answers the figures every such run prints (`name`, 2xx latency percentiles, rate, non-2xx,
 * errors, mean answer size), the 95th percentile, the CPU per request (scripts/cpu-meter.mjs) and
 * `asked`, how many requests were sent.
 */
export async function loadPaths(name, { base, cookie, paths, connections, seconds }) {
  const autocannon = require('autocannon');
  const latencies = [];
  let asked = 0;
  const instance = autocannon({
    url: base, connections, duration: seconds, headers: { Cookie: cookie },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[asked++ % paths.length] }) }],
  });
  instance.on('response', (_c, status, _bytes, ms) => {
    if (status === 200) latencies.push(ms);
  });
  const cpu = startCpuMeter();
  const r = await instance;
  const cpuMsPerRequest = cpu.stop(r.requests.total);
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const figures = {
    endpoint: name, connections, requests: latencies.length, requestsPerSecond: Math.round(r.requests.average),
    p50ms: pct(50), p95ms: pct(95), p99ms: pct(99), non2xx: r.non2xx, errors: r.errors,
    avgKB: Math.round(r.throughput.average / Math.max(1, r.requests.average) / 1024),
  };
  return { figures, p95: pct(95), non2xx: r.non2xx, cpuMsPerRequest, asked };
}
