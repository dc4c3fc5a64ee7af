import { DEVICE_READING_LIMITS as L, DEVICE_READING_MESSAGES as M, type DeviceBatchResponse, type StreamReading } from '@inasaku/contracts';
import { fitsFloat4, instantMsOf, timeProblemMessage } from '@inasaku/domain';
import type { VerifiedSensor } from '../auth/token-verifier';

export interface ValidatedBatch {
  accepted: StreamReading[];
  refused: DeviceBatchResponse['refused'];
}

const MEASURED_AT = { label: '測定日時', format: M.measuredAt };
const TOKYO_WHEN_ZONELESS = { zoneless: 'tokyo' } as const;

/**
 * measured_at as epoch ms: ISO 8601 text (no zone = +0900) that is a real time (the shared time
 * rule: no 2026-02-30, no 24:00, no +99:99, a farm year), epoch seconds, or epoch ms. A string
 * is the Japanese reason it is refused.
 */
function measuredAt(value: unknown): number | string {
  if (typeof value === 'number' && Number.isFinite(value)) return value > 1e12 ? Math.round(value) : Math.round(value * 1000);
  if (typeof value !== 'string') return M.measuredAt;
  const read = instantMsOf(value.trim(), TOKYO_WHEN_ZONELESS);
  return typeof read === 'number' ? read : timeProblemMessage('instant', read, MEASURED_AT);
}

/**
 * A measured value: in its plausible range and storable as itself in its `real` column (a value
 * such as 1e-300 is in range but would be refused by PostgreSQL after the device was told
 * "accepted"). 'range' and 'unstorable' name the reason; null/absent is null when optional.
 */
function measured(value: unknown, min: number, max: number, optional: boolean): number | null | 'range' | 'unstorable' {
  if (value === undefined || value === null) return optional ? null : 'range';
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) return 'range';
  return fitsFloat4(value) ? value : 'unstorable';
}

type Field = { key: string; min: number; max: number; optional: boolean; range: string; unstorable: string };
const FIELDS: Field[] = [
  { key: 'water_level', min: L.waterLevelMin, max: L.waterLevelMax, optional: false, range: M.waterLevel, unstorable: M.waterLevelUnstorable },
  { key: 'water_temperature', min: L.temperatureMin, max: L.temperatureMax, optional: true, range: M.temperature, unstorable: M.temperatureUnstorable },
  { key: 'battery', min: 0, max: 100, optional: true, range: M.battery, unstorable: M.batteryUnstorable },
  { key: 'signal', min: -200, max: 0, optional: true, range: M.signal, unstorable: M.signalUnstorable },
];

/**
 * Checks every reading of a device batch on its own: a refused one is listed with its index and
 * Japanese reason, and never blocks the others. Two readings of one batch at the same time keep
 * the first.
 */
export function validateBatch(sensor: VerifiedSensor, readings: unknown[], now = Date.now()): ValidatedBatch {
  const accepted: StreamReading[] = [];
  const refused: ValidatedBatch['refused'] = [];
  const seen = new Set<number>();
  readings.forEach((raw, index) => {
    const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const t = measuredAt(r.measured_at);
    if (typeof t === 'string') return refused.push({ index, reason: t });
    if (t > now + L.futureSkewSeconds * 1000) return refused.push({ index, reason: M.future });
    if (t < now - L.maxAgeDays * 86_400_000) return refused.push({ index, reason: M.tooOld });
    const values: (number | null)[] = [];
    for (const f of FIELDS) {
      const v = measured(r[f.key], f.min, f.max, f.optional);
      if (v === 'range') return refused.push({ index, reason: f.range });
      if (v === 'unstorable') return refused.push({ index, reason: f.unstorable });
      values.push(v);
    }
    const [level, temperature, battery, signal] = values;
    if (seen.has(t)) return refused.push({ index, reason: M.duplicateInBatch });
    seen.add(t);
    accepted.push({ s: sensor.id, a: sensor.accountId, t, l: level as number, w: temperature, b: battery, g: signal, r: now });
    return undefined;
  });
  return { accepted, refused };
}
