// `npm start`: install, build, start every service (each migrates its schema before it
// listens) and the gateway, wait until all are healthy, print the URL.
// `npm start -- --detach` leaves them running in the background (`npm stop` ends them).
import fs from 'node:fs';
import path from 'node:path';
import {
  root, instanceDir, ensureInfra, ensureInstalled, buildAll, processes, waitHealthy, pidFile, stopAll, spawn, portFree,
  sessionKeyEnv,
} from './lib.mjs';

const detach = process.argv.includes('--detach');
const skipBuild = process.argv.includes('--no-build');

ensureInfra();
ensureInstalled();
if (!skipBuild) buildAll();
const stopped = stopAll();

const logDir = instanceDir('log');
const logName = (name) => path.relative(root, path.join(logDir, `${name}.log`));
fs.mkdirSync(logDir, { recursive: true });
fs.mkdirSync(instanceDir('run'), { recursive: true });

// Another system (say, one started from another checkout) on our ports would answer the health
// checks in place of the processes started here: refuse rather than report it as ours.
// Processes just stopped get a few seconds to let their ports go.
const taken = [];
for (const p of processes()) {
  for (let wait = stopped ? 40 : 0; wait > 0 && !(await portFree(p.port)); wait--) await new Promise((r) => setTimeout(r, 250));
  if (!(await portFree(p.port))) taken.push(`${p.name} (${p.port}, ${p.portEnv})`);
}
if (taken.length) {
  console.error(`✖ already in use: ${taken.join(', ')}. Stop whatever listens there (\`npm stop\` in the checkout that started it) or set those variables to other ports.`);
  process.exit(1);
}

// The access tokens' keys: configured, or created under var/ on first start.
const keyEnv = sessionKeyEnv();
const children = [];
for (const p of processes()) {
  const log = fs.openSync(path.join(logDir, `${p.name}.log`), 'a');
  const child = spawn(process.execPath, [p.script], {
    cwd: path.join(root, p.cwd),
    env: { NODE_ENV: 'production', ...process.env, ...keyEnv[p.name] },
    stdio: ['ignore', log, log],
    detached: detach,
  });
  fs.writeFileSync(pidFile(p.name), String(child.pid));
  children.push({ ...p, child });
  if (!(await waitHealthy(p.health)) || child.exitCode !== null) {
    console.error(`✖ ${p.name} did not become healthy; see ${logName(p.name)}`);
    stopAll();
    process.exit(1);
  }
  console.log(`✔ ${p.name} is up`);
}

const url = `http://localhost:${processes().find((p) => p.name === 'gateway').port}`;
console.log(`\n稲作 Inasaku is running: ${url}\n  sign up at ${url}/signup · mails: npm run outbox · logs: ${path.relative(root, logDir)}/\n`);

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
  c.child.on('exit', (code) => console.error(`${c.name} exited (${code}); see ${logName(c.name)}`));
}
