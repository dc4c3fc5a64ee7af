import { refusedByDatabase } from '../ingest-consumer/database-refusal';
import { UnstorableReadingError, readingsCopyData } from './readings-copy';
import { emptyColumns, pushReading } from './readings.repository';

const A = '0b7e1a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const B = 'ffffffff-0000-4000-8000-000000000001';

/** Reads the rows back as PostgreSQL's binary COPY does. */
function decode(buf: Buffer): unknown[][] {
  expect(buf.subarray(0, 11).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
  expect(buf.readInt32BE(11)).toBe(0);
  expect(buf.readInt32BE(15)).toBe(0);
  const rows: unknown[][] = [];
  let o = 19;
  for (;;) {
    const fields = buf.readInt16BE(o);
    o += 2;
    if (fields === -1) break;
    expect(fields).toBe(6);
    const row: unknown[] = [];
    expect(buf.readInt32BE(o)).toBe(16);
    const hex = buf.subarray(o + 4, o + 20).toString('hex');
    row.push(`${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`);
    o += 20;
    expect(buf.readInt32BE(o)).toBe(8);
    row.push(Number(buf.readBigInt64BE(o + 4)) / 1000 + Date.UTC(2000, 0, 1));
    o += 12;
    for (let k = 0; k < 4; k += 1) {
      const len = buf.readInt32BE(o);
      o += 4;
      if (len === -1) row.push(null);
      else {
        expect(len).toBe(4);
        row.push(buf.readFloatBE(o));
        o += 4;
      }
    }
    rows.push(row);
  }
  expect(o).toBe(buf.length);
  return rows;
}

describe('readingsCopyData (binary COPY of water.readings)', () => {
  it('writes every column as PostgreSQL reads it: uuid, microseconds from 2000, float4 or NULL', () => {
    const cols = emptyColumns();
    const t = Date.UTC(2026, 10, 27, 8, 0, 0, 123);
    pushReading(cols, A, t, 5.5, null, 80, -70);
    pushReading(cols, B, Date.UTC(1999, 11, 31, 23, 59, 59, 999), 0, 20.1, null, null); // before 2000: a negative count
    pushReading(cols, A, t + 1000, -0.25, -3, 0, -200);
    expect(decode(readingsCopyData(cols, null))).toEqual([
      [A, t, 5.5, null, 80, -70],
      [B, Date.UTC(1999, 11, 31, 23, 59, 59, 999), 0, Math.fround(20.1), null, null],
      [A, t + 1000, -0.25, -3, 0, -200],
    ]);
  });

  it('keeps microseconds of a fractional millisecond and far times', () => {
    const cols = emptyColumns();
    pushReading(cols, A, 1_700_000_000_000.5, 1, null, null, null);
    pushReading(cols, A, Date.UTC(2200, 0, 1), 1, null, null, null);
    expect(decode(readingsCopyData(cols, null)).map((r) => r[1])).toEqual([1_700_000_000_000.5, Date.UTC(2200, 0, 1)]);
  });

  it('leaves out the rows not kept (a sensor deleted meanwhile)', () => {
    const cols = emptyColumns();
    pushReading(cols, A, 1000, 1, null, null, null);
    pushReading(cols, B, 2000, 2, null, null, null);
    pushReading(cols, A, 3000, 3, null, null, null);
    expect(decode(readingsCopyData(cols, (i) => cols.s[i] === A)).map((r) => r[2])).toEqual([1, 3]);
    expect(decode(readingsCopyData(cols, () => false))).toEqual([]);
  });

  it.each([
    ['water_level', 1e-300], ['water_level', 1e39], ['water_temperature', 5e-324], ['battery', 1e-40], ['signal', Number.NaN],
  ])('refuses a %s of %p as PostgreSQL refuses it as text (a data exception), so the batch is split around it', (column, value) => {
    const cols = emptyColumns();
    const values = { water_level: 1, water_temperature: null, battery: null, signal: null, [column]: value } as Record<string, number | null>;
    pushReading(cols, A, 1000, values.water_level as number, values.water_temperature, values.battery, values.signal);
    let error: unknown;
    try {
      readingsCopyData(cols, null);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnstorableReadingError);
    expect((error as Error).message).toContain(column);
    expect(refusedByDatabase(error)).toBe(true);
  });

  it.each(['not-a-uuid', `${A}0`, A.replace('a', 'g')])('refuses the sensor id %p (not a uuid) as a refused value', (id) => {
    const cols = emptyColumns();
    pushReading(cols, id, 1000, 1, null, null, null);
    expect(() => readingsCopyData(cols, null)).toThrow(UnstorableReadingError);
    try {
      readingsCopyData(cols, null);
    } catch (e) {
      expect(refusedByDatabase(e)).toBe(true);
    }
  });
});
