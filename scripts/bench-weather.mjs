// Weather budgets.
// Part 1 (no system needed, after a build): provider calls for 10,000 accounts spread over Japan's
//   rice areas in one day, computed with the service's own grid, refresh plan and Open-Meteo call
//   weights (services/weather/dist, libs/domain/dist): must stay under the free tier's 10,000.
// Part 2 (with the system running against this script's Open-Meteo stub):
//   GET /inasaku/weather-infos (dashboard window) and GET /inasaku/weather-accumulations for a
//   whole year (5 settings), p95 under 50 ms at 20 connections.
//   Start the system so that the weather service asks the stub this script starts on
//   BENCH_WEATHER_STUB_PORT (default 8199), or one started before it
//   (`node services/weather/src/test/open-meteo-stub.js 8199 &`):
//     OPEN_METEO_FORECAST_URL=http://127.0.0.1:8199/v1/forecast \
//     OPEN_METEO_ARCHIVE_URL=http://127.0.0.1:8199/v1/archive node scripts/start.mjs --detach
// BENCH_URL (default http://localhost:8080), BENCH_SECONDS (10), BENCH_ACCOUNTS (10000),
// BENCH_ONLY=calls (part 1 only) or http (part 2 only).
import { createRequire } from 'node:module';
import { loadPaths, session } from './bench-client.mjs';

const require = createRequire(import.meta.url);
const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10000);
const STUB_PORT = Number(process.env.BENCH_WEATHER_STUB_PORT ?? 8199);
const CONNECTIONS = 20;
const only = process.env.BENCH_ONLY;
const results = {};

// ---------------------------------------------------------------- part 1: provider calls a day
/** Rice areas (centre, relative weight ~ paddy area); accounts scatter around them (σ 0.35°). */
const AREAS = [
  [37.9, 139.0, 8], [43.3, 141.9, 5], [43.8, 142.4, 3], [39.7, 140.1, 6], [38.4, 140.3, 5], [38.6, 141.0, 5],
  [37.4, 140.4, 5], [36.2, 140.2, 5], [36.5, 139.9, 4], [35.6, 140.2, 4], [39.3, 141.1, 4], [40.6, 140.5, 3],
  [36.7, 137.1, 3], [36.5, 136.6, 2], [36.0, 136.2, 2], [36.4, 138.0, 3], [35.1, 136.1, 2], [35.4, 136.7, 1],
  [35.0, 137.0, 2], [34.7, 136.5, 2], [34.9, 134.8, 2], [34.7, 133.9, 2], [34.5, 132.7, 1], [35.4, 132.8, 1],
  [35.4, 133.7, 1], [34.1, 131.5, 1], [34.3, 134.0, 1], [33.8, 132.8, 1], [33.6, 133.5, 1], [33.4, 130.6, 2],
  [33.3, 130.2, 2], [32.8, 130.8, 2], [33.2, 131.5, 1], [32.0, 131.4, 1], [31.6, 130.6, 1], [36.0, 139.5, 2],
  [36.4, 139.1, 1], [34.8, 138.2, 1], [34.5, 135.8, 0.5], [35.0, 135.6, 1],
];

function random(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9) >>> 0) / 4294967296);
}

function accountsOverJapan(n) {
  const rnd = random(12);
  const total = AREAS.reduce((s, a) => s + a[2], 0);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  return Array.from({ length: n }, () => {
    let pick = rnd() * total;
    const area = AREAS.find((a) => (pick -= a[2]) < 0) ?? AREAS[0];
    return { latitude: area[0] + gauss() * 0.35, longitude: area[1] + gauss() * 0.35 };
  });
}

function providerCalls() {
  const { gridCellOf } = require('../libs/domain/dist/index.js');
  const { refreshIntervalMs } = require('../services/weather/dist/cells/refresh-plan.js');
  const weights = require('../services/weather/dist/provider/open-meteo-weight.js');
  const env = { budget: 9000, share: 0.2, minMinutes: 120, batch: 50, climateYears: 3 };
  const accounts = accountsOverJapan(ACCOUNTS);
  const out = {};
  for (const step of [0.1, 0.2]) {
    const cells = new Set(accounts.map((a) => gridCellOf(a.latitude, a.longitude, step).cell_id)).size;
    const intervalMs = refreshIntervalMs({ activeCells: cells, dailyBudget: env.budget, backfillShare: env.share, minIntervalMinutes: env.minMinutes });
    const refreshesPerDay = Math.ceil((24 * 3600_000) / intervalMs);
    const forecastCalls = cells * refreshesPerDay * weights.FORECAST_WEIGHT_PER_CELL;
    // Once per cell and year: history from 1 January (worst case: filled on 31 December) and the normals.
    const historyPerCell = weights.archiveWeight(1, 365 - 8) + weights.climateWeight(1, 365 * env.climateYears);
    out[`grid ${step}°`] = {
      accounts: ACCOUNTS,
      cells,
      accountsPerCell: Math.round((ACCOUNTS / cells) * 10) / 10,
      refreshEveryHours: Math.round((intervalMs / 3600_000) * 10) / 10,
      steadyDay: {
        openMeteoCalls: Math.round(forecastCalls),
        httpRequests: Math.ceil(cells / env.batch) * refreshesPerDay,
        budget: 'Open-Meteo calls < 10,000 a day',
        ok: forecastCalls < 10000,
      },
      onboarding: {
        note: 'once per new cell and year (history from 1 January, worst case 31 December; normals every 3 years), from the 20 % history share',
        openMeteoCallsPerNewCell: Math.round(historyPerCell * 10) / 10,
        allCellsAtOnce: Math.round(cells * historyPerCell),
        newCellsPerDay: Math.floor((env.budget * env.share) / historyPerCell),
        daysToFillAllAtOnce: Math.ceil((cells * historyPerCell) / (env.budget * env.share)),
      },
    };
  }
  return out;
}

if (only !== 'http') results.providerCalls = providerCalls();

// ---------------------------------------------------------------- part 2: HTTP latency
const bench = session(base);
const call = bench.call;
const signUpAndIn = () => bench.signUp('bench-weather');

async function load(name, paths, budgetMs) {
  const { figures, p95, non2xx, cpuMsPerRequest } = await loadPaths(name, { base, cookie: bench.cookie, paths, connections: CONNECTIONS, seconds: SECONDS });
  return {
    ...figures,
    budget: budgetMs ? `p95 < ${budgetMs} ms` : 'none (reference)', ok: budgetMs ? p95 < budgetMs && non2xx === 0 : undefined, cpuMsPerRequest,
  };
}

const jst = (ms) => `${new Date(ms + 9 * 3600_000).toISOString().slice(0, 19)}+09:00`;

if (only !== 'calls') {
  const { startOpenMeteoStub } = require('../services/weather/src/test/open-meteo-stub.js');
  // A stub already listening there (`node services/weather/src/test/open-meteo-stub.js 8199`, started
  // before the system so its first refresh finds it) is used as it is.
  const stub = await startOpenMeteoStub({ port: STUB_PORT }).catch((e) => {
    if (e.code !== 'EADDRINUSE') throw e;
    return { requests: [], close: async () => undefined };
  });
  try {
    await signUpAndIn();
    await call('PUT', '/inasaku/account-area-pos', { latitude: 37.9161, longitude: 139.0364 });
    const created = (await call('POST', '/inasaku/create-weather-infos', {})).json;
    if (!created.history_days) throw new Error(`no weather after create-weather-infos (is the weather service started with OPEN_METEO_*_URL at port ${STUB_PORT}?): ${JSON.stringify(created)}`);
    const year = Number(jst(Date.now()).slice(0, 4));
    const settings = [['田植えから', '04-20', 2000, '0'], ['出穂まで', '05-01', 1800, '10'], ['出穂後', '08-01', 1000, '0'], ['有効積算', '05-15', 1200, '10'], ['春から', '03-01', 3000, '5']];
    for (const [name, md, cumulative, basetemp] of settings) {
      await call('POST', '/inasaku/weather-settings', { name, datetime: `${year}-${md}`, cumulative, basetemp, correction: '0' });
    }
    const now = Date.now();
    const q = (from, to) => `from_datetime=${encodeURIComponent(from)}&to_datetime=${encodeURIComponent(to)}`;
    const dashboard = `/inasaku/weather-infos?${q(jst(now - 3 * 86_400_000).slice(0, 11) + '00:00:00+09:00', jst(now + 6 * 86_400_000).slice(0, 11) + '23:59:59+09:00')}`;
    const yearQuery = q(`${year}-01-01T00:00:00+09:00`, `${year}-12-31T23:59:59+09:00`);
    results.seeded = { history_days: created.history_days, settings: settings.length, stubRequests: stub.requests.length };
    results.baseline = await load('GET /auth/me (trivial, for comparison)', ['/auth/me']);
    results.weatherInfos = await load('GET /inasaku/weather-infos (3 days back to 6 ahead: 10 days, 240 hours)', [dashboard], 50);
    results.accumulations = await load(`GET /inasaku/weather-accumulations (year, ${settings.length} settings, with 到達予測)`, [`/inasaku/weather-accumulations?${yearQuery}`], 50);
    results.histories = await load('GET /inasaku/weather-histories (year)', [`/inasaku/weather-histories?${yearQuery}`]);
  } finally {
    await stub.close();
  }
}
console.log(JSON.stringify(results, null, 2));
