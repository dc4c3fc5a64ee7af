// `npm run roll [-- <process>...]`: restarts the processes of a running system (`npm start`) one at a
// time: SIGTERM to the process (it drains: leaves its NATS queue group, answers what it holds,
// closes), the supervisor starts it again, and the next one waits until the new one is ready
// (/health/ready) — the local counterpart of `kubectl rollout restart` (deploy/k8s). With one
// process per service, as `npm start` runs them, requests to a service wait or fail while its one
// process restarts; with two replicas (Kubernetes) the other replica serves them.
import fs from 'node:fs';
import { pidFile, processes, waitHealthy } from './lib.mjs';

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const all = processes();
const unknown = wanted.filter((w) => !all.some((p) => p.name === w));
if (unknown.length) {
  console.error(`✖ unknown: ${unknown.join(', ')} (known: ${all.map((p) => p.name).join(', ')})`);
  process.exit(2);
}
// The gateway last: the services it forwards to are back before it goes.
const order = (wanted.length ? all.filter((p) => wanted.includes(p.name)) : all).sort((a, b) => (a.name === 'gateway') - (b.name === 'gateway'));

const readPid = (name) => {
  try {
    return Number(fs.readFileSync(pidFile(name), 'utf8'));
  } catch {
    return null;
  }
};
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!fs.existsSync(pidFile('supervisor')) || !alive(readPid('supervisor'))) {
  console.error('✖ no running system here (start it with `npm start -- --detach`)');
  process.exit(1);
}

for (const p of order) {
  const old = readPid(p.name);
  if (!old || !alive(old)) {
    console.error(`✖ ${p.name}: not running`);
    process.exit(1);
  }
  const started = Date.now();
  process.kill(old, 'SIGTERM');
  // The supervisor writes the new pid once it has started the process again.
  let fresh = null;
  while (Date.now() - started < 60_000) {
    const pid = readPid(p.name);
    if (pid && pid !== old && alive(pid)) {
      fresh = pid;
      break;
    }
    await sleep(200);
  }
  const exitedAfter = Date.now() - started;
  if (!fresh || !(await waitHealthy(p.health, 60_000))) {
    console.error(`✖ ${p.name}: not ready again within a minute (see var/log/${p.name}.log); stopping the roll`);
    process.exit(1);
  }
  console.log(`✔ ${p.name}: pid ${old} → ${fresh}, replaced in ${(exitedAfter / 1000).toFixed(1)} s, ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log(`rolled ${order.length} process(es)`);
