import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface RemoteStubState {
  total: number;
  kept: number;
  lastRequestAt: number;
  problems: { endpoint: string; problem: string }[];
  httpVersions: Record<string, number>;
  cpuMs: number;
}

/** The push service stub in a child process (./push-service-stub.process.ts), driven over its control API. */
export class RemotePushStub {
  private constructor(private readonly child: ChildProcess, readonly origin: string, readonly caFile: string, private readonly control: string) {}

  static async start(): Promise<RemotePushStub> {
    const child = spawn(process.execPath, [path.join(__dirname, 'push-service-stub.main.js')], { stdio: ['ignore', 'pipe', 'inherit'] });
    const line = await new Promise<string>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`push stub exited (${code})`)));
      createInterface({ input: child.stdout! }).once('line', resolve);
    });
    child.removeAllListeners('exit');
    const { origin, caFile, control } = JSON.parse(line) as { origin: string; caFile: string; control: string };
    return new RemotePushStub(child, origin, caFile, control);
  }

  /** A connection per call: a kept-alive one may be closed by the stub just as it is reused. */
  private call<T>(method: 'GET' | 'POST', p: string, body?: unknown): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const req = http.request(`${this.control}${p}`, { method, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) reject(new Error(`push stub ${p}: ${res.statusCode} ${text}`));
          else resolve(JSON.parse(text) as T);
        });
      });
      req.on('error', reject);
      req.end(body ? JSON.stringify(body) : undefined);
    });
  }

  subscribe(count: number): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }[]> {
    return this.call('POST', '/subscriptions', { count });
  }

  mode(m: { lazy?: boolean; expectedPublicKey?: string | null; answerAfterMs?: number }): Promise<unknown> {
    return this.call('POST', '/mode', m);
  }

  state(): Promise<RemoteStubState> {
    return this.call('GET', '/state');
  }

  decryptKept(step: number): Promise<{ checked: number; failed: number; sample: Record<string, unknown> | null }> {
    return this.call('POST', '/decrypt-kept', { step });
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.kill('SIGTERM');
    await exited;
  }
}
