import type { ReadingColumns } from '../readings/readings.repository';

/** Sensors remembered at most; past it the memory starts again (it only saves lookups). */
const MAX_SENSORS = 100_000;

/**
 * The latest reading time this replica has given the store, per sensor: a reading at or before it
 * (a device's repeat, the same reading in two messages, a redelivery, a late reading) may already
 * be stored or be on its way, while a reading after it cannot be, unless another replica or an
 * earlier run stored it. The store looks up only those few readings before its COPY, instead of
 * having the whole batch's COPY refused by the key and then looking up all its readings. A
 * reading this memory misses still finds the key: the COPY is refused and the batch is stored
 * the slow way (ReadingsRepository.insertColumns).
 */
export class SensorHighWater {
  private readonly latest = new Map<string, number>();

  /**
   * The positions of the batch's readings that are not after their sensor's latest time (the
   * remembered one, or an earlier reading of the same batch), ascending; then remembers the
   * batch's latest time of each sensor.
   */
  suspects(cols: ReadingColumns): number[] {
    const out: number[] = [];
    const high = new Map<string, number>();
    for (let i = 0; i < cols.s.length; i += 1) {
      const s = cols.s[i];
      const t = cols.t[i];
      const before = high.get(s) ?? this.latest.get(s);
      if (before !== undefined && t <= before) out.push(i);
      else high.set(s, t);
    }
    if (this.latest.size + high.size > MAX_SENSORS) this.latest.clear();
    for (const [s, t] of high) this.latest.set(s, t);
    return out;
  }
}
