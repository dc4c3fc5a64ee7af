// `npm run bench:fude`: the 筆ポリゴン budgets with a prefecture-sized table.
//   - a GeoJSON FeatureCollection of FUDE (default 1,000,000) synthetic 筆 in MAFF's published shape is
//     generated: one paddy per 130 m cell of a 1,000 × 1,000 grid (130 km square, a prefecture), each
//     20-60 m × 50-120 m, turned up to ±10°, 5 or 6 vertices, 8 decimals (about 450 MB of text)
//   - it is loaded with the operator's command (`node scripts/fude-import.mjs FILE`)   budget 5 min
//   - TAPS (default 2,000) taps, half on a paddy and half between them, are asked of the fields service
//     itself over NATS (`fields.fude-polygons.at`, what the gateway forwards /inasaku/fude-polygons/at
//     to), one at a time: p50 / p95 / max                                            budget p95 200 ms
// The fields service runs as its own instance (scripts/own-system.mjs: private nats-server, database
// inasaku_bench_fude created afresh and dropped at the end, so nothing of the bench stays). Needs
// `npx nx build fields`. Prints JSON lines.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { root } from './lib.mjs';
import { startOwnSystem } from './own-system.mjs';

const require = createRequire(import.meta.url);
const { connect, JSONCodec } = require('nats');

const FUDE = Number(process.env.FUDE ?? 1_000_000);
const TAPS = Number(process.env.TAPS ?? 2000);
const CELL_M = 130;
const SIDE = Math.ceil(Math.sqrt(FUDE));
const ORIGIN = { lng: 138.2, lat: 37.0 };
const M_PER_DEG_LAT = 110_990;
const M_PER_DEG_LNG = 111_320 * Math.cos((37.6 * Math.PI) / 180);
const say = (o) => console.log(JSON.stringify({ ...o, loadavg: os.loadavg().map((l) => Number(l.toFixed(2))) }));

// A small deterministic generator, so two runs load the same prefecture.
let seed = 20250401;
const rand = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);

function cellCentre(i) {
  const col = i % SIDE;
  const row = Math.floor(i / SIDE);
  return { x: (col + 0.5) * CELL_M, y: (row + 0.5) * CELL_M };
}

const toLngLat = (x, y) => [+(ORIGIN.lng + x / M_PER_DEG_LNG).toFixed(8), +(ORIGIN.lat + y / M_PER_DEG_LAT).toFixed(8)];

function paddy(i) {
  const c = cellCentre(i);
  const w = 20 + rand() * 40;
  const h = 50 + rand() * 70;
  const turn = ((rand() - 0.5) * Math.PI) / 9;
  const corners = [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]];
  // every other paddy has a bent side (a fifth vertex), as real outlines along a road do
  if (i % 2) corners.splice(2, 0, [w / 2 + 3, 0]);
  const ring = corners.map(([x, y]) => toLngLat(c.x + x * Math.cos(turn) - y * Math.sin(turn), c.y + x * Math.sin(turn) + y * Math.cos(turn)));
  ring.push(ring[0]);
  return ring;
}

async function generate(file) {
  const out = fs.createWriteStream(file);
  out.write('{"type":"FeatureCollection","name":"MB0001_2024_bench","features":[\n');
  for (let i = 0; i < FUDE; i++) {
    const ring = paddy(i);
    const feature = {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [ring] },
      properties: {
        polygon_uuid: randomUUID(), land_type: i % 5 ? 100 : 200, issue_year: 2024, edit_year: 2023, history: '[]',
        last_polygon_uuid: null, prep_date: '2023-05-01', local_government_cd: String(150000 + (i % 30) * 2 + 2), point_lng: ring[0][0], point_lat: ring[0][1],
      },
    };
    if (!out.write(`${i ? ',\n' : ''}${JSON.stringify(feature)}`)) await once(out, 'drain');
  }
  out.end('\n]}\n');
  await once(out, 'finish');
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const file = path.join(os.tmpdir(), `bench-fude-${process.pid}.geojson`);
const system = await startOwnSystem({
  instance: 'bench-fude', names: ['fields'],
  databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/inasaku_bench_fude',
  redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13',
});
say({ measure: 'own fields service started', nats: system.natsUrl });
try {
  let t = Date.now();
  await generate(file);
  say({ measure: 'generated', polygons: FUDE, megabytes: Math.round(fs.statSync(file).size / 2 ** 20), seconds: (Date.now() - t) / 1000 });

  t = Date.now();
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'scripts/fude-import.mjs'), file], {
    env: { ...process.env, DATABASE_URL: system.databaseUrl }, maxBuffer: 16 * 2 ** 20,
  });
  const importSeconds = (Date.now() - t) / 1000;
  say({ measure: 'import (npm run fude:import)', seconds: importSeconds, budget_seconds: 300, within: importSeconds <= 300, output: stdout.trim().split('\n').at(-1) });

  const nc = await connect({ servers: system.natsUrl });
  const codec = JSONCodec();
  const context = {
    accountId: randomUUID(), userId: randomUUID(), managementId: randomUUID(), isRootUser: true, admin: false, planType: 1, pastYear: false,
  };
  const times = [];
  let hits = 0;
  for (let k = 0; k < TAPS; k++) {
    const i = Math.floor(rand() * FUDE);
    const c = cellCentre(i);
    // even taps at a paddy's centre, odd ones in the gap at its cell's corner
    const [lng, lat] = k % 2 ? toLngLat(c.x - CELL_M / 2 + 1, c.y - CELL_M / 2 + 1) : toLngLat(c.x, c.y);
    const packet = { pattern: 'fields.fude-polygons.at', data: { context: { ...context, requestId: randomUUID() }, payload: { lat, lng } }, id: randomUUID() };
    const started = performance.now();
    const reply = codec.decode((await nc.request('fields.fude-polygons.at', codec.encode(packet), { timeout: 10_000 })).data);
    times.push(performance.now() - started);
    if (reply.err) throw new Error(JSON.stringify(reply.err));
    if (reply.response) hits++;
  }
  await nc.drain();
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  say({
    measure: 'tap lookup (fields service over NATS)', taps: TAPS, found: hits, p50_ms: +percentile(times, 50).toFixed(1),
    p95_ms: +p95.toFixed(1), max_ms: +times.at(-1).toFixed(1), budget_p95_ms: 200, within: p95 <= 200,
  });
} finally {
  fs.rmSync(file, { force: true });
  await system.stop();
  say({ measure: 'bench data dropped (database and file)' });
}
