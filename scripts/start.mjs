// `npm start`: install, build, start every service (each migrates its schema before it
// listens) and the gateway, wait until all are healthy, print the URL. A supervisor
// (scripts/supervisor.mjs) keeps them up: a process that exits is restarted with backoff and the
// restart is logged. `npm start -- --detach` leaves the supervisor and the processes running in
// the background (`npm stop` ends them).
import fs from 'node:fs';
import path from 'node:path';
import {
  root, instanceDir, ensureInfra, ensureInstalled, buildAll, processes, pidFile, stopAll, spawn, portFree,
  sessionKeyEnv,
} from './lib.mjs';
import { readyFile, supervise } from './supervisor.mjs';

const detach = process.argv.includes('--detach');
const skipBuild = process.argv.includes('--no-build');

if (process.argv.includes('--supervise')) {
  // The background supervisor that `--detach` starts: everything below was checked by its parent.
  await supervise({ extraEnv: sessionKeyEnv() });
} else {
  await main();
}

async function main() {
  ensureInfra();
  ensureInstalled();
  if (!skipBuild) buildAll();
  const stopped = stopAll();

  const logDir = instanceDir('log');
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
  const url = `http://localhost:${processes().find((p) => p.name === 'gateway').port}`;
  const banner = () =>
    console.log(`\n稲作 Inasaku is running: ${url}\n  sign up at ${url}/signup · mails: npm run outbox · logs: ${path.relative(root, logDir)}/\n`);

  if (!detach) {
    // In the foreground this process is the supervisor; Ctrl-C stops everything.
    await supervise({ extraEnv: keyEnv, onReady: banner });
    return;
  }
  const supervisorLog = path.join(logDir, 'supervisor.log');
  fs.rmSync(readyFile(), { force: true });
  const log = fs.openSync(supervisorLog, 'a');
  // Only this start's lines: the log keeps earlier runs' (read as bytes: it may hold Japanese).
  const logStart = fs.statSync(supervisorLog).size;
  const readLog = () => fs.readFileSync(supervisorLog).subarray(logStart).toString('utf8');
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--supervise'], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.writeFileSync(pidFile('supervisor'), String(child.pid));
  let exited = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const logText = () => readLog().split('\n').slice(-30).join('\n');
  // The supervisor starts the processes one after another, each waited for up to a minute.
  const until = Date.now() + processes().length * 65_000;
  let shown = 0;
  while (!fs.existsSync(readyFile())) {
    // Whole lines only: the supervisor may be writing one.
    const text = readLog();
    const end = text.lastIndexOf('\n') + 1;
    for (const line of text.slice(shown, Math.max(shown, end)).split('\n')) if (/^[✔✖]/.test(line)) console.log(line);
    shown = Math.max(shown, end);
    if (exited !== null || Date.now() > until) {
      console.error(`✖ the system did not start; see ${path.relative(root, supervisorLog)}:\n${logText()}`);
      stopAll();
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  for (const line of readLog().slice(shown).split('\n')) if (/^[✔✖]/.test(line)) console.log(line);
  banner();
  child.unref();
  process.exit(0);
}
