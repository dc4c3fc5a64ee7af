import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect as tcpConnect } from 'node:net';
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
 * Starts a throw-away nats-server with JetStream on a free port. Integration tests use it so
 * that a development stack running on the shared NATS (same subjects, same queue groups) can
 * never answer a test's request or consume its events.
 */
export async function startPrivateNats(binary = process.env.NATS_SERVER_BIN || 'nats-server'): Promise<PrivateNats> {
  const port = await freePort();
  const monitorPort = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'inasaku-nats-'));
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort), '-js', '-sd', storeDir], { stdio: 'ignore' });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (e) => reject(new Error(`cannot start ${binary} (${e.message}); install it or set TEST_NATS_URL`)));
  });
  await Promise.race([waitForPort(port, 10_000), failed]);
  return { url: `nats://127.0.0.1:${port}`, monitorUrl: `http://127.0.0.1:${monitorPort}`, process: child, storeDir };
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = tcpConnect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nats-server did not open port ${port}`);
}
