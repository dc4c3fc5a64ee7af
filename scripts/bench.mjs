// `npm run bench` with the system running (`npm start`): the budgets of the platform issue.
// 1. Sign-in page in headless Chromium, cold cache: compressed JS until usable, time to usable;
//    over loopback, and again on Lighthouse's Slow 4G profile (150 ms round trip, 1.6 Mbit/s down,
//    750 kbit/s up, CPU slowed 4x) emulated through Chromium's DevTools protocol.
// 2. Gateway -> service round trip for an authenticated trivial request (GET /auth/me) at 50 connections.
// 3. Resident memory of each process, idle.
// 4. The works search never asked before: scripts/bench-works.mjs's cold search, p95 at
//    20 connections (its account of 1,000 fields and 20,000 histories is seeded on the first run, ~1 minute).
// 5. CPU per request (scripts/bench-cpu.mjs): five reads and two writes at 50 connections, requests/s,
//    p50/p99 and the CPU milliseconds each process spent per request (BENCH_CPU=0 leaves it out).
// 6. Resident memory of each process after all of it.
import fs from 'node:fs';
import { execFileSync, execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { processes, pidFile, varDir } from './lib.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const autocannon = require('autocannon');
const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const results = {};

/** Lighthouse's mobile Slow 4G (its `throttling.mobileSlow4G`: rttMs 150, throughputKbps 1.6 * 1024, upload 750, CPU 4x). */
const SLOW_4G = { latencyMs: 150, downKbps: 1.6 * 1024, upKbps: 750, cpuSlowdown: 4 };

async function signInPage(profile = null) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  if (profile) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: (profile.downKbps * 1024) / 8,
      uploadThroughput: (profile.upKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
  const js = [];
  page.on('requestfinished', async (req) => {
    if (req.resourceType() === 'script' || req.url().endsWith('.js')) {
      const sizes = await req.sizes().catch(() => null);
      if (sizes) js.push({ url: req.url(), bytes: sizes.responseBodySize });
    }
  });
  const started = Date.now();
  await page.goto(`${base}/`);
  await page.locator('input#email').waitFor({ state: 'visible', timeout: 60000 });
  await page.locator('input#email').fill('bench@example.jp');
  const usableMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const jsBytes = js.reduce((s, r) => s + r.bytes, 0);
  await browser.close();
  return { usableMs, compressedJsKB: Math.round(jsBytes / 1024), scripts: js.length };
}

async function authedCookie() {
  const email = `bench-${Date.now()}@example.jp`;
  const password = 'Bench1234';
  const post = (p, body, cookie) =>
    fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'bench', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  await post('/auth/sign-up', { email, password, agreement: true });
  const dir = process.env.OUTBOX_DIR ?? varDir('outbox');
  const mail = fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(`${dir}/${f}`, 'utf8'))).filter((m) => m.to === email).pop();
  const code = /(\d{6})/.exec(mail.text)[1];
  await post('/auth/confirm-sign-up', { email, code });
  const res = await post('/auth/sign-in', { email, password });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function roundTrip() {
  const cookie = await authedCookie();
  const latencies = [];
  const instance = autocannon({ url: `${base}/auth/me`, connections: 50, duration: 10, headers: { Cookie: cookie } });
  instance.on('response', (_client, status, _bytes, ms) => { if (status === 200) latencies.push(ms); });
  const r = await instance;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  results.roundTrip = {
    endpoint: 'GET /auth/me (gateway -> account over NATS)',
    connections: 50,
    requestsPerSecond: Math.round(r.requests.average),
    p50ms: pct(50),
    p95ms: pct(95),
    p99ms: pct(99),
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** scripts/bench-works.mjs with BENCH_ONLY=searchCold: its JSON answer's cold search figure. */
function coldSearch() {
  const out = execFileSync(process.execPath, [fileURLToPath(new URL('./bench-works.mjs', import.meta.url))], {
    env: { ...process.env, BENCH_ONLY: 'searchCold' }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out.slice(out.indexOf('{'))).searchCold;
}

/** scripts/bench-cpu.mjs: its JSON answer. */
function cpuPerRequest() {
  const out = execFileSync(process.execPath, [fileURLToPath(new URL('./bench-cpu.mjs', import.meta.url))], {
    env: process.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out.slice(out.indexOf('{')));
}

function memory() {
  const rss = {};
  for (const p of processes()) {
    const file = pidFile(p.name);
    if (!fs.existsSync(file)) continue;
    const pid = fs.readFileSync(file, 'utf8').trim();
    const kb = Number(execSync(`ps -o rss= -p ${pid}`).toString().trim());
    rss[p.name] = Math.round(kb / 1024);
  }
  return rss;
}

results.idleRssMB = memory();
results.signInPage = await signInPage();
results.signInPageSlow4G = { profile: 'Lighthouse Slow 4G: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x', ...(await signInPage(SLOW_4G)) };
await roundTrip();
results.searchCold = coldSearch();
if (process.env.BENCH_CPU !== '0') results.cpuPerRequest = cpuPerRequest();
await new Promise((r) => setTimeout(r, 3000));
results.afterLoadRssMB = memory();
console.log(JSON.stringify(results, null, 2));
fs.mkdirSync(varDir('bench'), { recursive: true });
fs.writeFileSync(varDir('bench', `bench-${Date.now()}.json`), JSON.stringify(results, null, 2));
