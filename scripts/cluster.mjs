// `node scripts/cluster.mjs`: the clustered local mode (issue 15), started in the background from
// the builds of `npm run build`: three nats-server nodes in one cluster with JetStream (streams the
// services create keep 3 copies, JETSTREAM_REPLICAS=3), two replicas of every service in their NATS
// queue groups (replica a on node 1, replica b on node 2: each learns the other nodes from its
// server and fails over to them), and two gateways on two ports. `node scripts/cluster.mjs --stop`
// ends it; `--roll [process...]` restarts every replica one at a time, each drained and waited for. PostgreSQL and Redis are the local ones of `npm start`, which must not run meanwhile.
// Not supervised: a process that dies stays down (that is what a resilience test wants to see).
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root, varDir, ensureInfra, processes, pidFile, sessionKeyEnv, waitHealthy } from './lib.mjs';

const dir = varDir('cluster');
const runDir = path.join(dir, 'run');
const logDir = path.join(dir, 'log');
const NATS = [0, 1, 2].map((i) => ({ name: `nats-${i + 1}`, port: 14222 + i, cluster: 16222 + i, monitor: 18222 + i }));
const REPLICAS = ['a', 'b'];
/**
 * Replica a adds 1000 to each port of deploy/local/processes.json, replica b 1100 (gateway 8080 →
 * 9080 and 9180; not 10080, a port fetch() refuses).
 */
const OFFSETS = { a: 1000, b: 1100 };
const portOf = (p, r) => p.port + OFFSETS[r];

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const pids = () =>
  fs.existsSync(runDir) ? fs.readdirSync(runDir).map((f) => ({ name: f.replace(/\.pid$/, ''), pid: Number(fs.readFileSync(path.join(runDir, f), 'utf8')) })) : [];

function stop() {
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

/** Starts replica `r` of process `p` and waits until it is ready; port null when it never is. */
async function startReplica(p, r) {
  const port = portOf(p, r);
  const nats = NATS[REPLICAS.indexOf(r)];
  const env = {
    NODE_ENV: 'production',
    ...sessionKeyEnv()[p.name],
    NATS_URL: `nats://127.0.0.1:${nats.port}`,
    JETSTREAM_REPLICAS: '3',
    [p.portEnv]: String(port),
    ...(p.name === 'sensor-ingest' ? { SENSOR_INGEST_MQTT_PORT: String(1884 + OFFSETS[r]) } : {}),
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
async function roll(names) {
  const list = processes()
    .filter((p) => !names.length || names.includes(p.name))
    .sort((a, b) => (a.name === 'gateway') - (b.name === 'gateway'));
  for (const p of list) {
    for (const r of REPLICAS) {
      const name = `${p.name}-${r}`;
      const entry = pids().find((x) => x.name === name);
      if (!entry || !alive(entry.pid)) {
        console.error(`✖ ${name} is not running`);
        process.exit(1);
      }
      const t0 = Date.now();
      process.kill(entry.pid, 'SIGTERM');
      while (alive(entry.pid) && Date.now() - t0 < 30_000) await new Promise((res) => setTimeout(res, 100));
      const drained = Date.now() - t0;
      const { port } = await startReplica(p, r);
      if (!port) process.exit(1);
      console.log(`✔ ${name}: drained and exited in ${(drained / 1000).toFixed(1)} s, ready again after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
  }
}

async function main() {
  if (process.argv.includes('--stop')) return stop();
  if (process.argv.includes('--roll')) return roll(process.argv.slice(2).filter((a) => !a.startsWith('--')));
  if (pids().some((x) => alive(x.pid))) {
    console.error('✖ a cluster is already running (node scripts/cluster.mjs --stop)');
    process.exit(1);
  }
  if (fs.existsSync(pidFile('supervisor')) && alive(Number(fs.readFileSync(pidFile('supervisor'), 'utf8')))) {
    console.error('✖ `npm start` is running on the same database: `npm stop` first');
    process.exit(1);
  }
  const missing = processes().filter((p) => !fs.existsSync(path.join(root, p.cwd, p.script)));
  if (missing.length) {
    console.error(`✖ not built: ${missing.map((p) => p.name).join(', ')} (npm run build)`);
    process.exit(1);
  }
  ensureInfra();
  fs.mkdirSync(runDir, { recursive: true });
  fs.mkdirSync(logDir, { recursive: true });

  const natsBin = fs.existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';
  const routes = NATS.map((n) => `nats://127.0.0.1:${n.cluster}`).join(',');
  for (const n of NATS) {
    const store = path.join(dir, n.name);
    fs.mkdirSync(store, { recursive: true });
    start(n.name, natsBin, [
      '-a', '127.0.0.1', '-p', String(n.port), '-m', String(n.monitor), '-n', n.name, '-js', '-sd', store,
      '--cluster_name', 'inasaku', '--cluster', `nats://127.0.0.1:${n.cluster}`, '--routes', routes,
    ], root, {});
  }
  // JetStream has its meta leader once the three have found each other.
  for (const n of NATS) {
    if (!(await waitHealthy(`http://127.0.0.1:${n.monitor}/healthz`, 30_000))) {
      console.error(`✖ ${n.name} not healthy; see ${path.relative(root, path.join(logDir, `${n.name}.log`))}`);
      await stop();
      process.exit(1);
    }
  }
  console.log(`✔ NATS cluster: ${NATS.map((n) => n.port).join(', ')}`);

  const started = [];
  // Replica a of every process first (account migrates before the others ask it anything), then b.
  for (const r of REPLICAS) {
    for (const p of processes()) {
      const { name, port } = await startReplica(p, r);
      if (!port) {
        await stop();
        process.exit(1);
      }
      started.push(`${name}:${port}`);
    }
  }
  console.log(`✔ ${started.length} processes: ${started.join(' ')}`);
  const gateways = REPLICAS.map((r) => `http://localhost:${portOf(processes().find((p) => p.name === 'gateway'), r)}`);
  console.log(`\n稲作 Inasaku (cluster) is running: ${gateways.join(' and ')}\n  logs: ${path.relative(root, logDir)}/ · stop: node scripts/cluster.mjs --stop\n`);
}

await main();
