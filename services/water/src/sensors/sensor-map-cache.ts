import type { SensorRow } from './sensors.repository';

/** A sensor's fragment is about 1.7 kB of JSON (7 readings): 10,000 of them stay under ~20 MB. */
export const SENSOR_MAP_CACHE_ENTRIES = 10_000;

/**
 * What a sensor's `data` (its latest readings as the map's chart shows them) depends on: the
 * readings (readings_version, raised by the consumer in the transaction that stores any reading of
 * the sensor, late ones too), the product ID and name each reading repeats, and how many points.
 */
export function fragmentKey(row: SensorRow, points: number): string {
  return `${row.readingsVersion}\u0000${points}\u0000${row.productId}\u0000${row.name}`;
}

/**
 * The `data` arrays of the map answer (GET /api/sensor/all) already in JSON, per sensor id, in
 * this replica's memory. An entry is used only while its key (fragmentKey) is the one read from
 * the sensor row in the same call, so an answer never carries readings older than the row's
 * version, whichever replica answers; a call then reads from the readings table only the sensors
 * whose key moved. At most `maxEntries`, the least recently used go first.
 */
export class SensorMapCache {
  private readonly entries = new Map<string, { key: string; json: string }>();

  constructor(private readonly maxEntries = SENSOR_MAP_CACHE_ENTRIES) {}

  get(id: string, key: string): string | null {
    const hit = this.entries.get(id);
    if (!hit) return null;
    this.entries.delete(id);
    if (hit.key !== key) return null;
    this.entries.set(id, hit);
    return hit.json;
  }

  set(id: string, key: string, json: string): void {
    if (this.maxEntries <= 0) return;
    this.entries.delete(id);
    this.entries.set(id, { key, json });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(id: string): void {
    this.entries.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}
