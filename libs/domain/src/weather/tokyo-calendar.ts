/**
 * Farm-local (Asia/Tokyo, +09:00, no daylight saving) calendar helpers for the weather
 * windows: the API takes and answers times at +0900 (spec 001 §7), and the weather charts
 * read each month from day 1 00:00:00 to the last day 23:59:59 (spec 001 §7 store operations).
 */
const JST_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 'YYYY-MM-DD' of an instant in Tokyo. */
export function tokyoDateOf(instant: Date | number | string): string {
  const ms = typeof instant === 'number' ? instant : typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(ms + JST_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DDTHH:mm:ss+09:00' of an instant. */
export function tokyoIsoOf(instant: Date | number): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return `${new Date(ms + JST_MS).toISOString().slice(0, 19)}+09:00`;
}

/** The instant a Tokyo date starts ('2025-05-01' -> 2025-04-30T15:00Z). */
export function tokyoDayStart(date: string): Date {
  return new Date(Date.parse(`${date.slice(0, 10)}T00:00:00+09:00`));
}

/** The date `days` after a 'YYYY-MM-DD' date (negative for before). */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b ('YYYY-MM-DD'), b − a. */
export function dateDiffDays(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

export interface TokyoWindow {
  from_datetime: string;
  to_datetime: string;
}

/** A month of a year (1–12): day 1 00:00:00 to the last day 23:59:59, both at +09:00. */
export function monthWindow(year: number, month: number): TokyoWindow {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new Error('month must be 1-12');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    from_datetime: `${pad(year, 4)}-${pad(month)}-01T00:00:00+09:00`,
    to_datetime: `${pad(year, 4)}-${pad(month)}-${pad(last)}T23:59:59+09:00`,
  };
}

/** The whole year: 1 January 00:00:00 to 31 December 23:59:59 at +09:00. */
export function yearWindow(year: number): TokyoWindow {
  return { from_datetime: `${pad(year, 4)}-01-01T00:00:00+09:00`, to_datetime: `${pad(year, 4)}-12-31T23:59:59+09:00` };
}
