const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * An instant as the farm reads it: ISO 8601 at +09:00 ('2025-06-01T06:30:00+09:00'), the same
 * wall time whatever the server's or the browser's zone (Japan has no daylight saving).
 */
export function toTokyoIso(instant: Date): string {
  return new Date(instant.getTime() + TOKYO_OFFSET_MS).toISOString().replace(/\.\d{3}Z$/, '+09:00');
}
