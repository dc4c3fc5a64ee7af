import { monthWindow as tokyoMonthWindow, shiftDate, weekdayOf, yearWindow } from '@inasaku/domain';

/**
 * Farm-local (+0900) dates and windows. The API takes and answers times at +09:00 (spec 001 §7)
 * whatever the browser's time zone; the Tokyo clock itself is libs/domain's (time/tokyo-time.ts).
 */
/** The farm-local date of an instant and dates around it, as the reports' screens name them. */
export { shiftDate as addDays, tokyoDateOf as jstDate } from '@inasaku/domain';

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
  return month === null ? yearWindow(year) : tokyoMonthWindow(year, month);
}

/** Every local date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = shiftDate(d, 1)) out.push(d);
  return out;
}

/** 'MM/DD' and the weekday of a local date, for table headers. */
export function shortDate(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}`;
}

export const weekdayIndex = weekdayOf;
