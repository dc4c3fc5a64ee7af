import type { DeviceReading } from '@inasaku/contracts';
import { SENML_MESSAGES as M } from './senml-messages';
import type { ResolvedRecord } from './senml-records';

type Field = 'water_level' | 'water_temperature' | 'battery';

/** The last segment of a SenML name (after the device part `urn:dev:…:`, `…/`, `….`) names the value. */
const FIELDS: Record<string, Field> = {
  water_level: 'water_level',
  level: 'water_level',
  water_temperature: 'water_temperature',
  temperature: 'water_temperature',
  temp: 'water_temperature',
  battery: 'battery',
};

/**
 * Units of the SenML registry (RFC 8428 §12.1, RFC 8798) turned into the stored cm, ℃ and %;
 * a record without a unit is taken to be in the stored one already.
 */
const UNITS: Record<Field, { allowed: string; convert: Record<string, (v: number) => number> }> = {
  water_level: { allowed: 'm, cm, mm', convert: { m: (v) => v * 100, cm: (v) => v, mm: (v) => v / 10 } },
  water_temperature: { allowed: 'Cel, K', convert: { Cel: (v) => v, K: (v) => v - 273.15 } },
  battery: { allowed: '%EL, %, /', convert: { '%EL': (v) => v, '%': (v) => v, '/': (v) => v * 100 } },
};

/** Conversion noise removed (0.123 m is 12.3 cm); finer than any sensor measures. */
const clean = (v: number): number => Math.round(v * 1e6) / 1e6;

export interface SenmlReadings {
  /** one reading per distinct time, with the indexes of the records it was made of */
  readings: DeviceReading[];
  sources: number[][];
  refused: { index: number; reason: string }[];
}

/**
 * Gathers the resolved records of one sensor into readings: the records of one time (level,
 * temperature, battery) make one reading, like one element of an HTTP batch. A time without a
 * level has nothing to store; a second value of the same field and time is refused.
 */
export function senmlReadings(records: ResolvedRecord[]): SenmlReadings {
  const refused: SenmlReadings['refused'] = [];
  const byTime = new Map<number, { values: Partial<Record<Field, number>>; sources: number[] }>();
  for (const record of records) {
    if ('refused' in record) {
      refused.push({ index: record.index, reason: record.refused });
      continue;
    }
    const field = FIELDS[record.name.split(/[:/.]/).pop() ?? ''];
    if (!field) {
      refused.push({ index: record.index, reason: M.field });
      continue;
    }
    const { allowed, convert } = UNITS[field];
    const toStored = record.unit === undefined ? (v: number) => v : convert[record.unit];
    if (!toStored) {
      refused.push({ index: record.index, reason: M.unit(record.unit ?? '', allowed) });
      continue;
    }
    const group = byTime.get(record.time) ?? { values: {}, sources: [] };
    if (group.values[field] !== undefined) {
      refused.push({ index: record.index, reason: M.duplicate });
      continue;
    }
    group.values[field] = clean(toStored(record.value));
    group.sources.push(record.index);
    byTime.set(record.time, group);
  }
  const readings: DeviceReading[] = [];
  const sources: number[][] = [];
  for (const [time, { values, sources: indexes }] of byTime) {
    if (values.water_level === undefined) {
      for (const index of indexes) refused.push({ index, reason: M.noLevel });
      continue;
    }
    // As ISO text, so the validator never takes a far-off time in ms for seconds.
    readings.push({ measured_at: new Date(time).toISOString(), water_level: values.water_level, water_temperature: values.water_temperature ?? null, battery: values.battery ?? null });
    sources.push(indexes);
  }
  return { readings, sources, refused };
}
