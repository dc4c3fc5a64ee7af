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

function processGroups() {
  const groups = new Map([['bench', [process.pid]]]);
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

/** Ticks per process id, per group. */
function sample(groups) {
  return new Map([...groups].map(([name, pids]) => [name, new Map(pids.map((pid) => [pid, ticks(pid)]))]));
}

/** Starts counting; `stop(requests)` returns CPU milliseconds per request for each group that used any. */
export function startCpuMeter() {
  const groups = processGroups();
  const before = sample(groups);
  return {
    stop(requests) {
      // Processes started meanwhile (a new database connection) count from zero.
      const after = sample(processGroups());
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
