// Small helpers shared by the start, stop and test scripts.
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
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

/**
 * Where one running system keeps its pid files and logs: `var/run`, `var/log` for the system
 * `npm start` runs; `var/<INASAKU_INSTANCE>/…` for another one beside it (the browser tests run
 * theirs as `e2e`, so a developer's running system is neither used nor stopped by them).
 */
export const instanceDir = (...p) => (process.env.INASAKU_INSTANCE ? varDir(process.env.INASAKU_INSTANCE, ...p) : varDir(...p));

/** The processes of deploy/local/processes.json, each with the port it listens on (its env variable wins). */
export const processes = () =>
  JSON.parse(fs.readFileSync(path.join(root, 'deploy/local/processes.json'), 'utf8')).map((p) => {
    const port = Number(process.env[p.portEnv] || p.port);
    return { ...p, port, health: `http://127.0.0.1:${port}/health/ready` };
  });

/** True when nothing listens on 127.0.0.1:`port`. */
export function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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
  return instanceDir('run', `${name}.pid`);
}

export function stopAll() {
  let stopped = 0;
  // The supervisor (scripts/supervisor.mjs) first, so that it does not restart what is stopped next.
  const supervisor = pidFile('supervisor');
  if (fs.existsSync(supervisor)) {
    try {
      process.kill(Number(fs.readFileSync(supervisor, 'utf8')), 'SIGTERM');
    } catch {}
    fs.rmSync(supervisor, { force: true });
  }
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

/**
 * The access tokens' key pair: the account service signs with the private key, the
 * gateway verifies with the public key. Unless one is configured (JWT_PRIVATE_KEY[_FILE] and
 * JWT_PUBLIC_KEY[_FILE]), a pair is created on first start under var/keys (var/<instance>/keys
 * for the browser tests' system), private key readable by its owner only; var/ is never committed.
 * Answers the extra environment of each process by name: only the account service gets the
 * private key.
 */
export function sessionKeyEnv() {
  const names = ['JWT_PRIVATE_KEY', 'JWT_PRIVATE_KEY_FILE', 'JWT_PUBLIC_KEY', 'JWT_PUBLIC_KEY_FILE'];
  const water = deliveryKeyEnv();
  if (names.some((n) => process.env[n])) return { water };
  const dir = instanceDir('keys');
  const privateFile = path.join(dir, 'session-private.pem');
  const publicFile = path.join(dir, 'session-public.pem');
  if (!fs.existsSync(privateFile) || !fs.existsSync(publicFile)) {
    const pair = generateKeyPairSync('ec', {
      namedCurve: 'prime256v1',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(privateFile, pair.privateKey, { mode: 0o600 });
    fs.writeFileSync(publicFile, pair.publicKey, { mode: 0o644 });
    console.log(`▶ created the session key pair (ES256) in ${path.relative(root, dir)}/`);
  }
  return { account: { JWT_PRIVATE_KEY_FILE: privateFile }, gateway: { JWT_PUBLIC_KEY_FILE: publicFile }, water };
}

/**
 * The water service's alert-delivery keys, made like the session keys on first start unless
 * configured: the VAPID pair that signs Web Push (a browser's subscription is bound to its public
 * key, so it must outlive restarts) and the 32-byte key that encrypts LINE channel tokens.
 */
export function deliveryKeyEnv() {
  const dir = instanceDir('keys');
  const out = {};
  if (!process.env.VAPID_PRIVATE_KEY && !process.env.VAPID_PRIVATE_KEY_FILE) {
    const file = path.join(dir, 'vapid-private.pem');
    if (!fs.existsSync(file)) {
      const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      fs.writeFileSync(file, pair.privateKey, { mode: 0o600 });
      console.log(`▶ created the Web Push VAPID key pair (P-256) in ${path.relative(root, dir)}/`);
    }
    out.VAPID_PRIVATE_KEY_FILE = file;
  }
  if (!process.env.LINE_TOKEN_KEY && !process.env.LINE_TOKEN_KEY_FILE) {
    const file = path.join(dir, 'line-token.key');
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
      console.log(`▶ created the LINE token encryption key in ${path.relative(root, dir)}/`);
    }
    out.LINE_TOKEN_KEY_FILE = file;
  }
  return out;
}

export { spawn };
