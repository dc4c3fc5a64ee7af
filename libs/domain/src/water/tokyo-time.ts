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
 * spec's from_datetime / to_datetime are. null when unreadable.
 */
export function parseTokyoTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0', frac = '0', zone] = m;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  let offsetMin = 9 * 60;
  if (zone === 'Z') offsetMin = 0;
  else if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMin = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
  }
  const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, ms) - offsetMin * 60_000;
  const check = new Date(utc + offsetMin * 60_000);
  // Reject 2026-02-30 and 25:00 rather than rolling them over.
  if (check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) return null;
  return new Date(utc);
}
