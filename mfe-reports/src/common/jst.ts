/**
 * Farm-local (+0900) dates and windows. The API takes and answers times at +09:00 (spec 001 §7)
 * whatever the browser's time zone, so every window is computed on the JST wall clock.
 */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The JST wall clock of an instant, read through the UTC getters. */
const wall = (date: Date) => new Date(date.getTime() + JST_OFFSET_MS);

/** 'YYYY-MM-DDTHH:mm:ss+09:00' for an instant. */
export function toJst(date: Date): string {
  const d = wall(date);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+09:00`
  );
}

/** 'YYYY-MM-DD' of the farm-local day of an instant. */
export function jstDate(date: Date): string {
  return toJst(date).slice(0, 10);
}

/** The local date `days` after 'YYYY-MM-DD' (negative goes back). */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

export interface Window {
  from_datetime: string;
  to_datetime: string;
}

/** From the first day 00:00:00 to the last day 23:59:59 at +0900, both days included. */
export function dayWindow(firstDay: string, lastDay: string): Window {
  return { from_datetime: `${firstDay}T00:00:00+09:00`, to_datetime: `${lastDay}T23:59:59+09:00` };
}

/**
 * Spec 001 §7: weather charts read each month from day 1 00:00:00 to the last day 23:59:59 at
 * +0900; month null is the whole year (1 January to 31 December).
 */
export function monthWindow(year: number, month: number | null): Window {
  if (month === null) return dayWindow(`${year}-01-01`, `${year}-12-31`);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return dayWindow(`${year}-${pad(month)}-01`, `${year}-${pad(month)}-${pad(last)}`);
}

/** Every local date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** 'YYYYMMDDHHmmss' of an instant at +0900 (Excel file names, spec 001 §9). */
export function timestampJst(date: Date): string {
  return toJst(date).slice(0, 19).replace(/[-T:]/g, '');
}

/** 'MM/DD' and the weekday of a local date, for table headers. */
export function shortDate(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}`;
}

export function weekdayIndex(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
