// Device simulator: registers (or reuses) water-level sensors of an account and sends realistic
// readings to sensor-ingest, so the water map comes alive right after `npm start`.
//
//   npm run sensors:simulate -- --email you@example.jp --password '...' [--sensors 5] [--interval 10]
//        [--via http|mqtt|senml|tts|chirpstack] [--unregistered 1] [--backfill 3] [--once]
//        [--gateway http://localhost:8080] [--ingest http://localhost:3110] [--mqtt-url mqtt://localhost:1884]
//
// --via: how the devices send. http (default): JSON batches on POST /v1/readings; mqtt (or
// --mqtt): the embedded broker; senml: SenML packs (application/senml+json) on POST /v1/readings;
// tts / chirpstack: LoRaWAN sensors (registered by DevEUI, every third one an ultrasonic distance
// sensor with 取付高さ 100 cm) whose uplinks arrive as The Things Stack's webhook or ChirpStack's
// HTTP integration would post them, through an integration the simulator creates (its secret is
// shown once by the API, so it is kept too); --unregistered more DevEUIs send uplinks without
// being registered, so センサー設置 lists them as 未登録のデバイス.
//
// The account needs the water feature (npm run water-feature -- <e-mail> on). Device tokens and
// integration secrets are shown only once, so they are kept in var/simulator/<account>.json; a
// sensor whose token was lost gets a new one (POST /api/sensor/token), an integration whose
// secret was lost a new secret (POST /api/sensor/integrations/rotate).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chirpstackStatus, chirpstackUp, devEuiOf, newSessionKeyId, senmlPack, ttsUplink } from './lorawan-uplinks.mjs';

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
const via = String(option('via', option('mqtt', false) === true ? 'mqtt' : 'http'));
const unregisteredCount = Number(option('unregistered', 1));
const lorawan = via === 'tts' || via === 'chirpstack';
const once = option('once', false) === true;
const gateway = String(option('gateway', process.env.SIM_GATEWAY_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? 8080}`));
const ingestUrl = String(option('ingest', process.env.SIM_INGEST_URL ?? `http://localhost:${process.env.SENSOR_INGEST_PORT ?? 3110}`));
const mqttUrl = String(option('mqtt-url', `mqtt://localhost:${process.env.SENSOR_INGEST_MQTT_PORT ?? 1884}`));
if (!email || !password) {
  console.error('usage: npm run sensors:simulate -- --email <e-mail> --password <password> [--sensors 5] [--interval 10] [--via http|mqtt|senml|tts|chirpstack] [--once]');
  process.exit(2);
}
if (!['http', 'mqtt', 'senml', 'tts', 'chirpstack'].includes(via)) {
  console.error(`--via ${via}: one of http, mqtt, senml, tts, chirpstack`);
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

/** Sensors sending with a device token (http, mqtt, senml). */
async function tokenSensors(state, center, existing, prefix) {
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
  return sensors;
}

/** The simulator's integration with this network server, and its secret (kept: the API shows it once). */
async function integration(state, network, fresh = false) {
  state.integrations ??= {};
  const kept = state.integrations[network];
  if (kept && !fresh) return kept;
  if (kept) {
    // The secret was rotated or lost elsewhere: a new one for the same integration, or a new integration if it was revoked.
    const r = await api('POST', '/api/sensor/integrations/rotate', { integration_id: kept.id }).catch(() => null);
    if (r?.secret) return (state.integrations[network] = { id: kept.id, secret: r.secret });
  }
  const r = await api('POST', '/api/sensor/integrations', { network, name: `シミュレーター（${network === 'tts' ? 'The Things Stack' : 'ChirpStack'}）` });
  console.log(`integration ${network} created: ${r.integration.webhook_path}`);
  return (state.integrations[network] = { id: r.integration.integration_id, secret: r.secret });
}

/** LoRaWAN sensors registered by DevEUI (every third one measures the distance down to the water), plus unregistered DevEUIs. */
async function lorawanSensors(account, center, existing, prefix) {
  const sensors = [];
  const tag = via === 'tts' ? 'T' : 'C';
  for (let n = 1; n <= count + unregisteredCount; n += 1) {
    const registered = n <= count;
    const id = registered ? `${prefix}-${tag}${String(n).padStart(2, '0')}` : null;
    const devEui = devEuiOf(`${account.account_id}:${via}:${n}`);
    const distance = registered && n % 3 === 0;
    if (registered && !existing.has(id)) {
      const lat = center.latitude - 0.0015 * (1 + Math.floor((n - 1) / 3));
      const lon = center.longitude + 0.002 * ((n - 1) % 3);
      const decoding = distance ? { level_key: 'distance', level_unit: 'mm', mount_height_cm: 100 } : {};
      const r = await api('POST', '/api/sensor/lorawan', { lat, lon, sensor_id: id, sensor_name: `LoRaWAN${n}`, dev_eui: devEui, ...decoding });
      if (r.result !== '0') throw new Error(`${id} (${devEui}): ${r.message}`);
      console.log(`registered ${id} (DevEUI ${devEui}${distance ? ', distance sensor, 取付高さ 100 cm' : ''})`);
    }
    sensors.push({ id: id ?? `unregistered-${devEui}`, devEui, distance, registered, paddy: new Paddy(n), fCnt: 0, session: newSessionKeyId() });
  }
  return sensors;
}

/** What the device's payload formatter (TTS) or codec (ChirpStack) makes of one measurement. */
function decodedOf(s, r, backlog) {
  const common = { temperature: r.water_temperature, battery: r.battery, ...(backlog ? { measured_at: r.measured_at } : {}) };
  return s.distance ? { distance: Math.round((100 - r.water_level) * 10), ...common } : { water_level: r.water_level, ...common };
}

async function main() {
  await api('POST', '/auth/sign-in', { email, password });
  const account = await api('GET', '/inasaku/accounts');
  const stateFile = path.join(root, 'var', 'simulator', `${account.account_id}.json`);
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  const state = fs.existsSync(stateFile) ? JSON.parse(fs.readFileSync(stateFile, 'utf8')) : { tokens: {} };
  const save = () => fs.writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });
  const center = account.area_pos ?? { latitude: 36.6513, longitude: 138.1810 };
  const existing = new Set((await api('GET', '/api/sensor/all')).list.map((s) => s.sensor_id));
  const prefix = `SIM-${account.account_id.slice(0, 4)}`;
  const sensors = lorawan ? await lorawanSensors(account, center, existing, prefix) : await tokenSensors(state, center, existing, prefix);
  let secret = lorawan ? (await integration(state, via)).secret : null;
  save();

  const clients = new Map();
  if (via === 'mqtt') {
    const mqtt = require('mqtt');
    for (const s of sensors) clients.set(s.id, await mqtt.connectAsync(mqttUrl, { clientId: s.id, username: s.id, password: s.token, reconnectPeriod: 2000 }));
  }
  const post = async (url, headers, body) => {
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: res.status === 204 ? null : await res.json().catch(() => null) };
  };
  /** One uplink as the network server posts it; a refused secret is replaced once (rotate) and the uplink sent again. */
  const webhook = async (s, r, backlog) => {
    s.fCnt += 1;
    const decoded = decodedOf(s, r, backlog);
    const rssi = r.signal;
    const [url, body] = via === 'tts'
      ? [`${ingestUrl}/v1/integrations/tts`, ttsUplink({ devEui: s.devEui, deviceId: `eui-${s.devEui.toLowerCase()}`, fCnt: s.fCnt, session: s.session, receivedAt: Date.now(), decoded, rssi })]
      : [`${ingestUrl}/v1/integrations/chirpstack?event=up`, chirpstackUp({ devEui: s.devEui, deviceName: s.id, time: Date.now(), fCnt: s.fCnt, object: decoded, rssi })];
    let answer = await post(url, { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body);
    if (answer.status === 401) {
      secret = (await integration(state, via, true)).secret;
      save();
      answer = await post(url, { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body);
    }
    if (answer.status >= 400) throw new Error(`${s.id}: ${answer.status} ${answer.body?.error?.message ?? ''}`);
    if (answer.status === 202 && s.registered) console.warn(`${s.id}: ${answer.body?.note?.message ?? ''}`);
    // ChirpStack also reports the device status (DevStatusAns) now and then.
    if (via === 'chirpstack' && s.registered && s.fCnt % 10 === 1) {
      await post(`${ingestUrl}/v1/integrations/chirpstack?event=status`, { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        chirpstackStatus({ devEui: s.devEui, deviceName: s.id, time: Date.now(), batteryLevel: r.battery }));
    }
    return answer.status === 200 ? 1 : 0;
  };
  const send = async (s, readings, backlog = false) => {
    if (lorawan) {
      let accepted = 0;
      for (const r of readings) accepted += await webhook(s, r, backlog);
      return accepted;
    }
    if (via === 'mqtt') {
      await clients.get(s.id).publishAsync(`sensors/${s.id}/readings`, JSON.stringify({ readings }), { qos: 1 });
      return readings.length;
    }
    const senml = via === 'senml';
    const res = await fetch(`${ingestUrl}/v1/readings`, {
      method: 'POST', headers: { authorization: `Bearer ${s.token}`, 'content-type': senml ? 'application/senml+json' : 'application/json' },
      body: JSON.stringify(senml ? senmlPack(s.id, readings) : { sensor_id: s.id, readings }),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${s.id}: ${res.status} ${body?.error?.message ?? ''}`);
    for (const r of body.refused) console.warn(`${s.id}: refused #${r.index}: ${r.reason}`);
    return body.accepted;
  };

  // A backlog first (as a device that was offline would send), so the charts have a past. A
  // LoRaWAN device sends it one uplink a measurement, its time in the decoded payload.
  const now = Date.now();
  if (backfillHours > 0) {
    const step = 10 * 60_000;
    for (const s of sensors.filter((x) => x.registered !== false)) {
      const readings = [];
      for (let t = now - backfillHours * 3600_000; t < now - intervalSec * 1000; t += step) readings.push(s.paddy.at(t, step / 1000));
      const accepted = readings.length ? await send(s, readings, true) : 0;
      console.log(`${s.id}: backlog of ${accepted} ${lorawan ? 'uplinks stored' : 'readings'}`);
    }
  }
  const tick = async () => {
    const t = Date.now();
    const line = [];
    for (const s of sensors) {
      const r = s.paddy.at(t, intervalSec);
      await send(s, [r]).catch((e) => console.warn(e.message));
      if (!lorawan || s.registered) line.push(`${s.id.slice(-2)}:${r.water_level}cm`);
    }
    console.log(`${new Date(t).toLocaleTimeString('ja-JP', { timeZone: 'Asia/Tokyo' })} ${via} ${line.join(' ')}`);
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
