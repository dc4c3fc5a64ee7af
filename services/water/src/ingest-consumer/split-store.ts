import { emptyColumns, type ReadingColumns } from '../readings/readings.repository';
import { refusedByDatabase, sqlState } from './database-refusal';

/** A reading the database refused, by its position in the batch's columns. */
export interface RefusedReading {
  index: number;
  reason: string;
  sqlstate: string | null;
}

export interface SplitStoreResult {
  /** rows new in the table (what insert answered, summed) */
  stored: number;
  /** readings refused by the database, each alone */
  refused: RefusedReading[];
  /**
   * Readings that are neither stored nor refused, because the database stopped answering (not a
   * refusal of the data) on the way: their messages are redelivered. Empty when all went through.
   */
  pending: boolean[] | null;
  /** that failure, when there was one */
  error: unknown;
}

/** Tries of a statement that lost a deadlock, per batch. */
const TRANSACTION_RETRIES = 3;

function slice(cols: ReadingColumns, from: number, to: number): ReadingColumns {
  if (from === 0 && to === cols.s.length) return cols;
  const out = emptyColumns();
  out.s = cols.s.slice(from, to);
  out.t = cols.t.slice(from, to);
  out.l = cols.l.slice(from, to);
  out.w = cols.w.slice(from, to);
  out.b = cols.b.slice(from, to);
  out.g = cols.g.slice(from, to);
  return out;
}

/**
 * Stores the batch with one statement; when the database refuses its data, splits it in halves
 * (each its own statement and transaction) down to the single readings it refuses, so that every
 * other reading is stored. k bad readings among n cost about 2·k·log2(n) statements, and a batch
 * without one costs the one statement it always did. A failure that is not a refusal (the
 * database down) stops the walk: what was stored stays stored, the rest is reported pending.
 */
export async function storeSplitting(
  cols: ReadingColumns,
  insert: (part: ReadingColumns, from: number) => Promise<number>,
): Promise<SplitStoreResult> {
  const n = cols.s.length;
  const result: SplitStoreResult = { stored: 0, refused: [], pending: null, error: null };
  // Ranges still to store, last in first out so the walk goes left to right.
  const todo: [number, number][] = [[0, n]];
  let retries = 0;
  while (todo.length) {
    const [from, to] = todo.pop()!;
    if (from >= to) continue;
    try {
      result.stored += await insert(slice(cols, from, to), from);
    } catch (e) {
      // A deadlock or serialization failure (class 40: a sensor being deleted meanwhile) is over
      // once the other transaction ends: the same statement again, a few times, before redelivery.
      if (/^40/.test(sqlState(e) ?? '') && retries < TRANSACTION_RETRIES) {
        retries += 1;
        todo.push([from, to]);
        continue;
      }
      if (!refusedByDatabase(e)) {
        result.error = e;
        result.pending = new Array<boolean>(n).fill(false);
        for (const [a, b] of [[from, to], ...todo]) for (let i = a; i < b; i += 1) result.pending[i] = true;
        return result;
      }
      if (to - from === 1) {
        result.refused.push({ index: from, reason: (e as Error).message ?? String(e), sqlstate: sqlState(e) });
        continue;
      }
      const mid = from + Math.ceil((to - from) / 2);
      todo.push([mid, to], [from, mid]);
    }
  }
  return result;
}
