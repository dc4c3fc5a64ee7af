import { suiteHarness } from '@inasaku/testing';
import { refusedByDatabase } from '../ingest-consumer/database-refusal';
import { startSensorsHarness, uniqueProductId } from '../test/sensors-harness';
import { ReadingsRepository, emptyColumns, pushReading, type ReadingColumns } from './readings.repository';

/**
 * How the readings consumer stores a batch (ReadingsRepository.insertColumns) against the real
 * partitioned table: a binary COPY, and, when the batch holds a reading already stored, the
 * statement that skips it; each reading stored once, exactly as sent.
 */
const h = suiteHarness(() => startSensorsHarness({ WATER_READINGS_CONSUMER: 'false' }));
const repo = () => h.app.get(ReadingsRepository);

async function sensor(): Promise<string> {
  return (await h.register(h.farm(), uniqueProductId())).id;
}

function columns(rows: [string, number, number, number | null, number | null, number | null][]): ReadingColumns {
  const cols = emptyColumns();
  for (const [s, t, l, w, b, g] of rows) pushReading(cols, s, t, l, w, b, g);
  return cols;
}

async function stored(ids: string[]): Promise<[string, number, number, number | null, number | null, number | null][]> {
  const rows = await h.sql<{ sensor_id: string; t: string; water_level: number; water_temperature: number | null; battery: number | null; signal: number | null }>(
    `SELECT sensor_id, (extract(epoch FROM measured_at) * 1000)::float8::text AS t, water_level, water_temperature, battery, signal
     FROM water.readings WHERE sensor_id = ANY($1::uuid[]) ORDER BY sensor_id, measured_at`, [ids],
  );
  return rows.map((r) => [r.sensor_id, Number(r.t), r.water_level, r.water_temperature, r.battery, r.signal]);
}

const T = Date.UTC(2026, 10, 27, 0, 0, 0, 250);

describe('storing a batch of the stream', () => {
  it('stores every reading as sent (times to the millisecond, across a month boundary, reals and NULLs) and moves the last values', async () => {
    const [a, b] = [await sensor(), await sensor()];
    const endOfOctober = Date.UTC(2026, 9, 31, 14, 59, 59, 999); // 23:59:59.999 +0900: October's partition
    const rows: Parameters<typeof columns>[0] = [
      [a, T, 5.5, 20.25, 80, -70],
      [a, T + 1000, 0, null, null, null],
      [b, endOfOctober, -1.5, -3, 0, -200],
      [b, endOfOctober + 1, 7.75, null, 100, null],
    ];
    expect(await repo().insertColumns(columns(rows))).toBe(4);
    expect(await stored([a, b])).toEqual([...rows].sort((x, y) => (x[0] === y[0] ? x[1] - y[1] : x[0] < y[0] ? -1 : 1)));
    const last = await h.sql<{ id: string; last: Date; level: number; battery: number | null }>(
      'SELECT id, last_measured_at AS last, last_level AS level, last_battery AS battery FROM water.sensors WHERE id = ANY($1::uuid[])', [[a, b]],
    );
    const byId = new Map(last.map((r) => [r.id, [r.last.getTime(), r.level, r.battery]]));
    expect(byId.get(a)).toEqual([T + 1000, 0, null]);
    expect(byId.get(b)).toEqual([endOfOctober + 1, 7.75, 100]);
    const [partitions] = await h.sql<{ n: number }>(
      `SELECT count(DISTINCT tableoid)::int AS n FROM water.readings WHERE sensor_id = $1`, [b],
    );
    expect(partitions.n).toBe(2);
  });

  it('stores a batch overlapping readings already stored once each, and counts only the new ones', async () => {
    const a = await sensor();
    const first = Array.from({ length: 50 }, (_, i) => [a, T + i * 1000, i, null, null, null] as Parameters<typeof columns>[0][number]);
    expect(await repo().insertColumns(columns(first))).toBe(50);
    // The same device batch cut differently (a redelivery, a repeat): 25 stored, 25 new. The
    // stored ones are looked up and left out, and the rest still goes by COPY.
    const second = Array.from({ length: 50 }, (_, i) => [a, T + (25 + i) * 1000, 25 + i, null, null, null] as Parameters<typeof columns>[0][number]);
    const ways = jest.spyOn(ReadingsRepository.prototype as unknown as { storeColumns: (c: ReadingColumns, how: string) => Promise<number> }, 'storeColumns');
    try {
      expect(await repo().insertColumns(columns(second))).toBe(25);
      expect(ways.mock.calls.map((c) => [c[0].s.length, c[1]])).toEqual([[50, 'copy'], [25, 'copy']]);
    } finally {
      ways.mockRestore();
    }
    expect(await repo().insertColumns(columns(second))).toBe(0);
    const rows = await stored([a]);
    expect(rows).toHaveLength(75);
    expect(rows.map((r) => r[2])).toEqual(Array.from({ length: 75 }, (_, i) => i));
    const [row] = await h.sql<{ last: Date }>('SELECT last_measured_at AS last FROM water.sensors WHERE id = $1', [a]);
    expect(row.last.getTime()).toBe(T + 74_000);
  });

  it('looks up the readings the caller suspects, leaves out those stored and repeated, and copies the rest at once', async () => {
    const a = await sensor();
    expect(await repo().insertColumns(columns([[a, T, 1, null, null, null], [a, T + 1000, 2, null, null, null]]))).toBe(2);
    // The same reading sent again (stored), a late one (not stored), a repeat within the batch and a new one.
    const batch = columns([[a, T + 1000, 2, null, null, null], [a, T + 500, 3, null, null, null], [a, T + 2000, 4, null, null, null], [a, T + 500, 3, null, null, null]]);
    const ways = jest.spyOn(ReadingsRepository.prototype as unknown as { storeColumns: (c: ReadingColumns, how: string) => Promise<number> }, 'storeColumns');
    try {
      expect(await repo().insertColumns(batch, [0, 1, 3])).toBe(2);
      expect(ways.mock.calls.map((c) => [c[0].t, c[1]])).toEqual([[[T + 500, T + 2000], 'copy']]);
    } finally {
      ways.mockRestore();
    }
    expect((await stored([a])).map((r) => r[1])).toEqual([T, T + 500, T + 1000, T + 2000]);
  });

  it('finds suspected readings stored in two months (the lookup bounded by their earliest and latest times)', async () => {
    const a = await sensor();
    const endOfOctober = Date.UTC(2026, 9, 31, 14, 59, 59, 999);
    expect(await repo().insertColumns(columns([[a, endOfOctober, 1, null, null, null], [a, T, 2, null, null, null]]))).toBe(2);
    const batch = columns([[a, endOfOctober, 1, null, null, null], [a, T, 2, null, null, null], [a, T + 1000, 3, null, null, null]]);
    expect(await repo().insertColumns(batch, [0, 1])).toBe(1);
    expect((await stored([a])).map((r) => r[1])).toEqual([endOfOctober, T, T + 1000]);
  });

  it('stores a batch whose stored reading was not suspected by the slow way, once each', async () => {
    const a = await sensor();
    expect(await repo().insertColumns(columns([[a, T, 1, null, null, null]]))).toBe(1);
    expect(await repo().insertColumns(columns([[a, T + 1000, 2, null, null, null], [a, T, 1, null, null, null]]), [0])).toBe(1);
    expect((await stored([a])).map((r) => r[1])).toEqual([T, T + 1000]);
  });

  it('stores the same reading twice in one batch once (two messages of one pull)', async () => {
    const a = await sensor();
    expect(await repo().insertColumns(columns([[a, T, 1, null, null, null], [a, T + 1000, 2, null, null, null], [a, T, 1, null, null, null]]))).toBe(2);
    expect(await stored([a])).toHaveLength(2);
  });

  it('skips the readings of a sensor deleted before the batch, and stores the others', async () => {
    const [a, gone] = [await sensor(), await sensor()];
    await h.sql('DELETE FROM water.sensors WHERE id = $1', [gone]);
    expect(await repo().insertColumns(columns([[gone, T, 1, null, null, null], [a, T, 2, null, null, null]]))).toBe(1);
    expect(await stored([a, gone])).toEqual([[a, T, 2, null, null, null]]);
  });

  it('refuses a batch holding a value a real column cannot hold, as a refusal of its data, storing nothing of it', async () => {
    const a = await sensor();
    let error: unknown;
    await repo().insertColumns(columns([[a, T, 1, null, null, null], [a, T + 1000, 1e-300, null, null, null]])).catch((e: unknown) => {
      error = e;
    });
    expect(refusedByDatabase(error)).toBe(true);
    expect(await stored([a])).toEqual([]);
  });
});
