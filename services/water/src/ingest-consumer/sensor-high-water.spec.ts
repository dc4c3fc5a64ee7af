import { emptyColumns, pushReading } from '../readings/readings.repository';
import { SensorHighWater } from './sensor-high-water';

const A = '5b3c6f1e-8f0a-4a55-9d5c-1a2b3c4d5e6f';
const B = '0e4d2c1b-7a6f-4e5d-8c3b-2a1f0e9d8c7b';

function batch(rows: [string, number][]) {
  const cols = emptyColumns();
  for (const [s, t] of rows) pushReading(cols, s, t, 1, null, null, null);
  return cols;
}

describe('SensorHighWater (which readings of a batch may be stored already)', () => {
  it('suspects nothing of readings after each sensor’s latest time, the first batch included', () => {
    const w = new SensorHighWater();
    expect(w.suspects(batch([[A, 1000], [A, 2000], [B, 1500], [A, 3000]]))).toEqual([]);
    expect(w.suspects(batch([[A, 4000], [B, 1600]]))).toEqual([]);
  });

  it('suspects a repeat within the batch, a late reading and a reading at or before a time of an earlier batch', () => {
    const w = new SensorHighWater();
    expect(w.suspects(batch([[A, 1000], [A, 2000], [A, 2000], [B, 5000], [A, 1500]]))).toEqual([2, 4]);
    // A's latest is 2000 and B's 5000: the same probe reading sent again, and B's late one.
    expect(w.suspects(batch([[B, 6000], [A, 2000], [A, 2500], [B, 4000]]))).toEqual([1, 3]);
    expect(w.suspects(batch([[A, 2500], [B, 6000]]))).toEqual([0, 1]);
  });
});
