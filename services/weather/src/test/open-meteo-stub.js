'use strict';
/**
 * A local stand-in for Open-Meteo's forecast and archive APIs, of their HTTP shape:
 *   GET /v1/forecast?latitude=a,b&longitude=c,d&hourly=...&current=...&past_days=&forecast_days=&timezone=Asia/Tokyo
 *   GET /v1/archive?latitude=..&longitude=..&start_date=YYYY-MM-DD&end_date=YYYY-MM-DD&hourly=...|daily=...
 * One coordinate answers one object, several comma-separated coordinates answer an array of
 * them in the same order: { latitude, longitude, utc_offset_seconds, timezone, hourly_units,
 * hourly: { time: ['YYYY-MM-DDTHH:mm', ...], <variable>: [...] }, daily: {...}, current: {...} }.
 * Errors as the real API: 400 { error: true, reason }. The weather is synthetic and
 * deterministic (a seasonal and daily temperature curve, a weekly code cycle), so tests can
 * compute what they expect. Used by the integration tests and by `npm test`'s browser system;
 * plain CommonJS so scripts/test.mjs can require it without a build.
 */
const http = require('node:http');

const JST_MS = 9 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const CODES = [0, 2, 61, 3, 1, 80, 0];

function dayOfYear(date) {
  const t = Date.parse(`${date}T00:00:00Z`);
  return Math.floor((t - Date.UTC(Number(date.slice(0, 4)), 0, 1)) / DAY_MS) + 1;
}
const round1 = (v) => Math.round(v * 10) / 10;

/** Daily mean of the synthetic curve: ~5 ℃ in January to ~27 ℃ in August at 35°N. */
function dailyMean(lat, date) {
  return round1(16 + 11 * Math.sin((2 * Math.PI * (dayOfYear(date) - 115)) / 365) - (lat - 35) * 0.8);
}
function hourly(lat, date, hour, variable) {
  const doy = dayOfYear(date);
  const code = CODES[doy % CODES.length];
  const winter = Number(date.slice(5, 7)) <= 2 || Number(date.slice(5, 7)) === 12;
  const wet = code >= 51;
  switch (variable) {
    case 'temperature_2m': return round1(dailyMean(lat, date) + 4 * Math.sin((2 * Math.PI * (hour - 9)) / 24));
    case 'weather_code': return wet && winter ? 71 : code;
    case 'precipitation': return wet && hour >= 6 && hour <= 17 ? round1(0.5 + (hour % 4)) : 0;
    case 'precipitation_probability': return wet ? 80 : code === 3 ? 30 : 10;
    case 'wind_speed_10m': return round1(2 + (hour % 6) * 0.5);
    case 'wind_direction_10m': return (hour * 15) % 360;
    case 'wind_gusts_10m': return round1(5 + (hour % 6));
    case 'is_day': return hour >= 6 && hour < 18 ? 1 : 0;
    default: return null;
  }
}

const UNITS = {
  temperature_2m: '°C', temperature_2m_mean: '°C', weather_code: 'wmo code', precipitation: 'mm',
  precipitation_probability: '%', wind_speed_10m: 'm/s', wind_direction_10m: '°', wind_gusts_10m: 'm/s', is_day: '',
};

function dates(from, to) {
  const out = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

function location(lat, lng, q, from, to, now) {
  const body = {
    latitude: lat, longitude: lng, generationtime_ms: 0.1, utc_offset_seconds: 32400, timezone: 'Asia/Tokyo',
    timezone_abbreviation: 'GMT+9', elevation: 10,
  };
  const hourlyVars = (q.get('hourly') || '').split(',').filter(Boolean);
  const dailyVars = (q.get('daily') || '').split(',').filter(Boolean);
  const currentVars = (q.get('current') || '').split(',').filter(Boolean);
  const days = dates(from, to);
  if (hourlyVars.length) {
    body.hourly_units = { time: 'iso8601', ...Object.fromEntries(hourlyVars.map((v) => [v, UNITS[v] || ''])) };
    const h = { time: [] };
    for (const v of hourlyVars) h[v] = [];
    for (const d of days) {
      for (let hour = 0; hour < 24; hour += 1) {
        h.time.push(`${d}T${String(hour).padStart(2, '0')}:00`);
        for (const v of hourlyVars) h[v].push(hourly(lat, d, hour, v));
      }
    }
    body.hourly = h;
  }
  if (dailyVars.length) {
    body.daily_units = { time: 'iso8601', ...Object.fromEntries(dailyVars.map((v) => [v, UNITS[v] || ''])) };
    const d = { time: days };
    for (const v of dailyVars) d[v] = days.map((day) => (v === 'temperature_2m_mean' ? dailyMean(lat, day) : null));
    body.daily = d;
  }
  if (currentVars.length) {
    const local = new Date(now + JST_MS);
    const date = local.toISOString().slice(0, 10);
    const minute = Math.floor(local.getUTCMinutes() / 15) * 15;
    body.current_units = { time: 'iso8601', interval: 'seconds' };
    body.current = { time: `${date}T${String(local.getUTCHours()).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, interval: 900 };
    for (const v of currentVars) body.current[v] = hourly(lat, date, local.getUTCHours(), v);
  }
  return body;
}

function parseList(text) {
  return (text || '').split(',').map((s) => Number(s.trim()));
}

/**
 * Starts the stub on 127.0.0.1:`port` (0 = a free port). Returns { url, forecastUrl, archiveUrl,
 * requests, setDown(flag), reset(), close() }; `requests` lists { api, locations, params } of
 * every request answered or refused.
 */
function startOpenMeteoStub(options = {}) {
  const state = { down: false, requests: [], now: options.now || (() => Date.now()) };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://stub');
    const api = url.pathname === '/v1/forecast' ? 'forecast' : url.pathname === '/v1/archive' ? 'archive' : null;
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!api) return send(404, { error: true, reason: 'Not Found' });
    const lats = parseList(url.searchParams.get('latitude'));
    const lngs = parseList(url.searchParams.get('longitude'));
    state.requests.push({ api, locations: lats.length, params: Object.fromEntries(url.searchParams) });
    if (state.down) return send(503, { error: true, reason: 'Service unavailable (stub set down)' });
    if (!lats.length || lats.length !== lngs.length || lats.some((v) => !Number.isFinite(v) || v < -90 || v > 90)) {
      return send(400, { error: true, reason: 'Parameter count of latitude and longitude must be the same' });
    }
    const q = url.searchParams;
    let from;
    let to;
    if (api === 'archive') {
      from = q.get('start_date');
      to = q.get('end_date');
      if (!from || !to || from > to) return send(400, { error: true, reason: 'Parameter start_date and end_date must be set' });
    } else {
      const today = new Date(state.now() + JST_MS).toISOString().slice(0, 10);
      const past = Number(q.get('past_days') || 0);
      const ahead = Number(q.get('forecast_days') || 7);
      from = new Date(Date.parse(`${today}T00:00:00Z`) - past * DAY_MS).toISOString().slice(0, 10);
      to = new Date(Date.parse(`${today}T00:00:00Z`) + (ahead - 1) * DAY_MS).toISOString().slice(0, 10);
    }
    const bodies = lats.map((lat, i) => location(lat, lngs[i], q, from, to, state.now()));
    return send(200, bodies.length === 1 ? bodies[0] : bodies);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port || 0, '127.0.0.1', () => {
      const { port } = server.address();
      const url = `http://127.0.0.1:${port}`;
      resolve({
        url,
        forecastUrl: `${url}/v1/forecast`,
        archiveUrl: `${url}/v1/archive`,
        requests: state.requests,
        setDown(flag) { state.down = flag; },
        reset() { state.requests.length = 0; state.down = false; },
        close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => r()); }),
      });
    });
  });
}

module.exports = { startOpenMeteoStub, dailyMean, hourly };

if (require.main === module) {
  const port = Number(process.argv[2] || process.env.PORT || 0);
  startOpenMeteoStub({ port }).then((s) => process.stdout.write(`${s.url}\n`));
}
