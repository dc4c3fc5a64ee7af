import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

/**
 * The farm's clock. Farm records are kept in Asia/Tokyo whatever the zone of the server or the
 * browser: the API takes and answers ISO 8601 at +09:00 (spec 001 §7), days and management years
 * start at 00:00 there. Every service and remote reads Tokyo time through this module.
 *
 * Asia/Tokyo has kept +09:00 all year since 1951 (no daylight saving), so a fixed offset is exact
 * for every farm year; the unit test checks it against the tz database (dayjs' timezone plugin).
 * Calendar work goes through dayjs in UTC mode on the instant moved by +09:00: its fields are then
 * Tokyo's wall clock and nothing depends on the host's zone. dayjs' own utcOffset(540) and tz()
 * are not used: both answer an hour off around the host zone's daylight-saving changes (a browser
 * in Los Angeles or London), and tz() costs ~150 µs a call. toTokyoIso stays plain arithmetic: it
 * writes every reading of the sensor map (3,500 per answer), where a dayjs format costs ~10 µs.
 */
dayjs.extend(utc);

export const TOKYO_ZONE = 'Asia/Tokyo';
export const TOKYO_OFFSET_MINUTES = 9 * 60;
const TOKYO_OFFSET_MS = TOKYO_OFFSET_MINUTES * 60_000;

/** An instant: a Date, epoch milliseconds, or ISO 8601 text with its zone. */
export type InstantLike = Date | number | string;

function msOf(instant: InstantLike): number {
  return typeof instant === 'number' ? instant : typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
}

/**
 * Tokyo's wall clock of an instant as a dayjs in UTC mode (format, startOf, add read Tokyo's
 * fields; a 'Z' token would print +00:00). fromTokyoClock turns it back into the instant.
 */
function tokyoClock(instant: InstantLike): Dayjs {
  return dayjs.utc(msOf(instant) + TOKYO_OFFSET_MS);
}

function fromTokyoClock(clock: Dayjs): Date {
  return new Date(clock.valueOf() - TOKYO_OFFSET_MS);
}

/** 'YYYY-MM-DDTHH:mm:ss+09:00' (milliseconds dropped): how every answer writes an instant. */
export function toTokyoIso(instant: InstantLike): string {
  return `${new Date(msOf(instant) + TOKYO_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

/** 'YYYY-MM-DD' of the Tokyo day an instant falls on. */
export function tokyoDateOf(instant: InstantLike): string {
  return toTokyoIso(instant).slice(0, 10);
}

/** Today's date in Tokyo, whatever this device's zone is. */
export function tokyoToday(now: InstantLike = Date.now()): string {
  return tokyoDateOf(now);
}

/** The calendar year in Tokyo of an instant (a management year starts on 1 January there). */
export function tokyoYearOf(instant: InstantLike = Date.now()): number {
  return Number(tokyoDateOf(instant).slice(0, 4));
}

/** The Tokyo wall clock of an instant in a dayjs pattern ('YYYYMMDDHHmmss', 'YYYY年M月D日', 'MM/DD HH:mm'; no 'Z'). */
export function formatTokyo(instant: InstantLike, pattern: string): string {
  return tokyoClock(instant).format(pattern);
}

/** The instant of a Tokyo wall-clock time (month 1-12; hour 24 is 00:00 of the next day). */
export function tokyoInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - TOKYO_OFFSET_MS);
}

/** The instant of `hour`:`minute` on a Tokyo date 'YYYY-MM-DD' (hour 24 is 00:00 of the next day). */
export function tokyoInstantOn(date: string, hour = 0, minute = 0): Date {
  return tokyoInstant(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)), hour, minute);
}

/** 1 January 00:00 in Tokyo of the year an instant falls in there. */
export function startOfTokyoYear(instant: InstantLike): Date {
  return fromTokyoClock(tokyoClock(instant).startOf('year'));
}

/** The date `days` after a 'YYYY-MM-DD' date (negative for before); a calendar date has no zone. */
export function shiftDate(date: string, days: number): string {
  return dayjs.utc(date.slice(0, 10)).add(days, 'day').format('YYYY-MM-DD');
}

/** Whole days from a to b ('YYYY-MM-DD'), b − a. */
export function dateDiffDays(a: string, b: string): number {
  return dayjs.utc(b.slice(0, 10)).diff(dayjs.utc(a.slice(0, 10)), 'day');
}

/** Day of the week of a 'YYYY-MM-DD' date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return dayjs.utc(date.slice(0, 10)).day();
}
