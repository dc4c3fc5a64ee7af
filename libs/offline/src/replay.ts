import type { OfflineDatabase, OutboxItem } from './db';
import { sendItem } from './outbox';
import { gatewayTransport, type OutboxTransport } from './transport';

export interface ReplayReport {
  sent: number;
  failed: number;
  /** still waiting: the network went away again */
  pending: number;
}

const running = new Map<string, Promise<ReplayReport>>();

/** Sends are in order of entry, a few at a time (a farmer's 200 records go in seconds, not minutes). */
const PARALLEL = 4;

/**
 * Sends every waiting item once: when the connection returns, at start and when the user asks.
 * One replay per database at a time (across tabs and bundles through the Web Locks API where the
 * browser has it). The session is checked first, so an access token that expired while offline
 * is refreshed once instead of by every request.
 */
export function replayOutbox(db: OfflineDatabase, transport: OutboxTransport = gatewayTransport): Promise<ReplayReport> {
  const current = running.get(db.name);
  if (current) return current;
  const run = withLock(`inasaku-outbox:${db.name}`, () => replayOnce(db, transport)).finally(() => running.delete(db.name));
  running.set(db.name, run);
  return run;
}

async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks) return task();
  return locks.request(name, task) as Promise<T>;
}

async function replayOnce(db: OfflineDatabase, transport: OutboxTransport): Promise<ReplayReport> {
  const report: ReplayReport = { sent: 0, failed: 0, pending: 0 };
  const waiting = await db.outbox.where('state').equals('pending').sortBy('seq');
  if (!waiting.length) return report;
  if (!(await sessionChecked(transport))) {
    // No network or no session: everything stays waiting for the next replay.
    report.pending = waiting.length;
    return report;
  }
  let next = 0;
  let offline = false;
  const worker = async () => {
    while (!offline && next < waiting.length) {
      const item = waiting[next++];
      const result = await sendItem(db, item.seq!, transport);
      if (result.state === 'sent') report.sent += 1;
      else if (result.state === 'failed') report.failed += 1;
      else {
        report.pending += 1;
        offline = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, waiting.length) }, worker));
  report.pending += waiting.length - next;
  return report;
}

/** Before a second try of the session check: another part of the page may be refreshing the same token. */
export const SESSION_RETRY_MS = 1500;

/**
 * The session check, tried twice: when the connection returns every part of the page that polls
 * (each bundle with its own apiFetch) may refresh the expired access token at once, and only one
 * refresh of a refresh token wins; the loser's 401 is gone a moment later, the cookies renewed.
 */
async function sessionChecked(transport: OutboxTransport): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await transport.refreshSession();
      return true;
    } catch {
      if (attempt === 0) await new Promise((r) => setTimeout(r, SESSION_RETRY_MS));
    }
  }
  return false;
}

/** Items left 送信中 by a page closed mid-send go back to waiting (same key: sent once at most). */
export async function recoverInterrupted(db: OfflineDatabase): Promise<void> {
  await db.outbox.where('state').equals('sending').modify({ state: 'pending', waited: true });
}

/** 送信済み rows are shown for a while, then removed. */
export async function pruneSent(db: OfflineDatabase, olderThanMs = 24 * 3600_000, now = Date.now()): Promise<void> {
  await db.outbox
    .where('state')
    .equals('sent')
    .filter((i: OutboxItem) => (i.sentAt ?? 0) < now - olderThanMs)
    .delete();
}

export async function unsentCount(db: OfflineDatabase): Promise<number> {
  return db.outbox.where('state').anyOf('pending', 'sending', 'failed').count();
}

/** A refused item the user wants sent again (after fixing what the server refused). */
export async function retryItem(db: OfflineDatabase, seq: number): Promise<void> {
  await db.outbox.update(seq, { state: 'pending', waited: true, error: undefined });
}

export async function discardItem(db: OfflineDatabase, seq: number): Promise<void> {
  await db.outbox.delete(seq);
}
