import type { NotificationSettings } from '@inasaku/contracts';
import type { ReadingRow } from '../readings/readings.repository';
import { SensorMapCache, fragmentKey } from './sensor-map-cache';
import { readingsJson, sensorJson, toReading, toSensor } from './sensor.mapper';
import type { SensorRow } from './sensors.repository';

const row = (over: Partial<SensorRow> = {}): SensorRow => ({
  id: '00000000-0000-4000-8000-000000000001', accountId: 'a', productId: 'P-1', name: '水田"1"\\', latitude: 35.1, longitude: 139.2,
  lastMeasuredAt: new Date('2026-11-24T01:00:00Z'), lastLevel: 12.30000019, lastTemperature: 20.5, lastBattery: 3.3, lastSignal: null,
  judgedLevel: '0', judgedSilent: false, judgedLowBattery: false, readingsVersion: '3', ...over,
});
const settings = { warn_value: 10, warn_unit: 'cm', caution_value: 5, caution_unit: 'cm' } as unknown as NotificationSettings;
const readings: ReadingRow[] = [
  { sensorId: 'x', measuredAt: new Date('2026-11-24T01:00:00Z'), waterLevel: 12.30000019, waterTemperature: 20.5, battery: 3.3, signal: null },
  { sensorId: 'x', measuredAt: new Date('2026-11-24T00:50:00Z'), waterLevel: 11, waterTemperature: null, battery: null, signal: -70 },
  { sensorId: 'x', measuredAt: new Date('2026-11-23T15:00:00.400Z'), waterLevel: -0.001, waterTemperature: -3.456, battery: 100, signal: 1e21 },
  { sensorId: 'x', measuredAt: new Date('2026-01-01T00:00:00Z'), waterLevel: 0.1 + 0.2, waterTemperature: 1e-7, battery: 0, signal: -0 },
];

describe('sensorJson and readingsJson (the map answer built as text)', () => {
  it('readingsJson writes what JSON.stringify writes for toReading', () => {
    for (const r of [row(), row({ name: '', productId: 'A\u2028B' })]) {
      expect(readingsJson(r, readings)).toBe(JSON.stringify(readings.map((x) => toReading(x, r))));
    }
    expect(readingsJson(row(), [])).toBe('[]');
  });

  it('is the text JSON.stringify gives for toSensor, with and without readings', () => {
    for (const data of [readings, []]) {
      const r = row();
      expect(sensorJson(r, settings, readingsJson(r, data))).toBe(JSON.stringify(toSensor(r, settings, data)));
    }
    const never = row({ lastMeasuredAt: null, lastLevel: null, lastTemperature: null, lastBattery: null });
    expect(sensorJson(never, settings, '[]')).toBe(JSON.stringify(toSensor(never, settings, [])));
  });
});

describe('SensorMapCache', () => {
  it('answers only for the key it was given, and forgets the least recently used', () => {
    const cache = new SensorMapCache(2);
    cache.set('a', 'k1', '[1]');
    expect(cache.get('a', 'k1')).toBe('[1]');
    expect(cache.get('a', 'k2')).toBeNull();
    expect(cache.get('a', 'k1')).toBeNull(); // a stale entry is dropped on sight
    cache.set('a', 'k1', '[1]');
    cache.set('b', 'k1', '[2]');
    cache.get('a', 'k1');
    cache.set('c', 'k1', '[3]');
    expect(cache.size).toBe(2);
    expect(cache.get('b', 'k1')).toBeNull();
    expect(cache.get('a', 'k1')).toBe('[1]');
    expect(cache.get('c', 'k1')).toBe('[3]');
  });

  it('keeps nothing when its size is 0', () => {
    const cache = new SensorMapCache(0);
    cache.set('a', 'k', '[]');
    expect(cache.get('a', 'k')).toBeNull();
  });

  it('keys on the readings version, the product ID and name the readings repeat, and the point count', () => {
    const base = fragmentKey(row(), 7);
    expect(fragmentKey(row({ readingsVersion: '4' }), 7)).not.toBe(base);
    expect(fragmentKey(row({ name: 'other' }), 7)).not.toBe(base);
    expect(fragmentKey(row({ productId: 'P-2' }), 7)).not.toBe(base);
    expect(fragmentKey(row(), 8)).not.toBe(base);
    expect(fragmentKey(row({ lastLevel: 1, latitude: 1 }), 7)).toBe(base); // those are written from the row each time
  });
});
