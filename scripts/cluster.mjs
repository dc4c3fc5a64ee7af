// `node scripts/cluster.mjs`: the clustered local mode, started in the background from
// the builds of `npm run build`: three nats-server nodes in one cluster with JetStream (streams the
// services create keep 3 copies, JETSTREAM_REPLICAS=3), two replicas of every service in their NATS
// queue groups (replica a on node 1, replica b on node 2: each learns the other nodes from its
// server and fails over to them), and two gateways on two ports. `node scripts/cluster.mjs --stop`
// ends it; `--roll [process...]` restarts every replica one at a time, each drained and waited for.
// PostgreSQL and Redis are the local servers, but the cluster has its own database and Redis
// database (CLUSTER_DATABASE_URL, default inasaku_cluster; CLUSTER_REDIS_URL, default Redis db 13),
// its own mail outbox and media folder (var/cluster), so it never mixes with `npm start` (inasaku,
// db 0), the browser tests (inasaku_e2e, db 14) or the integration tests (db 15).
// Not supervised: a process that dies stays down (that is what a resilience test wants to see).
// The functions are exported for the resilience suite (scripts/resilience).
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { root, varDir, ensureInfra, processes, pidFile, sessionKeyEnv, waitHealthy } from './lib.mjs';

export const CLUSTER_DATABASE_URL = process.env.CLUSTER_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/inasaku_cluster';
export const CLUSTER_REDIS_URL = process.env.CLUSTER_REDIS_URL || 'redis://127.0.0.1:6379/13';

const dir = varDir('cluster');
export const OUTBOX_DIR = path.join(dir, 'outbox');
/**
 * The cluster's deployment manifest (the gateways' REMOTES_FILE, first a copy of
 * deploy/local/remotes.json) and the remote releases deployed into it (REMOTE_RELEASES_DIR, served as
 * /mfe/<name>/<version>/): `npm run deploy:domain` changes these, never the checked-in file.
 */
export const REMOTES_FILE = path.join(dir, 'remotes.json');
export const RELEASES_DIR = path.join(dir, 'releases');
const runDir = path.join(dir, 'run');
const logDir = path.join(dir, 'log');
export const NATS = [0, 1, 2].map((i) => ({ name: `nats-${i + 1}`, port: 14222 + i, cluster: 16222 + i, monitor: 18222 + i }));
export const REPLICAS = ['a', 'b'];
/**
 * Replica a adds 1000 to each port of deploy/local/processes.json, replica b 1100 (gateway 8080 →
 * 9080 and 9180; not 10080, a port fetch() refuses).
 */
export const OFFSETS = { a: 1000, b: 1100 };
export const portOf = (p, r) => p.port + OFFSETS[r];

export const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
export const pids = () =>
  fs.existsSync(runDir) ? fs.readdirSync(runDir).map((f) => ({ name: f.replace(/\.pid$/, ''), pid: Number(fs.readFileSync(path.join(runDir, f), 'utf8')) })) : [];

export function stop() {
  // Services before NATS, so that they drain against a live server.
  const all = pids().sort((a, b) => a.name.startsWith('nats') - b.name.startsWith('nats'));
  for (const { name, pid } of all) {
    if (name.startsWith('nats')) continue;
    try {
      process.kill(pid, 'SIGTERM');
    } catch {}
  }
  const until = Date.now() + 15_000;
  const waitGone = async (list) => {
    while (list.some((x) => alive(x.pid)) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  };
  return waitGone(all.filter((x) => !x.name.startsWith('nats'))).then(async () => {
    for (const { pid, name } of all.filter((x) => x.name.startsWith('nats'))) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {}
      void name;
    }
    await waitGone(all);
    fs.rmSync(runDir, { recursive: true, force: true });
    console.log(`stopped ${all.length} process(es)`);
  });
}

function start(name, cmd, args, cwd, env) {
  const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', log, log], detached: true });
  child.unref();
  fs.writeFileSync(path.join(runDir, `${name}.pid`), String(child.pid));
  return child.pid;
}

/** Starts NATS node `n` (one of NATS) in the background. */
export function startNats(n) {
  const natsBin = fs.existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';
  const routes = NATS.map((x) => `nats://127.0.0.1:${x.cluster}`).join(',');
  const store = path.join(dir, n.name);
  fs.mkdirSync(store, { recursive: true });
  return start(n.name, natsBin, [
    '-a', '127.0.0.1', '-p', String(n.port), '-m', String(n.monitor), '-n', n.name, '-js', '-sd', store,
    '--cluster_name', 'inasaku', '--cluster', `nats://127.0.0.1:${n.cluster}`, '--routes', routes,
  ], root, {});
}

/** Starts replica `r` of process `p` and waits until it is ready; port null when it never is. */
export async function startReplica(p, r) {
  const port = portOf(p, r);
  const nats = NATS[REPLICAS.indexOf(r)];
  const env = {
    NODE_ENV: 'production',
    ...sessionKeyEnv()[p.name],
    NATS_URL: `nats://127.0.0.1:${nats.port}`,
    JETSTREAM_REPLICAS: '3',
    DATABASE_URL: CLUSTER_DATABASE_URL,
    REDIS_URL: CLUSTER_REDIS_URL,
    OUTBOX_DIR,
    MEDIA_DIR: path.join(dir, 'media'),
    REMOTES_FILE,
    REMOTE_RELEASES_DIR: RELEASES_DIR,
    [p.portEnv]: String(port),
    ...(p.name === 'sensor-ingest' ? { SENSOR_INGEST_MQTT_PORT: String(1884 + OFFSETS[r]) } : {}),
    // A process with a metrics port of its own (sensor-ingest): one per replica, like its main port.
    ...(p.metricsPortEnv ? { [p.metricsPortEnv]: String(p.metricsPort + OFFSETS[r]) } : {}),
  };
  const name = `${p.name}-${r}`;
  start(name, process.execPath, [p.script], path.join(root, p.cwd), env);
  const url = `http://127.0.0.1:${port}/health/ready`;
  if (await waitHealthy(url, 60_000)) return { name, port };
  console.error(`✖ ${name} not ready on ${url}; see ${path.relative(root, path.join(logDir, `${name}.log`))}`);
  return { name, port: null };
}

/**
 * --roll [process...]: every replica of each process (default all, the gateways last), one at a
 * time: SIGTERM (it drains), wait for it to exit, start it again, wait until ready, next.
 */
export async function roll(names, log = console.log) {
  const list = processes()
    .filter((p) => !names.length || names.includes(p.name))
    .sort((a, b) => (a.name === 'gateway') - (b.name === 'gateway'));
  for (const p of list) {
    for (const r of REPLICAS) {
      const name = `${p.name}-${r}`;
      const entry = pids().find((x) => x.name === name);
      if (!entry || !alive(entry.pid)) throw new Error(`${name} is not running`);
      const t0 = Date.now();
      process.kill(entry.pid, 'SIGTERM');
      while (alive(entry.pid) && Date.now() - t0 < 30_000) await new Promise((res) => setTimeout(res, 100));
      const drained = Date.now() - t0;
      const { port } = await startReplica(p, r);
      if (!port) throw new Error(`${name} not ready again`);
      log(`✔ ${name}: drained and exited in ${(drained / 1000).toFixed(1)} s, ready again after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
  }
}

/**
 * Starts the whole cluster (see the top of this file) and resolves with the gateways' URLs;
 * throws (after stopping what it started) when a part never becomes ready. `fresh` empties the
 * JetStream stores first (the resilience suite starts from nothing).
 */
export async function startCluster({ fresh = false, log = console.log } = {}) {
  if (pids().some((x) => alive(x.pid))) throw new Error('a cluster is already running (node scripts/cluster.mjs --stop)');
  const missing = processes().filter((p) => !fs.existsSync(path.join(root, p.cwd, p.script)));
  if (missing.length) throw new Error(`not built: ${missing.map((p) => p.name).join(', ')} (npm run build)`);
  ensureInfra();
  if (fresh) for (const n of NATS) fs.rmSync(path.join(dir, n.name), { recursive: true, force: true });
  // A fresh cluster starts from the checked-in remotes; a restarted one keeps what was deployed into it.
  if (fresh || !fs.existsSync(REMOTES_FILE)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(path.join(root, 'deploy/local/remotes.json'), REMOTES_FILE);
  }
  fs.mkdirSync(runDir, { recursive: true });
  fs.mkdirSync(logDir, { recursive: true });

  for (const n of NATS) startNats(n);
  // JetStream has its meta leader once the three have found each other.
  for (const n of NATS) {
    if (!(await waitHealthy(`http://127.0.0.1:${n.monitor}/healthz`, 30_000))) {
      await stop();
      throw new Error(`${n.name} not healthy; see ${path.relative(root, path.join(logDir, `${n.name}.log`))}`);
    }
  }
  log(`✔ NATS cluster: ${NATS.map((n) => n.port).join(', ')}`);

  const started = [];
  // Replica a of every process first (account migrates before the others ask it anything), then b.
  for (const r of REPLICAS) {
    for (const p of processes()) {
      const { name, port } = await startReplica(p, r);
      if (!port) {
        await stop();
        throw new Error(`${name} not ready`);
      }
      started.push(`${name}:${port}`);
    }
  }
  log(`✔ ${started.length} processes: ${started.join(' ')}`);
  return REPLICAS.map((r) => `http://localhost:${portOf(processes().find((p) => p.name === 'gateway'), r)}`);
}

async function main() {
  if (process.argv.includes('--stop')) return stop();
  if (process.argv.includes('--roll')) return roll(process.argv.slice(2).filter((a) => !a.startsWith('--')));
  if (fs.existsSync(pidFile('supervisor')) && alive(Number(fs.readFileSync(pidFile('supervisor'), 'utf8')))) {
    // Its own database and ports, but both on 2 cores would measure nothing.
    console.error('✖ `npm start` is running: `npm stop` first');
    process.exit(1);
  }
  const gateways = await startCluster();
  console.log(`\n稲作 Inasaku (cluster) is running: ${gateways.join(' and ')}\n  logs: ${path.relative(root, logDir)}/ · mails: ${path.relative(root, OUTBOX_DIR)}/ · stop: node scripts/cluster.mjs --stop\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main().catch((e) => {
    console.error(`✖ ${e.message}`);
    process.exit(1);
  });
}
