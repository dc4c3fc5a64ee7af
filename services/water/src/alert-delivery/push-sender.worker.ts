import { parentPort, workerData } from 'node:worker_threads';
import { PushHttpClient } from './push-http.client';
import { sendPush, type PushItem, type PushResult } from './push-send';

/** What a sender thread is started with (its share of the requests in flight). */
export interface SenderThreadConfig {
  maxInFlight: number;
  timeoutMs: number;
  extraCaFile?: string;
}
/** ./push-sender.pool to a thread: pushes to send, each with the pool's reference. */
export type SenderJob = { ref: number; item: PushItem }[];
/** A thread to ./push-sender.pool: results of the pushes that ended since its last answer. */
export type SenderAnswer = [ref: number, result: PushResult][];

if (parentPort) {
  const port = parentPort;
  const config = workerData as SenderThreadConfig;
  const http = new PushHttpClient(config.maxInFlight, config.timeoutMs, config.extraCaFile);
  // Results that end in the same turn go back as one message.
  let done: SenderAnswer = [];
  const answer = (ref: number, result: PushResult) => {
    if (!done.length) {
      setImmediate(() => {
        const batch = done;
        done = [];
        port.postMessage(batch);
      });
    }
    done.push([ref, result]);
  };
  port.on('message', (job: SenderJob) => {
    for (const { ref, item } of job) {
      sendPush(http, item).then((r) => answer(ref, r), () => answer(ref, { result: 'retry', detail: 'network' }));
    }
  });
}
