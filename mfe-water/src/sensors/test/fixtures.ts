import type { Sensor, SensorAlert, SensorReading } from '@inasaku/contracts';

/** A reading at minutes after 2026-07-01 09:00 +0900. */
export function reading(id: string, minutes: number, level: number, temperature: number | null): SensorReading {
  const ms = Date.parse('2026-07-01T09:00:00+09:00') + minutes * 60_000;
  const d = new Date(ms + 9 * 3600_000).toISOString().slice(0, 19);
  return {
    sensor_id: id, sensor_name: '', tag_no: id, datetime: `${d}+09:00`, water_level: level,
    water_temperature: temperature, water_temp: temperature, battery: null, signal: null,
  };
}

export function sensor(id: string, overrides: Partial<Sensor> = {}): Sensor {
  return {
    sensor_id: id, sensor_name: `センサー${id}`, latitude: 35.5, longitude: 139.5, status: '0',
    datetime: null, water_level: null, water_temperature: null, battery: null, signal: null, data: [], ...overrides,
  };
}

export function alert(n: number, overrides: Partial<SensorAlert> = {}): SensorAlert {
  return {
    alert_id: `a${n}`, datetime: '2026-07-01T09:05:00+09:00', message: `アラート${n}`, alert_type: 'warning',
    sensor_id: 'WL-1', sensor_name: '', ...overrides,
  };
}

export const paged = <T>(list: T[], total = list.length) => ({ data: { list, total_count: total } });
