import { parseInstant } from '../time/time-rules';

/**
 * Instants at +0900 (Asia/Tokyo has no daylight saving time, so a fixed offset is exact).
 * Sensor answers carry ISO 8601 text with '+09:00' (spec 001 §7 "+0900").
 */
const OFFSET_MS = 9 * 3600_000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** 2026-07-01T09:00:00+09:00 (seconds kept, milliseconds dropped). */
export function toTokyoIso(instant: Date | number): string {
  const d = new Date((typeof instant === 'number' ? instant : instant.getTime()) + OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+09:00`;
}

/** The instant of a wall-clock time in Tokyo (month 1-12). */
export function tokyoInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - OFFSET_MS);
}

/**
 * Reads an ISO 8601 time; one without a zone ('2026-07-01 09:00:00') is Tokyo time, as the
 * spec's from_datetime / to_datetime are. null when it is not a real time: an impossible date
 * (2026-02-30), 24:00 or a minute/second past 59, an offset no zone has (+99:99), or a year
 * outside FARM_YEAR_MIN..FARM_YEAR_MAX (the shared rule of time-rules.ts).
 */
export function parseTokyoTime(text: string): Date | null {
  return parseInstant(typeof text === 'string' ? text.trim() : text, { zoneless: 'tokyo' });
}
