import { emptyColumns } from '../readings/readings.repository';
import { decodeInto, heldLimits } from './readings-consumer';

const S = '5b3c6f1e-8f0a-4a55-9d5c-1a2b3c4d5e6f';
const enc = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));

describe('decodeInto (stream messages into the columns the repository writes as array literals)', () => {
  it('appends a device batch message and a single reading message column by column', () => {
    const cols = emptyColumns();
    expect(decodeInto(cols, enc({ s: S, a: 'acc', r: 1, items: [[1000, 5.5, 20.5, null, -90], [2000, 6, null, 80, null]] }))).toBe(true);
    expect(decodeInto(cols, enc({ s: S, a: 'acc', t: 3000, l: 7, w: null, b: null, g: null, r: 1 }))).toBe(true);
    expect(cols).toEqual({
      s: [S, S, S], t: [1000, 2000, 3000], l: [5.5, 6, 7], w: [20.5, null, null], b: [null, 80, null], g: [-90, null, null],
    });
  });

  it('refuses a message that could not be written safely, appending nothing from it', () => {
    const cols = emptyColumns();
    const bad = [
      'not json',
      { s: 'x}, {1', a: 'acc', r: 1, items: [[1000, 5, null, null, null]] },
      { s: S, a: 'acc', r: 1, items: [[1000, 5, null, null, null], [2000, '6', null, null, null]] },
      { s: S, a: 'acc', r: 1, items: [[1000, 5, 'NULL', null, null]] },
      { s: S, a: 'acc', r: 1, items: 'x' },
      { s: S, a: 'acc', t: 1000, l: null, r: 1 },
    ];
    for (const m of bad) expect(decodeInto(cols, typeof m === 'string' ? new TextEncoder().encode(m) : enc(m))).toBe(false);
    expect(cols.s).toHaveLength(0);
  });

  it('leaves out a reading whose value a real column cannot hold, appends the others of the message and reports the item', () => {
    const cols = emptyColumns();
    const refused: { index: number; reason: string }[] = [];
    const batch = { s: S, a: 'acc', r: 1, items: [[1000, 5, null, null, null], [2000, 1e-300, null, null, null], [3000, 6, 1e39, null, null], [4000, 7, null, 5e-324, null], [5000, 8, null, null, 1e-40], [6000, 9, 0, 100, -120]] };
    expect(decodeInto(cols, enc(batch), refused)).toBe(true);
    expect(cols.t).toEqual([1000, 6000]);
    // A subnormal (1e-40) would be stored as another number: refused like sensor-ingest refuses it.
    expect(refused.map((r) => r.index)).toEqual([1, 2, 3, 4]);
    expect(refused[0].reason).toMatch(/water_level/);
    expect(refused[1].reason).toMatch(/water_temperature/);
    expect(refused[2].reason).toMatch(/battery/);
    expect(refused[3].reason).toMatch(/signal/);
    const single: { index: number; reason: string }[] = [];
    expect(decodeInto(cols, enc({ s: S, a: 'acc', t: 6000, l: 5e-324, w: null, b: null, g: null, r: 1 }), single)).toBe(true);
    expect(single).toEqual([{ index: 0, reason: expect.stringMatching(/water_level/) }]);
    expect(cols.t).toEqual([1000, 6000]);
  });

  it('leaves out a reading whose time the insert statement cannot compute, and keeps the extremes it can', () => {
    const cols = emptyColumns();
    const refused: { index: number; reason: string }[] = [];
    const items = [[-1e15, 5, null, null, null], [-210_866_803_200_000, 6, null, null, null], [9_199_999_999_999_000, 7, null, null, null], [1e16, 8, null, null, null]];
    expect(decodeInto(cols, enc({ s: S, a: 'acc', r: 1, items }), refused)).toBe(true);
    expect(cols.l).toEqual([6, 7]);
    expect(refused).toEqual([
      { index: 0, reason: 'measured_at out of the range of a timestamptz column' },
      { index: 3, reason: 'measured_at out of the range of a timestamptz column' },
    ]);
  });

  it('appends a group of many sensors\' batches in order, counts a refused item across the group, and refuses an unreadable group whole', () => {
    const T = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
    const cols = emptyColumns();
    const refused: { index: number; reason: string }[] = [];
    const group = { g: [
      { s: S, a: 'acc', r: 1, items: [[1000, 5, 20, 90, -100]] },
      { s: T, a: 'acc2', r: 1, items: [[1000, 6, null, null, null], [2000, 1e-300, null, null, null]] },
      { s: S, a: 'acc', r: 1, items: [[3000, 7, null, null, null]] },
    ] };
    expect(decodeInto(cols, enc(group), refused)).toBe(true);
    expect(cols).toEqual({ s: [S, T, S], t: [1000, 1000, 3000], l: [5, 6, 7], w: [20, null, null], b: [90, null, null], g: [-100, null, null] });
    expect(refused).toEqual([{ index: 2, reason: expect.stringMatching(/water_level/) }]);
    const after = emptyColumns();
    for (const bad of [{ g: [{ s: S, a: 'acc', r: 1, items: [[1000, 5, null, null, null]] }, { s: 'x', a: 'acc', r: 1, items: [] }] }, { g: [{ s: S, a: 'acc', r: 1, items: [[1000, '5']] }] }]) {
      expect(decodeInto(after, enc(bad))).toBe(false);
    }
    expect(after.s).toHaveLength(0);
  });
});

describe('heldLimits (what a replica pulls ahead of its writes)', () => {
  const MB = 1024 * 1024;
  it('holds the readings of the batches being written and one gathering, not the 32 MB a backlog of grouped batches would fill', () => {
    const limits = heldLimits({ WATER_READINGS_BATCH: 10_000, WATER_READINGS_PARALLEL: 2, WATER_READINGS_MAX_BYTES: 32 * MB }, MB);
    expect(limits.maxMessages).toBe(30_000);
    // 30,000 readings of about 35 bytes: a few seconds of work, far within the 30 s ack wait
    expect(limits.maxBytes).toBeLessThan(4 * MB);
    expect(limits.maxBytes).toBeGreaterThanOrEqual(30_000 * 35);
  });

  it('always holds two of the largest message, and never more than WATER_READINGS_MAX_BYTES beyond that', () => {
    expect(heldLimits({ WATER_READINGS_BATCH: 10, WATER_READINGS_PARALLEL: 1, WATER_READINGS_MAX_BYTES: 32 * MB }, MB).maxBytes).toBe(2 * (MB + 4096));
    expect(heldLimits({ WATER_READINGS_BATCH: 50_000, WATER_READINGS_PARALLEL: 8, WATER_READINGS_MAX_BYTES: 8 * MB }, MB).maxBytes).toBe(8 * MB);
  });
});
