// The supervisor of `npm start`: starts every process of
// deploy/local/processes.json in order, waits until each is healthy, and from then on restarts a
// process that exits (a crash, an out-of-memory kill, anything but `npm stop`) with backoff:
// 1 s, 2 s, 4 s … up to 30 s, back to 1 s once a process has stayed up for a minute. Every
// restart is logged, in the supervisor's log and in the process's own log, so that a farm office
// server does not stay half-working until someone notices.
//
// To keep one process stopped on purpose (maintenance), create `run/<name>.hold` in the
// instance's var directory before stopping it; the supervisor starts it again when the file is
// removed.
import fs from 'node:fs';
import path from 'node:path';
import { root, instanceDir, processes, waitHealthy, pidFile, spawn } from './lib.mjs';

export const MIN_BACKOFF_MS = 1000;
export const MAX_BACKOFF_MS = 30_000;
/** A process up this long counts as recovered: its next crash starts the backoff again at 1 s. */
export const STABLE_AFTER_MS = 60_000;

export const holdFile = (name) => instanceDir('run', `${name}.hold`);
export const readyFile = () => instanceDir('run', 'supervisor.ready');

/** The delay before restart number `failures` (1, 2, …) in a row. */
export function backoffMs(failures) {
  return Math.min(MAX_BACKOFF_MS, MIN_BACKOFF_MS * 2 ** Math.max(0, failures - 1));
}

const stamp = () => new Date().toISOString();

/**
 * V8 flags of every service process. Node's default young generation reserves
 * two 16 MB semi-spaces, about a quarter of an idle service's resident memory, and a burst of
 * requests keeps it grown; 2 MB semi-spaces cost a few more (short) scavenges under load. A
 * process entry's own `nodeArgs` (deploy/local/processes.json) replaces these: sensor-ingest keeps
 * 16 MB, because it allocates a parsed device batch per request and with 2 MB its scavenges took a
 * third of its CPU under load (9.3 against 6.2 ms per 1,000 readings, bench-ingest back to back).
 *
 * `--heap-growing-percent=50`: the next full collection comes once the old generation is half as
 * large again as what the last one kept, not up to several times as large (V8's own factor for a
 * heap that collects fast). With small semi-spaces a burst of requests promotes their short-lived
 * objects, so the gateway's heap filled with garbage to 130 MB at the end of bench-cpu's load (48 MB
 * after a collection) and its RSS stayed at 190-204 MB; with it 140 MB (the whole run's peak 177
 * against 259-262), works 123 against 127-151.
 */
export const NODE_ARGS = ['--max-semi-space-size=2', '--heap-growing-percent=50'];

/**
 * glibc's malloc raises its mmap threshold to the size of each large block freed, so blocks of
 * a few MB come from per-thread arenas afterwards and stay resident once freed: the account
 * service's scrypt (16 MB a password hash, on libuv's four threads) kept ~65 MB after a few
 * sign-ins. A fixed threshold keeps blocks of 1 MB and more mapped and returned when freed.
 * MALLOC_ARENA_MAX=2: the gateway's compression streams and socket buffers, allocated on libuv's
 * threads and the main one, otherwise spread over up to 8 arenas per core that each keep their
 * freed pages (its native memory after bench-cpu: 96 MB by default, 81 MB with two arenas).
 */
export const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '1048576', MALLOC_ARENA_MAX: '2' };

/**
 * Runs the processes until SIGTERM/SIGINT. `extraEnv[name]` is added to that process's
 * environment (the session keys). Resolves once every process is healthy; exits the process
 * (code 1) if one never becomes healthy at start.
 */
export async function supervise({ extraEnv = {}, onReady = () => undefined } = {}) {
  const logDir = instanceDir('log');
  const logName = (name) => path.relative(root, path.join(logDir, `${name}.log`));
  fs.mkdirSync(logDir, { recursive: true });
  fs.mkdirSync(instanceDir('run'), { recursive: true });
  fs.rmSync(readyFile(), { force: true });
  // `npm stop` ends the supervisor first (lib.mjs stopAll).
  fs.writeFileSync(pidFile('supervisor'), String(process.pid));

  let stopping = false;
  const running = new Map();
  const say = (line) => console.log(`${stamp()} [supervisor] ${line}`);
  const logTo = (name, line) => {
    try {
      fs.appendFileSync(path.join(logDir, `${name}.log`), `${stamp()} [supervisor] ${line}\n`);
    } catch {}
  };

  const start = (p) => {
    const log = fs.openSync(path.join(logDir, `${p.name}.log`), 'a');
    const child = spawn(process.execPath, [...(p.nodeArgs ?? NODE_ARGS), p.script], {
      cwd: path.join(root, p.cwd),
      env: { NODE_ENV: 'production', ...MALLOC_ENV, ...process.env, ...extraEnv[p.name] },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    fs.writeFileSync(pidFile(p.name), String(child.pid));
    const entry = running.get(p.name) ?? { failures: 0 };
    Object.assign(entry, { child, startedAt: Date.now(), p });
    running.set(p.name, entry);
    child.on('exit', (code, signal) => onExit(entry, code, signal));
    return child;
  };

  const onExit = (entry, code, signal) => {
    if (stopping) return;
    const { p } = entry;
    const upMs = Date.now() - entry.startedAt;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    const held = fs.existsSync(holdFile(p.name));
    if (upMs >= STABLE_AFTER_MS) entry.failures = 0;
    // A stop on purpose (held) is no failure.
    if (!held) entry.failures += 1;
    const delay = backoffMs(entry.failures);
    const line = held
      ? `${p.name} exited (${how}) after ${Math.round(upMs / 1000)} s; held by ${path.relative(root, holdFile(p.name))}, started again when it is removed`
      : `${p.name} exited (${how}) after ${Math.round(upMs / 1000)} s; restarting in ${delay / 1000} s (restart ${entry.failures} in a row)`;
    say(line);
    logTo(p.name, line);
    const again = () => {
      if (stopping) return;
      if (fs.existsSync(holdFile(p.name))) {
        setTimeout(again, 1000);
        return;
      }
      const child = start(p);
      const started = `${p.name} restarted (pid ${child.pid})`;
      say(started);
      logTo(p.name, started);
    };
    setTimeout(again, held ? 1000 : delay);
  };

  const shutdown = (exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    say('stopping every process');
    const children = [...running.values()].map((e) => e.child).filter((c) => c.exitCode === null && c.signalCode === null);
    for (const c of children) {
      try {
        c.kill('SIGTERM');
      } catch {}
    }
    // Give them time to close their connections, then leave.
    const deadline = Date.now() + 10_000;
    const wait = () => {
      if (children.every((c) => c.exitCode !== null || c.signalCode !== null) || Date.now() > deadline) {
        for (const p of processes()) fs.rmSync(pidFile(p.name), { force: true });
        fs.rmSync(pidFile('supervisor'), { force: true });
        fs.rmSync(readyFile(), { force: true });
        process.exit(exitCode);
      }
      setTimeout(wait, 100);
    };
    wait();
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));

  for (const p of processes()) {
    const child = start(p);
    if (!(await waitHealthy(p.health)) || child.exitCode !== null) {
      console.error(`✖ ${p.name} did not become healthy; see ${logName(p.name)}`);
      shutdown(1);
      return new Promise(() => undefined);
    }
    console.log(`✔ ${p.name} is up`);
  }
  fs.writeFileSync(readyFile(), stamp());
  onReady();
}
