// `npm test`: every suite. Unit, then integration (real PostgreSQL, NATS, Redis), then the
// browser suite against the system started the README's way. Ends with `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  root, varDir, run, ensureInfra, ensureInstalled, buildAll, stopAll, nxEnv, freePort,
} from './lib.mjs';

// `npm test -- unit int` runs those suites; other words pick browser spec files (`npm test -- e2e fields`)
// and, where they name projects, integration suites (`npm test -- int water`).
// `npm test -- resilience`: the clustered mode under faults (scripts/resilience/run.mjs, about 90 s),
// last in a plain `npm test`. With e2e, `resilience` still picks the browser spec of that name.
const SUITES = ['lint', 'unit', 'int', 'e2e', 'resilience'];
const isSuite = (a) => SUITES.includes(a) && !(a === 'resilience' && process.argv.includes('e2e'));
const only = process.argv.slice(2).filter(isSuite);
const specPatterns = process.argv.slice(2).filter((a) => !isSuite(a));
const want = (s) => only.length === 0 || only.includes(s);

ensureInfra();
ensureInstalled();
// The suites bring their own NATS, database and ports; a running dev system would only take CPU.
if (stopAll()) await new Promise((r) => setTimeout(r, 1000));
fs.mkdirSync(varDir('test-results'), { recursive: true });

const totals = { passed: 0, failed: 0 };
const resultFile = (name) => varDir('test-results', `${name.replace(/\s+/g, '-')}.json`);
// --forceExit: a client left open by a failed test (a NATS, Redis or MQTT reconnect timer, a
// browser) would otherwise keep jest waiting after its last test, and the whole run with it.
// jest's own bin, not npx: a step stopped at its limit must stop jest itself, not an npx around it.
const JEST = path.join(root, 'node_modules/jest/bin/jest.js');
const jestArgs = (args, out) => [JEST, ...args, '--forceExit', '--json', `--outputFile=${out}`];
const MINUTE = 60_000;
/**
 * The most a step may take before it is stopped and counted as failed: a step that hangs then
 * fails the run with its name, well inside CI's own limit, instead of holding it until CI gives up.
 */
const STEP_LIMIT_MS = { unit: 20 * MINUTE, int: 15 * MINUTE, browser: 40 * MINUTE, resilience: 15 * MINUTE };
const jestEnv = (env) => ({ FORCE_COLOR: '0', TZ: 'Asia/Tokyo', ...env });

/** Adds a jest run's result file to the totals and prints its line. */
function count(name, out, code) {
  if (!fs.existsSync(out)) {
    console.error(`✖ ${name}: jest produced no result (exit ${code})`);
    totals.failed += 1;
    return;
  }
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  // A suite that fails to load (syntax error, missing module) has no test results: count it as failed.
  const brokenSuites = r.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + brokenSuites;
  console.log(`  ${name}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenSuites} failed`);
}

function jest(name, args, env = {}, limitMs = STEP_LIMIT_MS.unit) {
  const out = resultFile(name);
  fs.rmSync(out, { force: true });
  console.log(`\n▶ ${name} tests`);
  const r = spawnSync(process.execPath, jestArgs(args, out), {
    cwd: root, stdio: 'inherit', env: { ...process.env, ...jestEnv(env) }, timeout: limitMs, killSignal: 'SIGKILL',
  });
  if (r.error?.code === 'ETIMEDOUT') stoppedAtLimit(name, out, limitMs);
  count(name, out, r.status ?? 1);
}

/** A step that reached its limit: said, and counted as failed whatever it had written. */
function stoppedAtLimit(name, out, limitMs) {
  console.error(`✖ ${name}: stopped after ${limitMs / MINUTE} minutes (its limit)`);
  fs.rmSync(out, { force: true });
}

/** jest in the background, its output held and printed whole when it ends (two at once do not interleave). */
function jestQuietly(name, args, env = {}, limitMs = STEP_LIMIT_MS.int) {
  const out = resultFile(name);
  fs.rmSync(out, { force: true });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, jestArgs(args, out), { cwd: root, env: { ...process.env, ...jestEnv(env) }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    let overLimit = false;
    const limit = setTimeout(() => { overLimit = true; child.kill('SIGKILL'); }, limitMs);
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('close', (code) => {
      clearTimeout(limit);
      console.log(`\n▶ ${name} tests`);
      process.stdout.write(Buffer.concat(output));
      if (overLimit) stoppedAtLimit(name, out, limitMs);
      count(name, out, code ?? 1);
      resolve();
    });
  });
}

/**
 * The integration suites on two lanes side by side, each with a database and a Redis database of
 * its own (the suites of one lane run one after another, as they always did in one database): most
 * of an integration test's time is spent waiting for PostgreSQL, NATS and timers, so two lanes take
 * about half as long on two cores.
 */
const INT_LANES = [
  {},
  { TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/inasaku_test_2', TEST_REDIS_URL: 'redis://127.0.0.1:6379/6' },
];

if (want('lint')) {
  // ESLint per project: Nx module boundaries (one domain never imports another's code), hooks rules,
  // typed promise rules on services and libraries, database access only in repositories.
  console.log('\n▶ lint (projects)');
  const ok = run('npx', ['nx', 'run-many', '-t', 'lint', '--output-style=stream-without-prefixes'], { env: nxEnv }) === 0;
  totals[ok ? 'passed' : 'failed'] += 1;
  console.log(`  lint: ${ok ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
  // Scripts, configs and stubs that run as plain JavaScript: no project's `eslint src` reaches most of them.
  console.log('\n▶ lint (scripts and configs)');
  const scriptsOk = run('npx', ['eslint', '**/*.{js,mjs,cjs}']) === 0;
  totals[scriptsOk ? 'passed' : 'failed'] += 1;
  console.log(`  lint scripts: ${scriptsOk ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
  // Files, exports and dependencies nothing uses, and imports of packages a workspace does not list
  // (knip.config.js says what counts as used).
  console.log('\n▶ dead code and undeclared dependencies (knip)');
  const knipOk = run('npx', ['knip', '--no-progress']) === 0;
  totals[knipOk ? 'passed' : 'failed'] += 1;
  console.log(`  knip: ${knipOk ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
  // Every production dependency under a permissive licence (allow-list and exceptions in the script).
  console.log('\n▶ licences of production dependencies');
  const licencesOk = run('node', ['scripts/check-licences.mjs']) === 0;
  totals[licencesOk ? 'passed' : 'failed'] += 1;
  console.log(`  licences: ${licencesOk ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
}
// Two workers on the 2-core machines of this project: jest's default (cores - 1) runs serially.
if (want('unit')) {
  jest('unit', ['-c', 'jest.config.js', '--ci', '--maxWorkers=2']);
  // A domain generated into a temporary copy of this checkout, then built, linted and unit-tested there.
  jest('domain generator', ['-c', 'tools/generators/jest.config.js', '--ci']);
}
if (want('int')) {
  // One jest run per project: each gets its own private nats-server (libs/testing), so one
  // service's events (e.g. account.account.created) never reach another service's suite.
  const projects = ['libs', 'services'].flatMap((d) =>
    fs.readdirSync(path.join(root, d)).map((n) => path.join(d, n, 'jest.int.config.js')),
  ).filter((f) => fs.existsSync(path.join(root, f)));
  // `npm test -- int water gateway`: the words that name projects pick them; none named, every one.
  const named = projects.filter((config) => specPatterns.includes(path.basename(path.dirname(config))));
  const queue = [...(named.length ? named : projects)];
  await Promise.all(INT_LANES.map(async (env) => {
    for (let config = queue.shift(); config; config = queue.shift()) {
      await jestQuietly(`integration ${path.basename(path.dirname(config))}`, ['-c', config, '--ci', '--runInBand'], env);
    }
  }));
}
if (want('e2e')) {
  buildAll();
  // On the remotes just built: every module the shell's routes and widgets load is in their manifests.
  jest('remote manifests', ['-c', 'deploy/jest.built.config.js', '--ci']);
  const system = await browserTestSystem();
  const started = run('node', ['scripts/start.mjs', '--detach', '--no-build'], { env: system.env });
  if (started !== 0) totals.failed += 1;
  else jest('browser', ['-c', 'shell/e2e/jest.config.js', '--ci', '--runInBand', ...specPatterns], system.env, STEP_LIMIT_MS.browser);
  run('node', ['scripts/stop.mjs'], { env: system.env });
  await system.stop();
}

if (want('resilience')) {
  // Figures and a pass or fail per scenario in var/test-results/resilience.json.
  buildAll();
  console.log('\n▶ resilience tests (cluster under faults)');
  const out = varDir('test-results', 'resilience.json');
  fs.rmSync(out, { force: true });
  const suite = spawnSync(process.execPath, ['scripts/resilience/run.mjs'], { cwd: root, stdio: 'inherit', timeout: STEP_LIMIT_MS.resilience, killSignal: 'SIGKILL' });
  if (suite.error?.code === 'ETIMEDOUT') {
    stoppedAtLimit('resilience', out, STEP_LIMIT_MS.resilience);
    run('node', ['scripts/cluster.mjs', '--stop']);
  }
  const r = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : { passed: 0, failed: 1 };
  totals.passed += r.passed;
  totals.failed += r.failed;
  console.log(`  resilience: ${r.passed} passed, ${r.failed} failed`);
}

/** services/weather/src/test/open-meteo-stub.js on `port`, in a child process; resolves once it listens. */
function startWeatherStub(port) {
  const child = spawn(process.execPath, [path.join(root, 'services/weather/src/test/open-meteo-stub.js'), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`weather stub exited (${code})`)));
    child.stdout.once('data', (line) => {
      const url = String(line).trim();
      resolve({
        forecastUrl: `${url}/v1/forecast`,
        archiveUrl: `${url}/v1/archive`,
        close: async () => {
          child.removeAllListeners('exit');
          child.kill();
        },
      });
    });
  });
}

/** The push service stub in a child process; resolves with its `{ origin, control, caFile }` once it listens. */
function startPushStub() {
  const child = spawn(process.execPath, [path.join(root, 'services/water/src/test/push-service-stub.main.js')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`push stub exited (${code})`)));
    child.stdout.once('data', (line) => resolve({ ...JSON.parse(String(line)), child }));
  });
}

/**
 * The system the browser tests drive, started the README's way but beside anything else on this
 * machine: its own nats-server, database, Redis database, free ports, outbox, media and logs
 * (var/e2e). A system left running by another checkout on the shared NATS or on port 8080 can
 * then neither answer these tests' requests nor read their mails.
 */
async function browserTestSystem() {
  // The integration suites' throw-away nats-server (libs/testing, built by buildAll above).
  const { startPrivateNats, stopPrivateNats } = createRequire(import.meta.url)('../libs/testing/dist/jest/nats-server.js');
  const nats = await startPrivateNats();
  // The weather provider's stand-in (Open-Meteo's HTTP shape): browser tests never reach the internet.
  // Its own process: this one is blocked in spawnSync while the tests run, and could not answer.
  const weather = await startWeatherStub(await freePort());
  // A Web Push service's stand-in (services/water/src/test/push-service-stub.main.js): water trusts
  // its certificate; the browser spec reads what it received through its control URL.
  const push = await startPushStub();
  const dir = varDir('e2e');
  // A browser-test system left by an interrupted run shares this run's database and Redis db: stop it
  // while its pid files are still there (a leftover water service would judge this run's sensors).
  run('node', ['scripts/stop.mjs'], { env: { INASAKU_INSTANCE: 'e2e' } });
  fs.rmSync(dir, { recursive: true, force: true });
  const gatewayPort = await freePort();
  // A fresh Redis database too, like var/e2e: state left by an earlier run (a provider backoff,
  // rate-limit counters) must not decide this run's outcome.
  const redisUrl = process.env.E2E_REDIS_URL || 'redis://127.0.0.1:6379/14';
  await createRequire(import.meta.url)('../libs/testing/dist/redis.js').flushRedis(redisUrl);
  const env = {
    INASAKU_INSTANCE: 'e2e',
    NATS_URL: nats.url,
    DATABASE_URL: process.env.E2E_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/inasaku_e2e',
    REDIS_URL: redisUrl,
    GATEWAY_PORT: String(gatewayPort),
    ACCOUNT_HEALTH_PORT: String(await freePort()),
    FIELDS_HEALTH_PORT: String(await freePort()),
    WORKS_HEALTH_PORT: String(await freePort()),
    WATER_HEALTH_PORT: String(await freePort()),
    SENSOR_INGEST_PORT: String(await freePort()),
    SENSOR_INGEST_MQTT_PORT: String(await freePort()),
    SENSOR_INGEST_METRICS_PORT: String(await freePort()),
    WEATHER_HEALTH_PORT: String(await freePort()),
    REPORTS_HEALTH_PORT: String(await freePort()),
    APP_URL: `http://localhost:${gatewayPort}/`,
    OUTBOX_DIR: path.join(dir, 'outbox'),
    MEDIA_DIR: path.join(dir, 'media'),
    E2E_BASE_URL: `http://localhost:${gatewayPort}`,
    OPEN_METEO_FORECAST_URL: weather.forecastUrl,
    OPEN_METEO_ARCHIVE_URL: weather.archiveUrl,
    PUSH_EXTRA_CA_FILE: push.caFile,
    PUSH_STUB_CONTROL_URL: push.control,
    // The hourly sensor judgement every 5 s, so the water-sensors test sees its alert within the test.
    WATER_ALERT_INTERVAL_MS: '5000',
    // Every browser test signs up from this one machine's address: the per-client caps of real
    // browsers (10 sign-ups, 20 code mails an hour) would stop the suite part-way.
    SIGN_UP_CLIENT_MAX: '1000',
    CODE_SEND_CLIENT_MAX: '1000',
  };
  return { env, stop: async () => { await weather.close(); push.child.kill(); await stopPrivateNats(nats); } };
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
