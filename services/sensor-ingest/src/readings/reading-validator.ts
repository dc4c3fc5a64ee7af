import { DEVICE_READING_LIMITS as L, DEVICE_READING_MESSAGES as M, type DeviceBatchResponse, type StreamReading } from '@inasaku/contracts';
import { parseTokyoTime } from '@inasaku/domain';
import type { VerifiedSensor } from '../auth/token-verifier';

export interface ValidatedBatch {
  accepted: StreamReading[];
  refused: DeviceBatchResponse['refused'];
}

/** measured_at as epoch ms: ISO 8601 text (no zone = +0900), epoch seconds, or epoch ms. */
function measuredAt(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value > 1e12 ? Math.round(value) : Math.round(value * 1000);
  if (typeof value === 'string') return parseTokyoTime(value)?.getTime() ?? null;
  return null;
}

function optionalIn(value: unknown, min: number, max: number): number | null | undefined {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

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
    if (t === null) return refused.push({ index, reason: M.measuredAt });
    if (t > now + L.futureSkewSeconds * 1000) return refused.push({ index, reason: M.future });
    if (t < now - L.maxAgeDays * 86_400_000) return refused.push({ index, reason: M.tooOld });
    const level = r.water_level;
    if (typeof level !== 'number' || !Number.isFinite(level) || level < L.waterLevelMin || level > L.waterLevelMax) {
      return refused.push({ index, reason: M.waterLevel });
    }
    const temperature = optionalIn(r.water_temperature, L.temperatureMin, L.temperatureMax);
    if (temperature === undefined) return refused.push({ index, reason: M.temperature });
    const battery = optionalIn(r.battery, 0, 100);
    if (battery === undefined) return refused.push({ index, reason: M.battery });
    const signal = optionalIn(r.signal, -200, 0);
    if (signal === undefined) return refused.push({ index, reason: M.signal });
    if (seen.has(t)) return refused.push({ index, reason: M.duplicateInBatch });
    seen.add(t);
    accepted.push({ s: sensor.id, a: sensor.accountId, t, l: level, w: temperature, b: battery, g: signal, r: now });
    return undefined;
  });
  return { accepted, refused };
}
