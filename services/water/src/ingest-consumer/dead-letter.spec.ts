import type { PulledMsg } from './bounded-pull';
import { deadLetter, ownerOf, type Pulled } from './dead-letter';

const S = '5b3c6f1e-8f0a-4a55-9d5c-1a2b3c4d5e6f';
const A = '0e7d7c8a-1111-4a55-9d5c-1a2b3c4d5e6f';
const msg = (body: unknown, seq: number): PulledMsg => ({
  data: new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body)), subject: `sensor.readings.${S}`, seq, size: 1,
  ack: () => undefined, nak: () => undefined, term: () => undefined,
});

describe('dead letters of a settled batch', () => {
  it('finds the message of a column, skipping messages that appended nothing', () => {
    const batch = [
      { m: msg('x', 1), start: 0, end: 3, readable: true, refused: [] },
      { m: msg('x', 2), start: 3, end: 3, readable: false, refused: [] },
      { m: msg('x', 3), start: 3, end: 3, readable: true, refused: [{ index: 0, reason: 'r' }] },
      { m: msg('x', 4), start: 3, end: 5, readable: true, refused: [] },
    ] as Pulled[];
    expect([0, 1, 2, 3, 4].map((i) => ownerOf(batch, i).m.seq)).toEqual([1, 1, 1, 4, 4]);
  });

  it('names the items of the message (not the columns) when some were already left out before writing', () => {
    // Items 0..4; item 1 refused before writing, so columns 10..13 hold items 0, 2, 3, 4; the database refused column 12 (item 3).
    const p: Pulled = {
      m: msg({ s: S, a: A, r: 1, items: [] }, 9), start: 10, end: 14, readable: true, refused: [{ index: 1, reason: 'water_level out of the range of a real column' }],
    };
    const d = deadLetter(p, [{ index: 12, reason: 'timestamp out of range', sqlstate: '22008' }]);
    expect(d).toMatchObject({ streamSeq: 9, sensorId: S, accountId: A, cause: 'value', items: [1, 3], readings: 2, reason: 'water_level out of the range of a real column' });
    const onlyDb = deadLetter({ ...p, refused: [] }, [{ index: 11, reason: 'timestamp out of range', sqlstate: '22008' }]);
    expect(onlyDb).toMatchObject({ cause: 'database', items: [1], readings: 1, sqlstate: '22008' });
  });

  it('keeps a whole unreadable message, and nothing for a message stored whole', () => {
    expect(deadLetter({ m: msg('junk', 5), start: 0, end: 0, readable: false, refused: [] }, [])).toMatchObject({
      cause: 'unreadable', items: null, readings: 1, sensorId: null, accountId: null,
    });
    expect(deadLetter({ m: msg('{}', 6), start: 0, end: 2, readable: true, refused: [] }, [])).toBeNull();
  });
});
