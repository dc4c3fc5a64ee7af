import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SendOutcome } from '../line/line.client';
import { PushHttpClient } from './push-http.client';
import { sendPush, type PushItem, type PushResult } from './push-send';
import type { SenderAnswer, SenderJob, SenderThreadConfig } from './push-sender.worker';

/** A push not answered by its thread in this time over the request timeout (a thread that died unseen) is a retry. */
const ANSWER_GRACE_MS = 30_000;

interface Thread {
  worker: Worker;
  waiting: Map<number, (r: PushResult) => void>;
}

/**
 * Web Push encryption and requests on worker threads. A burst (ten thousand pushes after an
 * hourly judgement) is CPU-bound: the ECDH of each message and the HTTP/2 client took a core
 * between them while the other stood idle, and they slowed the service's own thread (the
 * database, the bus) down. The threads take both; the caller keeps the concurrency bound (it
 * sends a push when one ends), each thread's connections take its share of it. Pushes asked for
 * in the same turn of the event loop go as one message, to the thread with the fewest in hand.
 * With `threads` 0 everything runs on the calling thread.
 */
export class PushSenderPool {
  private readonly threads: Thread[] = [];
  private readonly local: PushHttpClient | null;
  private queue: { item: PushItem; resolve: (r: PushResult) => void }[] = [];
  private nextRef = 1;
  private closed = false;

  constructor(private readonly size: number, private readonly config: SenderThreadConfig) {
    this.local = size === 0 ? new PushHttpClient(config.maxInFlight, config.timeoutMs, config.extraCaFile) : null;
  }

  send(item: PushItem): Promise<PushResult> {
    if (this.local) return sendPush(this.local, item);
    if (this.closed) return Promise.resolve({ result: 'retry', detail: 'shutting down' } satisfies SendOutcome);
    return new Promise((resolve) => {
      if (!this.queue.length) setImmediate(() => this.flush());
      this.queue.push({ item, resolve });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.local?.close();
    await Promise.all(this.threads.splice(0).map((t) => t.worker.terminate()));
  }

  private flush(): void {
    const queue = this.queue;
    this.queue = [];
    if (this.closed) {
      for (const q of queue) q.resolve({ result: 'retry', detail: 'shutting down' });
      return;
    }
    // Spread over the threads: each gets a share in proportion to the room it has.
    const perThread = Math.ceil(queue.length / this.size);
    for (let i = 0; i < queue.length; i += perThread) this.post(queue.slice(i, i + perThread));
  }

  private post(part: { item: PushItem; resolve: (r: PushResult) => void }[]): void {
    const thread = this.leastBusy();
    const job: SenderJob = part.map(({ item, resolve }) => {
      const ref = this.nextRef++;
      thread.waiting.set(ref, resolve);
      setTimeout(() => {
        if (thread.waiting.delete(ref)) {
          resolve({ result: 'retry', detail: 'timeout' });
          // Alive threads answer every push within the request timeout: this one is stuck.
          void thread.worker.terminate();
        }
      }, this.config.timeoutMs + ANSWER_GRACE_MS).unref();
      return { ref, item };
    });
    thread.worker.postMessage(job);
  }

  private leastBusy(): Thread {
    if (this.threads.length < this.size) return this.start();
    return this.threads.reduce((a, b) => (b.waiting.size < a.waiting.size ? b : a));
  }

  private start(): Thread {
    const worker = startWorker({ ...this.config, maxInFlight: Math.max(1, Math.ceil(this.config.maxInFlight / this.size)) });
    // Never what keeps the process alive: the pool is idle between bursts.
    worker.unref();
    const thread: Thread = { worker, waiting: new Map() };
    worker.on('message', (answer: SenderAnswer) => {
      for (const [ref, result] of answer) {
        const resolve = thread.waiting.get(ref);
        thread.waiting.delete(ref);
        resolve?.(result);
      }
    });
    // A thread that dies: what it held is retried later (the sender's backoff); the next push starts another.
    const fail = () => {
      const i = this.threads.indexOf(thread);
      if (i >= 0) this.threads.splice(i, 1);
      for (const resolve of thread.waiting.values()) resolve({ result: 'retry', detail: 'sender thread ended' });
      thread.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    this.threads.push(thread);
    return thread;
  }
}

/**
 * The built service runs the compiled worker; under jest the sources are TypeScript, compiled on
 * load with swc (a test dependency) as the tests' push stub process does.
 */
function startWorker(config: SenderThreadConfig): Worker {
  const file = path.join(__dirname, `push-sender.worker${path.extname(__filename)}`);
  if (!file.endsWith('.ts')) return new Worker(file, { workerData: config });
  const bootstrap = `
    const fs = require('node:fs');
    const { transformSync } = require('@swc/core');
    require.extensions['.ts'] = (module, filename) => {
      const options = { filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } };
      module._compile(transformSync(fs.readFileSync(filename, 'utf8'), options).code, filename);
    };
    require(${JSON.stringify(file)});`;
  return new Worker(bootstrap, { eval: true, workerData: config });
}
