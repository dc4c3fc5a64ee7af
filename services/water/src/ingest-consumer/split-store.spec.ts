import { emptyColumns, pushReading, type ReadingColumns } from '../readings/readings.repository';
import { storeSplitting } from './split-store';

const S = '5b3c6f1e-8f0a-4a55-9d5c-1a2b3c4d5e6f';

function columns(levels: number[]): ReadingColumns {
  const cols = emptyColumns();
  levels.forEach((l, i) => pushReading(cols, S, 1000 + i, l, null, null, null));
  return cols;
}

/** A stand-in table: refuses a statement holding any level in `bad` (as PostgreSQL refuses 1e-300 in a real column). */
function table(bad: Set<number>, down: { after: number } | null = null) {
  const stored: number[] = [];
  let statements = 0;
  const insert = async (part: ReadingColumns): Promise<number> => {
    statements += 1;
    if (down && statements > down.after) throw Object.assign(new Error('Connection terminated unexpectedly'), {});
    if (part.l.some((l) => bad.has(l))) throw Object.assign(new Error('value out of range: underflow'), { code: '22003' });
    stored.push(...part.l);
    return part.l.length;
  };
  return { insert, stored, statements: () => statements };
}

describe('storeSplitting (a batch the database refuses is split until only the refused readings are left out)', () => {
  it('a good batch is one statement', async () => {
    const t = table(new Set());
    const r = await storeSplitting(columns([1, 2, 3, 4]), t.insert);
    expect(r).toEqual({ stored: 4, refused: [], pending: null, error: null });
    expect(t.statements()).toBe(1);
  });

  it('stores every good reading and reports each refused one with its reason and SQLSTATE', async () => {
    const levels = Array.from({ length: 1000 }, (_, i) => i + 1);
    levels[0] = -1;
    levels[417] = -2;
    levels[999] = -3;
    const t = table(new Set([-1, -2, -3]));
    const r = await storeSplitting(columns(levels), t.insert);
    expect(r.stored).toBe(997);
    expect(t.stored.sort((a, b) => a - b)).toEqual(levels.filter((l) => l > 0));
    expect(r.refused).toEqual([
      { index: 0, reason: 'value out of range: underflow', sqlstate: '22003' },
      { index: 417, reason: 'value out of range: underflow', sqlstate: '22003' },
      { index: 999, reason: 'value out of range: underflow', sqlstate: '22003' },
    ]);
    expect(r.pending).toBeNull();
    // About 2·k·log2(n) statements, not one per reading.
    expect(t.statements()).toBeLessThan(2 * 3 * 10 + 2);
  });

  it('a single refused reading alone in its batch is refused, nothing stored', async () => {
    const t = table(new Set([7]));
    const r = await storeSplitting(columns([7]), t.insert);
    expect(r).toMatchObject({ stored: 0, refused: [{ index: 0 }], pending: null });
  });

  it('a database that stops answering is not a refusal: nothing is refused, what is left is pending', async () => {
    const t = table(new Set([3]), { after: 2 });
    const r = await storeSplitting(columns([1, 2, 3, 4, 5, 6, 7, 8]), t.insert);
    // 1) all: refused; 2) left half 1-4: refused; 3) 1-2: the connection is gone.
    expect(r.refused).toEqual([]);
    expect(r.stored).toBe(0);
    expect(r.pending).toEqual([true, true, true, true, true, true, true, true]);
    expect((r.error as Error).message).toBe('Connection terminated unexpectedly');
  });

  it('readings stored before the database went away are not pending (their messages are acknowledged)', async () => {
    const t = table(new Set([8]), { after: 3 });
    const r = await storeSplitting(columns([1, 2, 3, 4, 5, 6, 7, 8]), t.insert);
    // 1) all: refused; 2) 1-4: stored; 3) 5-8: refused; 4) 5-6: the connection is gone.
    expect(r.stored).toBe(4);
    expect(r.pending).toEqual([false, false, false, false, true, true, true, true]);
  });

  it('a connection error on the first statement leaves the whole batch pending', async () => {
    const t = table(new Set(), { after: 0 });
    const r = await storeSplitting(columns([1, 2]), t.insert);
    expect(r.pending).toEqual([true, true]);
    expect(r.refused).toEqual([]);
  });

  it('a statement that lost a deadlock (a sensor deleted meanwhile) is tried again at once, a few times', async () => {
    let calls = 0;
    const insert = async (part: ReadingColumns): Promise<number> => {
      calls += 1;
      if (calls <= 2) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return part.l.length;
    };
    expect(await storeSplitting(columns([1, 2, 3]), insert)).toEqual({ stored: 3, refused: [], pending: null, error: null });
    const always = async (): Promise<number> => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    };
    const r = await storeSplitting(columns([1, 2]), always);
    expect(r.pending).toEqual([true, true]);
    expect(r.refused).toEqual([]);
  });
});
