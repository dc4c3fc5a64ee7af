import type { NotificationSettings, Sensor, SensorReading } from '@inasaku/contracts';
import { sensorStatus, toTokyoIso, type WaterThresholds } from '@inasaku/domain';
import type { ReadingRow } from '../readings/readings.repository';
import type { SensorRow } from './sensors.repository';

/** real columns hold 12.3 as 12.30000019; answers carry what the device sent (one or two decimals). */
export function round(value: number | null, digits = 2): number | null {
  if (value === null) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function thresholdsOf(s: NotificationSettings): WaterThresholds {
  return { warnValue: s.warn_value, warnUnit: s.warn_unit, cautionValue: s.caution_value, cautionUnit: s.caution_unit };
}

export function toReading(row: ReadingRow, sensor: Pick<SensorRow, 'productId' | 'name'>): SensorReading {
  const temperature = round(row.waterTemperature);
  return {
    sensor_id: sensor.productId,
    sensor_name: sensor.name,
    tag_no: sensor.productId,
    datetime: toTokyoIso(row.measuredAt),
    water_level: round(row.waterLevel) as number,
    water_temperature: temperature,
    water_temp: temperature,
    battery: round(row.battery),
    signal: round(row.signal),
  };
}

/** The map status is judged from the latest level against the account's levels at read time. */
export function toSensor(row: SensorRow, settings: NotificationSettings, data: ReadingRow[]): Sensor {
  return {
    sensor_id: row.productId,
    sensor_name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    status: sensorStatus(row.lastLevel === null ? null : (round(row.lastLevel) as number), thresholdsOf(settings)),
    datetime: row.lastMeasuredAt ? toTokyoIso(row.lastMeasuredAt) : null,
    water_level: round(row.lastLevel),
    water_temperature: round(row.lastTemperature),
    battery: round(row.lastBattery),
    signal: round(row.lastSignal),
    data: data.map((r) => toReading(r, row)),
  };
}

/**
 * toSensor's JSON with `data` given already in JSON (the map cache's fragment): the same text as
 * JSON.stringify(toSensor(row, settings, readings)) when dataJson is JSON.stringify of its `data`.
 * `data` is the last member, so the sensor without readings ends in `"data":[]}`.
 */
export function sensorJson(row: SensorRow, settings: NotificationSettings, dataJson: string): string {
  const head = JSON.stringify(toSensor(row, settings, []));
  return `${head.slice(0, -3)}${dataJson}}`;
}

/** A number as JSON.stringify writes it (a finite number's String; anything else null). */
function jsonNumber(value: number | null): string {
  return value !== null && Number.isFinite(value) ? String(value) : 'null';
}

/**
 * The `data` of toSensor in JSON, written straight as text (no SensorReading objects): the same
 * characters as JSON.stringify(data.map((r) => toReading(r, row))), members in toReading's order.
 */
export function readingsJson(row: Pick<SensorRow, 'productId' | 'name'>, data: ReadingRow[]): string {
  const id = JSON.stringify(row.productId);
  const head = `{"sensor_id":${id},"sensor_name":${JSON.stringify(row.name)},"tag_no":${id},"datetime":`;
  let out = '[';
  for (let i = 0; i < data.length; i += 1) {
    const r = data[i];
    const temperature = jsonNumber(round(r.waterTemperature));
    out += `${i ? ',' : ''}${head}"${toTokyoIso(r.measuredAt)}","water_level":${jsonNumber(round(r.waterLevel))},`
      + `"water_temperature":${temperature},"water_temp":${temperature},"battery":${jsonNumber(round(r.battery))},"signal":${jsonNumber(round(r.signal))}}`;
  }
  return `${out}]`;
}
