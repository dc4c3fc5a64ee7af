/**
 * Weather windows in Tokyo time (time/tokyo-time.ts): the API takes and answers times at +0900
 * (spec 001 §7), and the weather charts read each month from day 1 00:00:00 to the last day
 * 23:59:59 (spec 001 §7 store operations).
 */
import { daysInMonth } from '../time/time-rules';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export interface TokyoWindow {
  from_datetime: string;
  to_datetime: string;
}

/** A month of a year (1–12): day 1 00:00:00 to the last day 23:59:59, both at +09:00. */
export function monthWindow(year: number, month: number): TokyoWindow {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new Error('month must be 1-12');
  const last = daysInMonth(year, month);
  return {
    from_datetime: `${pad(year, 4)}-${pad(month)}-01T00:00:00+09:00`,
    to_datetime: `${pad(year, 4)}-${pad(month)}-${pad(last)}T23:59:59+09:00`,
  };
}

/** The whole year: 1 January 00:00:00 to 31 December 23:59:59 at +09:00. */
export function yearWindow(year: number): TokyoWindow {
  return { from_datetime: `${pad(year, 4)}-01-01T00:00:00+09:00`, to_datetime: `${pad(year, 4)}-12-31T23:59:59+09:00` };
}
