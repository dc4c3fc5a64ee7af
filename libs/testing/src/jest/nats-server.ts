import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PrivateNats {
  url: string;
  /** The server's HTTP monitoring endpoint (connz: who is still connected). */
  monitorUrl: string;
  process: ChildProcess;
  storeDir: string;
}

/**
 * Starts a throw-away nats-server with JetStream on ports it picks itself. Integration tests use
 * it so that a development stack running on the shared NATS (same subjects, same queue groups)
 * can never answer a test's request or consume its events. The server binds free ports itself
 * (-1) and writes them to a ports file: ports found free here and handed to it later could be
 * taken meanwhile by another lane's server, whose clients this suite would then share until that
 * server stopped (seen in CI as CONNECTION_REFUSED in the middle of a suite).
 */
export async function startPrivateNats(binary = process.env.NATS_SERVER_BIN || 'nats-server'): Promise<PrivateNats> {
  const storeDir = mkdtempSync(join(tmpdir(), 'inasaku-nats-'));
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', '-1', '-m', '-1', '-js', '-sd', storeDir, '--ports_file_dir', storeDir], { stdio: 'ignore' });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (e) => reject(new Error(`cannot start ${binary} (${e.message}); install it or set TEST_NATS_URL`)));
    child.once('exit', (code) => reject(new Error(`${binary} exited (${code}) before it was ready`)));
  });
  failed.catch(() => undefined);
  try {
    const ports = await Promise.race([portsFile(storeDir, child, 10_000), failed]);
    return { url: ports.nats, monitorUrl: ports.monitoring, process: child, storeDir };
  } catch (e) {
    child.kill('SIGKILL');
    rmSync(storeDir, { recursive: true, force: true });
    throw e;
  }
}

/** The client and monitoring URLs the server wrote once it listened (`<binary>_<pid>.ports`). */
async function portsFile(dir: string, child: ChildProcess, timeoutMs: number): Promise<{ nats: string; monitoring: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const name = readdirSync(dir).find((f) => f.endsWith(`_${child.pid}.ports`));
    if (name) {
      const text = readFileSync(join(dir, name), 'utf8');
      // Written whole once the server is ready; a read that catches it being written tries again.
      try {
        const ports = JSON.parse(text) as { nats?: string[]; monitoring?: string[] };
        if (ports.nats?.[0] && ports.monitoring?.[0]) return { nats: ports.nats[0], monitoring: ports.monitoring[0] };
      } catch {
        // not complete yet
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nats-server wrote no ports file within ${timeoutMs} ms`);
}

/**
 * The names of the clients still connected: after a suite, each is a connection a test or a service
 * did not close. Its client reconnects for ever once the server stops (the services never give up),
 * and that timer alone keeps jest from exiting. The server drops a closed client's entry a moment
 * after the client has closed: a connection counts as left open only if it is still there after `graceMs`.
 */
export async function openConnections(nats: PrivateNats, graceMs = 3_000): Promise<string[]> {
  const deadline = Date.now() + graceMs;
  for (;;) {
    const names = await connectionNames(nats);
    if (names.length === 0 || Date.now() >= deadline) return names;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function connectionNames(nats: PrivateNats): Promise<string[]> {
  const res = await fetch(`${nats.monitorUrl}/connz?limit=1024`, { signal: AbortSignal.timeout(2_000) });
  const { connections = [] } = (await res.json()) as { connections?: { name?: string; cid: number }[] };
  return connections.map((c) => c.name || `cid ${c.cid}`);
}

export async function stopPrivateNats(nats: PrivateNats): Promise<void> {
  if (nats.process.exitCode === null) {
    const exited = new Promise((resolve) => nats.process.once('exit', resolve));
    nats.process.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 5_000)))]);
    clearTimeout(timer);
  }
  rmSync(nats.storeDir, { recursive: true, force: true });
}
