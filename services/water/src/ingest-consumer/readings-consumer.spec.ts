import { emptyColumns } from '../readings/readings.repository';
import { decodeInto } from './readings-consumer';

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
});
