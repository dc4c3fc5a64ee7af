// `npm test`: every suite. Unit, then integration (real PostgreSQL, NATS, Redis), then the
// browser suite against the system started the README's way. Ends with `N passed, N failed`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  root, varDir, run, ensureInfra, ensureInstalled, buildAll, stopAll, nxEnv, freePort,
} from './lib.mjs';

// `npm test -- unit int` runs those suites; other words pick browser spec files (`npm test -- e2e fields`).
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
function jest(name, args, env = {}) {
  const out = varDir('test-results', `${name.replace(/\s+/g, '-')}.json`);
  fs.rmSync(out, { force: true });
  console.log(`\n▶ ${name} tests`);
  const code = run('npx', ['jest', ...args, '--json', `--outputFile=${out}`], { env: { FORCE_COLOR: '0', TZ: 'Asia/Tokyo', ...env } });
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

if (want('lint')) {
  // ESLint with Nx module boundaries: one domain never imports another's code.
  console.log('\n▶ lint (module boundaries)');
  const ok = run('npx', ['nx', 'run-many', '-t', 'lint', '--output-style=stream-without-prefixes'], { env: nxEnv }) === 0;
  totals[ok ? 'passed' : 'failed'] += 1;
  console.log(`  lint: ${ok ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
  // Every production dependency under a permissive licence (allow-list and exceptions in the script).
  console.log('\n▶ licences of production dependencies');
  const licencesOk = run('node', ['scripts/check-licences.mjs']) === 0;
  totals[licencesOk ? 'passed' : 'failed'] += 1;
  console.log(`  licences: ${licencesOk ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
}
// Two workers on the 2-core machines of this project: jest's default (cores - 1) runs serially.
if (want('unit')) jest('unit', ['-c', 'jest.config.js', '--ci', '--maxWorkers=2']);
if (want('int')) {
  // One jest run per project: each gets its own private nats-server (libs/testing), so one
  // service's events (e.g. account.account.created) never reach another service's suite.
  const projects = ['libs', 'services'].flatMap((d) =>
    fs.readdirSync(path.join(root, d)).map((n) => path.join(d, n, 'jest.int.config.js')),
  ).filter((f) => fs.existsSync(path.join(root, f)));
  for (const config of projects) {
    jest(`integration ${path.basename(path.dirname(config))}`, ['-c', config, '--ci', '--runInBand']);
  }
}
if (want('e2e')) {
  buildAll();
  const system = await browserTestSystem();
  const started = run('node', ['scripts/start.mjs', '--detach', '--no-build'], { env: system.env });
  if (started !== 0) totals.failed += 1;
  else jest('browser', ['-c', 'shell/e2e/jest.config.js', '--ci', '--runInBand', ...specPatterns], system.env);
  run('node', ['scripts/stop.mjs'], { env: system.env });
  await system.stop();
}

if (want('resilience')) {
  // Figures and a pass or fail per scenario in var/test-results/resilience.json.
  buildAll();
  console.log('\n▶ resilience tests (cluster under faults)');
  const out = varDir('test-results', 'resilience.json');
  fs.rmSync(out, { force: true });
  run('node', ['scripts/resilience/run.mjs']);
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
    // The hourly sensor judgement every 5 s, so the water-sensors test sees its alert within the test.
    WATER_ALERT_INTERVAL_MS: '5000',
    // Every browser test signs up from this one machine's address: the per-client caps of real
    // browsers (10 sign-ups, 20 code mails an hour) would stop the suite part-way.
    SIGN_UP_CLIENT_MAX: '1000',
    CODE_SEND_CLIENT_MAX: '1000',
  };
  return { env, stop: async () => { await weather.close(); await stopPrivateNats(nats); } };
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
