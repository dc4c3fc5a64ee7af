import type { PulledMsg } from './bounded-pull';
import type { DeadReading } from './dead-readings.repository';
import type { RefusedItem } from './readings-consumer';
import type { RefusedReading } from './split-store';

const textDecoder = new TextDecoder();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A pulled message and where its readings are in the batch's columns. */
export interface Pulled {
  m: PulledMsg;
  start: number;
  end: number;
  readable: boolean;
  refused: RefusedItem[];
}

/** The message whose readings hold column `index` (messages are in column order). */
export function ownerOf(batch: Pulled[], index: number): Pulled {
  let lo = 0;
  let hi = batch.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (batch[mid].start <= index) lo = mid;
    else hi = mid - 1;
  }
  // Messages without readings share their start with the next one: step to the one holding it.
  while (batch[lo].end <= index) lo += 1;
  return batch[lo];
}

/** The sensor and account a message names, when it can be read that far. */
function whose(data: Uint8Array): { sensorId: string | null; accountId: string | null } {
  try {
    const r = JSON.parse(textDecoder.decode(data)) as { s?: unknown; a?: unknown };
    const id = (v: unknown) => (typeof v === 'string' && UUID.test(v) ? v : null);
    return { sensorId: id(r?.s), accountId: id(r?.a) };
  } catch {
    return { sensorId: null, accountId: null };
  }
}

/**
 * The dead letter of a settled message, or null when everything in it was stored: the whole
 * message when unreadable, else its items refused before writing (`value`) or by the database.
 */
export function deadLetter(p: Pulled, byDatabase: RefusedReading[]): DeadReading | null {
  if (p.readable && !p.refused.length && !byDatabase.length) return null;
  const base = { streamSeq: p.m.seq, subject: p.m.subject, raw: p.m.data, ...whose(p.m.data) };
  if (!p.readable) return { ...base, cause: 'unreadable', items: null, readings: 1, reason: 'not a readings message of sensor-ingest', sqlstate: null };
  // Column index -> item index: the items refused before writing were not appended.
  const appended: number[] = [];
  const skipped = new Set(p.refused.map((r) => r.index));
  for (let i = 0; appended.length < p.end - p.start; i += 1) if (!skipped.has(i)) appended.push(i);
  const fromDb = byDatabase.map((r) => ({ index: appended[r.index - p.start], reason: r.reason, sqlstate: r.sqlstate }));
  const all = [...p.refused.map((r) => ({ ...r, sqlstate: null as string | null })), ...fromDb].sort((a, b) => a.index - b.index);
  const first = p.refused[0] ?? fromDb[0];
  return {
    ...base,
    cause: p.refused.length ? 'value' : 'database',
    items: all.map((r) => r.index),
    readings: all.length,
    reason: first.reason,
    sqlstate: p.refused.length ? null : fromDb[0].sqlstate,
  };
}
