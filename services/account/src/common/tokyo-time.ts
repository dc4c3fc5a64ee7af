const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The calendar year in Asia/Tokyo (no daylight saving, fixed +09:00). */
export function tokyoYear(at: Date): number {
  return new Date(at.getTime() + TOKYO_OFFSET_MS).getUTCFullYear();
}

/** 1 January 00:00 in Asia/Tokyo of the year `at` falls in there. */
export function startOfTokyoYear(at: Date): Date {
  return new Date(`${tokyoYear(at)}-01-01T00:00:00+09:00`);
}

/**
 * ISO 8601 with the +09:00 offset, e.g. 2026-01-01T00:00:00+09:00. The browser reads the
 * management year from the first four characters, which must be the Tokyo year.
 */
export function toTokyoIso(at: Date): string {
  const shifted = new Date(at.getTime() + TOKYO_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 19)}+09:00`;
}

/** 'YYYY年M月D日' of the Tokyo calendar day `at` falls on (messages). */
export function tokyoDateJa(at: Date): string {
  const t = new Date(at.getTime() + TOKYO_OFFSET_MS);
  return `${t.getUTCFullYear()}年${t.getUTCMonth() + 1}月${t.getUTCDate()}日`;
}
