// Small helpers shared by the start, stop and test scripts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const varDir = (...p) => path.join(root, 'var', ...p);

export function run(cmd, args, { env, ...opts } = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...env } });
  return r.status ?? 1;
}

export function must(cmd, args, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

export const nxEnv = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

/** Install when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(root, 'node_modules/.package-lock.json');
  if (fs.existsSync(marker) && (!fs.existsSync(lock) || fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs)) return;
  console.log('▶ installing dependencies');
  // npm install, not npm ci: it also accepts a lockfile whose optional per-platform entries
  // (swc, nx binaries) were pruned by a workspace-scoped install.
  must('npm', ['install', '--no-audit', '--no-fund']);
}

export function ensureInfra() {
  must('bash', ['deploy/local/ensure-infra.sh']);
}

export function buildAll() {
  console.log('▶ building every project');
  must('npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream-without-prefixes'], { env: nxEnv });
}

export const processes = () => JSON.parse(fs.readFileSync(path.join(root, 'deploy/local/processes.json'), 'utf8'));

export async function waitHealthy(url, ms = 60000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

export function pidFile(name) {
  return varDir('run', `${name}.pid`);
}

export function stopAll() {
  let stopped = 0;
  for (const p of processes().reverse()) {
    const file = pidFile(p.name);
    if (!fs.existsSync(file)) continue;
    const pid = Number(fs.readFileSync(file, 'utf8'));
    try {
      process.kill(pid, 'SIGTERM');
      stopped++;
    } catch {}
    fs.rmSync(file, { force: true });
  }
  return stopped;
}

export { spawn };
