// Some processes of deploy/local/processes.json started beside anything else on this machine, as
// scripts/start.mjs's supervisor starts them (same scripts, node flags and session keys), but as
// their own instance (var/<instance>): a private nats-server, a database created afresh, a Redis
// database flushed, free ports. For a benchmark or a smoke run that must neither disturb nor be
// disturbed by a system another developer runs on the shared NATS and ports. Needs the dist
// output (npm run build, or npx nx build <project>).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePort, processes, root, sessionKeyEnv, spawn, varDir, waitHealthy } from './lib.mjs';
import { NODE_ARGS } from './supervisor.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

async function recreateDatabase(databaseUrl) {
  const admin = new URL(databaseUrl);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const c = new Client({ connectionString: admin.toString() });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
  } finally {
    await c.end();
  }
}

/**
 * Starts `names` (in processes.json order) and answers their URLs and a stop(). The database is
 * dropped again by stop() unless `keepDatabase`. `nodeArgs` adds node flags by process name (a
 * profile: `{ 'sensor-ingest': ['--cpu-prof'] }`); `replaceNodeArgs` stands for the flags npm start
 * gives every process. `reuse` keeps the database and var/<instance> as an earlier run left them
 * (a bench measuring again on the data it kept).
 */
export async function startOwnSystem({
  instance, names, databaseUrl, redisUrl, env: extraEnv = {}, keepDatabase = false, nodeArgs = {}, replaceNodeArgs, reuse = false,
}) {
  const { startPrivateNats, stopPrivateNats } = require('../libs/testing/dist/jest/nats-server.js');
  const { flushRedis } = require('../libs/testing/dist/redis.js');
  const dir = varDir(instance);
  if (!reuse) {
    fs.rmSync(dir, { recursive: true, force: true });
    await recreateDatabase(databaseUrl);
  }
  fs.mkdirSync(path.join(dir, 'log'), { recursive: true });
  await flushRedis(redisUrl);
  const nats = await startPrivateNats();
  const ports = {};
  for (const p of processes()) {
    ports[p.portEnv] = String(await freePort());
    if (p.metricsPortEnv) ports[p.metricsPortEnv] = String(await freePort());
  }
  ports.SENSOR_INGEST_MQTT_PORT = String(await freePort());
  const env = {
    ...ports,
    INASAKU_INSTANCE: instance,
    NODE_ENV: 'production',
    NATS_URL: nats.url,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    APP_URL: `http://localhost:${ports.GATEWAY_PORT}/`,
    OUTBOX_DIR: path.join(dir, 'outbox'),
    MEDIA_DIR: path.join(dir, 'media'),
    ...extraEnv,
  };
  const previous = process.env.INASAKU_INSTANCE;
  process.env.INASAKU_INSTANCE = instance; // the session keys under var/<instance>/keys
  const keys = sessionKeyEnv();
  if (previous === undefined) delete process.env.INASAKU_INSTANCE;
  else process.env.INASAKU_INSTANCE = previous;
  const children = [];
  const stop = async () => {
    for (const c of [...children].reverse()) {
      if (c.exitCode !== null || c.signalCode !== null) continue;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    await stopPrivateNats(nats);
    if (!keepDatabase) {
      const admin = new URL(databaseUrl);
      const name = admin.pathname.slice(1);
      admin.pathname = '/postgres';
      const c = new Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => c.end());
    }
  };
  for (const p of processes().filter((x) => names.includes(x.name))) {
    const log = fs.openSync(path.join(dir, 'log', `${p.name}.log`), 'a');
    const child = spawn(process.execPath, [...(replaceNodeArgs ?? p.nodeArgs ?? NODE_ARGS), ...(nodeArgs[p.name] ?? []), p.script], {
      cwd: path.join(root, p.cwd), env: { ...process.env, ...env, ...keys[p.name] }, stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    children.push(child);
    if (!(await waitHealthy(`http://127.0.0.1:${env[p.portEnv]}/health/ready`, 90_000)) || child.exitCode !== null) {
      await stop();
      throw new Error(`${p.name} did not become healthy; see var/${instance}/log/${p.name}.log`);
    }
  }
  return {
    gatewayUrl: `http://localhost:${env.GATEWAY_PORT}`,
    ingestUrl: `http://localhost:${env.SENSOR_INGEST_PORT}`,
    natsUrl: nats.url,
    outbox: env.OUTBOX_DIR,
    databaseUrl,
    /** name → pid of each process started */
    pids: Object.fromEntries(names.filter((n) => processes().some((p) => p.name === n)).map((n, i) => [n, children[i]?.pid])),
    stop,
  };
}
