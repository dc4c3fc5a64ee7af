// `npm start`: install, build, start every service (each migrates its schema before it
// listens) and the gateway, wait until all are healthy, print the URL.
// `npm start -- --detach` leaves them running in the background (`npm stop` ends them).
import fs from 'node:fs';
import path from 'node:path';
import {
  root, varDir, ensureInfra, ensureInstalled, buildAll, processes, waitHealthy, pidFile, stopAll, spawn,
} from './lib.mjs';

const detach = process.argv.includes('--detach');
const skipBuild = process.argv.includes('--no-build');

ensureInfra();
ensureInstalled();
if (!skipBuild) buildAll();
if (stopAll()) await new Promise((r) => setTimeout(r, 1000));

fs.mkdirSync(varDir('log'), { recursive: true });
fs.mkdirSync(varDir('run'), { recursive: true });
const children = [];
for (const p of processes()) {
  const log = fs.openSync(varDir('log', `${p.name}.log`), 'a');
  const child = spawn(process.execPath, [p.script], {
    cwd: path.join(root, p.cwd),
    env: { NODE_ENV: 'production', ...process.env },
    stdio: ['ignore', log, log],
    detached: detach,
  });
  fs.writeFileSync(pidFile(p.name), String(child.pid));
  children.push({ ...p, child });
  if (!(await waitHealthy(p.health))) {
    console.error(`✖ ${p.name} did not become healthy; see var/log/${p.name}.log`);
    stopAll();
    process.exit(1);
  }
  console.log(`✔ ${p.name} is up`);
}

const url = `http://localhost:${process.env.GATEWAY_PORT ?? 8080}`;
console.log(`\n稲作 Inasaku is running: ${url}\n  sign up at ${url}/signup · mails: npm run outbox · logs: var/log/\n`);

if (detach) {
  for (const c of children) c.child.unref();
  process.exit(0);
}
const shutdown = () => {
  stopAll();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const c of children) {
  c.child.on('exit', (code) => console.error(`${c.name} exited (${code}); see var/log/${c.name}.log`));
}
