// CPU time spent per process group while a benchmark runs (Linux /proc), so a latency figure can be
// read as "where did each request's milliseconds go". Groups: the processes of var/run/*.pid, and
// postgres, nats-server and redis-server by name; 'bench' is this process (the load generator).
import fs from 'node:fs';
import path from 'node:path';
import { varDir } from './lib.mjs';

const TICKS_PER_SECOND = 100;

function ticks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

function processGroups(own) {
  const groups = new Map([['bench', [process.pid]]]);
  // A system of its own (scripts/own-system.mjs): its processes and its private nats-server only,
  // not another developer's system running beside it.
  if (own) {
    for (const [name, pids] of Object.entries(own)) groups.set(name, pids.filter(Boolean));
    for (const pid of postgresPids()) groups.set('postgres', [...(groups.get('postgres') ?? []), pid]);
    return groups;
  }
  const runDir = varDir('run');
  for (const file of fs.existsSync(runDir) ? fs.readdirSync(runDir) : []) {
    if (!file.endsWith('.pid')) continue;
    const pid = Number(fs.readFileSync(path.join(runDir, file), 'utf8'));
    groups.set(file.replace(/\.pid$/, ''), [pid]);
  }
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    let name;
    try {
      name = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    for (const wanted of ['postgres', 'nats-server', 'redis-server']) {
      if (name === wanted) groups.set(wanted, [...(groups.get(wanted) ?? []), Number(pid)]);
    }
  }
  return groups;
}

function postgresPids() {
  return fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p)).map(Number).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });
}

/** Ticks per process id, per group. */
function sample(groups) {
  return new Map([...groups].map(([name, pids]) => [name, new Map(pids.map((pid) => [pid, ticks(pid)]))]));
}

/**
 * Starts counting; `stop(requests)` returns CPU milliseconds per request for each group that used any.
 * `own`: group name -> process ids of a system of one's own (else var/run/*.pid and the shared servers).
 */
export function startCpuMeter(own) {
  const groups = processGroups(own);
  const before = sample(groups);
  return {
    stop(requests) {
      // Processes started meanwhile (a new database connection) count from zero.
      const after = sample(processGroups(own));
      const perRequest = {};
      for (const [name, pids] of after) {
        // A process that ended meanwhile (an idle database connection closed) is not counted.
        let used = 0;
        for (const [pid, t] of pids) if (t) used += t - (before.get(name)?.get(pid) ?? 0);
        const ms = (used * 1000) / TICKS_PER_SECOND;
        if (ms > 0) perRequest[name] = Number((ms / Math.max(1, requests)).toFixed(2));
      }
      return perRequest;
    },
  };
}

/**
 * Resolves once the counted processes (the load generator aside) used under `share` of one core
 * over a `windowMs` window, or after `maxMs`: a case must not be measured while the services still
 * work through what the case before left queued (requests the gateway had already answered with
 * a 504). Answers the milliseconds waited.
 */
export async function waitQuiet(own, { windowMs = 500, share = 0.1, maxMs = 60_000 } = {}) {
  const started = Date.now();
  for (;;) {
    const groups = processGroups(own);
    groups.delete('bench');
    // shared with every other system on the machine (the nats-server too, unless a private one)
    groups.delete('postgres');
    groups.delete('redis-server');
    if (!own) groups.delete('nats-server');
    const before = sample(groups);
    await new Promise((r) => setTimeout(r, windowMs));
    const after = sample(groups);
    let used = 0;
    for (const [name, pids] of after) for (const [pid, t] of pids) if (t) used += t - (before.get(name)?.get(pid) ?? t);
    const busy = (used * 1000) / TICKS_PER_SECOND / windowMs;
    if (busy < share || Date.now() - started >= maxMs) return Date.now() - started;
  }
}
