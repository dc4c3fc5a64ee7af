// Device simulator: registers (or reuses) water-level sensors of an account and sends realistic
// readings to sensor-ingest, so the water map comes alive right after `npm start`.
//
//   npm run sensors:simulate -- --email you@example.jp --password '...' [--sensors 5] [--interval 10]
//        [--mqtt] [--backfill 3] [--once] [--gateway http://localhost:8080] [--ingest http://localhost:3110]
//        [--mqtt-url mqtt://localhost:1884]
//
// The account needs the water feature (npm run water-feature -- <e-mail> on). Device tokens are
// shown only once, so they are kept in var/simulator/<account>.json; a sensor whose token was
// lost gets a new one (POST /api/sensor/token).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = process.argv[i + 1];
  return v === undefined || v.startsWith('--') ? true : v;
}
const email = option('email', process.env.SIM_EMAIL);
const password = option('password', process.env.SIM_PASSWORD);
const count = Number(option('sensors', 5));
const intervalSec = Number(option('interval', 10));
const backfillHours = Number(option('backfill', 3));
const useMqtt = option('mqtt', false) === true;
const once = option('once', false) === true;
const gateway = String(option('gateway', process.env.SIM_GATEWAY_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? 8080}`));
const ingestUrl = String(option('ingest', process.env.SIM_INGEST_URL ?? `http://localhost:${process.env.SENSOR_INGEST_PORT ?? 3110}`));
const mqttUrl = String(option('mqtt-url', `mqtt://localhost:${process.env.SENSOR_INGEST_MQTT_PORT ?? 1884}`));
if (!email || !password) {
  console.error('usage: npm run sensors:simulate -- --email <e-mail> --password <password> [--sensors 5] [--interval 10] [--mqtt] [--once]');
  process.exit(2);
}

// ---- the gateway, as the browser talks to it
let cookies = '';
async function api(method, url, body) {
  const res = await fetch(`${gateway}${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: cookies },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = res.headers.getSetCookie?.() ?? [];
  if (set.length) {
    const jar = new Map(cookies.split('; ').filter(Boolean).map((c) => c.split('=')));
    for (const c of set) {
      const [pair] = c.split(';');
      const [k, ...v] = pair.split('=');
      jar.set(k, v.join('='));
    }
    cookies = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${json?.error?.message ?? ''}`);
  return json.data;
}

// ---- a paddy's water: evaporation by day, an irrigation now and then, a thermometer in the water
class Paddy {
  constructor(n) {
    this.n = n;
    this.level = 4 + (n % 3);
    this.battery = 95 - n * 3;
    this.phase = (n * 37) % 360;
  }
  /** One reading at time t (ms), advancing the paddy by dtSec. */
  at(t, dtSec) {
    const hour = ((t / 3600_000 + 9) % 24 + 24) % 24;
    const sun = Math.max(0, Math.sin(((hour - 6) / 12) * Math.PI)); // 0 at night, 1 at noon
    this.level -= (0.25 + 0.6 * sun) * (dtSec / 3600) + (Math.random() - 0.5) * 0.02;
    // Irrigation: the farmer opens the gate when the paddy runs low (or at random).
    if (this.level < 2 + (this.n % 2) || Math.random() < dtSec / (3600 * 30)) this.level += 3 + Math.random() * 3;
    this.level = Math.min(15, Math.max(0, this.level));
    const temperature = 17 + 7 * Math.sin(((hour - 9) / 24) * 2 * Math.PI + this.phase / 360) + (Math.random() - 0.5) * 0.4;
    this.battery = Math.max(5, this.battery - dtSec / (3600 * 24 * 30));
    return {
      measured_at: new Date(t).toISOString(),
      water_level: Math.round(this.level * 10) / 10,
      water_temperature: Math.round(temperature * 10) / 10,
      battery: Math.round(this.battery),
      signal: -70 - Math.round(Math.random() * 30),
    };
  }
}

async function main() {
  await api('POST', '/auth/sign-in', { email, password });
  const account = await api('GET', '/inasaku/accounts');
  const stateFile = path.join(root, 'var', 'simulator', `${account.account_id}.json`);
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  const state = fs.existsSync(stateFile) ? JSON.parse(fs.readFileSync(stateFile, 'utf8')) : { tokens: {} };
  const center = account.area_pos ?? { latitude: 36.6513, longitude: 138.1810 };
  const existing = new Set((await api('GET', '/api/sensor/all')).list.map((s) => s.sensor_id));
  const prefix = `SIM-${account.account_id.slice(0, 4)}`;
  const sensors = [];
  for (let n = 1; n <= count; n += 1) {
    const id = `${prefix}-${String(n).padStart(2, '0')}`;
    if (!existing.has(id)) {
      const lat = center.latitude + 0.0015 * Math.floor((n - 1) / 3);
      const lon = center.longitude + 0.002 * ((n - 1) % 3);
      const r = await api('POST', '/api/sensor', { lat, lon, sensor_id: id, sensor_name: `シミュレーター${n}` });
      if (r.result !== '0') throw new Error(`${id}: ${r.message}`);
      state.tokens[id] = r.device_token;
      console.log(`registered ${id}`);
    } else if (!state.tokens[id]) {
      state.tokens[id] = (await api('POST', '/api/sensor/token', { sensor_id: id })).device_token;
      console.log(`new token for ${id}`);
    }
    sensors.push({ id, token: state.tokens[id], paddy: new Paddy(n) });
  }
  fs.writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });

  let mqttClient = null;
  const clients = new Map();
  if (useMqtt) {
    const mqtt = require('mqtt');
    for (const s of sensors) clients.set(s.id, await mqtt.connectAsync(mqttUrl, { clientId: s.id, username: s.id, password: s.token, reconnectPeriod: 2000 }));
    mqttClient = true;
  }
  const send = async (s, readings) => {
    if (mqttClient) {
      await clients.get(s.id).publishAsync(`sensors/${s.id}/readings`, JSON.stringify({ readings }), { qos: 1 });
      return readings.length;
    }
    const res = await fetch(`${ingestUrl}/v1/readings`, {
      method: 'POST', headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sensor_id: s.id, readings }),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${s.id}: ${res.status} ${body?.error?.message ?? ''}`);
    for (const r of body.refused) console.warn(`${s.id}: refused #${r.index}: ${r.reason}`);
    return body.accepted;
  };

  // A backlog first (as a device that was offline would send), so the charts have a past.
  const now = Date.now();
  if (backfillHours > 0) {
    const step = 10 * 60_000;
    for (const s of sensors) {
      const readings = [];
      for (let t = now - backfillHours * 3600_000; t < now - intervalSec * 1000; t += step) readings.push(s.paddy.at(t, step / 1000));
      const accepted = readings.length ? await send(s, readings) : 0;
      console.log(`${s.id}: backlog of ${accepted} readings`);
    }
  }
  const tick = async () => {
    const t = Date.now();
    const line = [];
    for (const s of sensors) {
      const r = s.paddy.at(t, intervalSec);
      await send(s, [r]).catch((e) => console.warn(e.message));
      line.push(`${s.id.slice(-2)}:${r.water_level}cm`);
    }
    console.log(`${new Date(t).toLocaleTimeString('ja-JP', { timeZone: 'Asia/Tokyo' })} ${line.join(' ')}`);
  };
  await tick();
  if (once) {
    for (const c of clients.values()) await c.endAsync();
    return;
  }
  setInterval(() => void tick(), intervalSec * 1000);
}

main().catch((e) => {
  console.error(`simulator: ${e.message} (is the system running? npm start; has the account the water feature? npm run water-feature)`);
  process.exit(1);
});
