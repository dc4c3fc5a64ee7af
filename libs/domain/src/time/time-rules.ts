import { isEmpty } from '../validation/empty';
import type { Rule } from '../validation/types';
import { TOKYO_OFFSET_MINUTES, tokyoYearOf } from './tokyo-time';

/**
 * The one rule for dates and instants that any client sends (forms, phones, devices): a real
 * calendar date (2026-02-30 is refused, never rolled over to 03-02), a real wall time (no 24:00,
 * no minute or second past 59), a real offset (Z or ±HH:MM up to ±14:00) and a year a farm record
 * can have. JavaScript's Date rolls impossible dates over and reads years 0-99 as 1900-1999, so
 * nothing here goes through Date.parse: the text is read field by field and checked first.
 */

/**
 * Years a farm record can carry. A record outside them is a typo or a device with a reset clock;
 * taken, a far-future one would stay "the latest" for ever (a gate dated 9999 could never be
 * closed again). Same range as the yearly water chart's `year`.
 */
export const FARM_YEAR_MIN = 2000;
export const FARM_YEAR_MAX = 2100;

/** Latest offset any zone on earth uses (Line Islands, +14:00). */
const MAX_OFFSET_HOURS = 14;

/** Why a text is not a date or an instant, checked in this order. */
export type TimeProblem = 'format' | 'no-such-date' | 'time' | 'offset' | 'year';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export type DateCheck = { ok: true; date: CalendarDate } | { ok: false; problem: TimeProblem };
export type InstantCheck = { ok: true; instant: Date } | { ok: false; problem: TimeProblem };

export interface InstantOptions {
  /**
   * 'refuse' (default): the text must carry Z or an offset. 'tokyo': a text without one is
   * farm (Asia/Tokyo, +09:00) wall time, as the spec's from_datetime / to_datetime and devices send it.
   */
  zoneless?: 'refuse' | 'tokyo';
}

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
// 'T' or one space between date and time; seconds and a fraction (up to ns) optional; ±HH:MM or ±HHMM.
const INSTANT_TEXT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isFarmYear(year: number): boolean {
  return Number.isInteger(year) && year >= FARM_YEAR_MIN && year <= FARM_YEAR_MAX;
}

function dateProblem(year: number, month: number, day: number): TimeProblem | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'no-such-date';
  return null;
}

/** A calendar date 'YYYY-MM-DD' (Asia/Tokyo), real and within the farm years. */
export function checkCalendarDate(text: unknown): DateCheck {
  const m = typeof text === 'string' ? DATE_TEXT.exec(text) : null;
  if (!m) return { ok: false, problem: 'format' };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const problem = dateProblem(year, month, day) ?? (isFarmYear(year) ? null : 'year');
  return problem ? { ok: false, problem } : { ok: true, date: { year, month, day } };
}

/** Minutes east of UTC of 'Z', '+09:00', '-0330'; null when no zone could have it. */
function offsetMinutes(zone: string): number | null {
  if (zone === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const [hours, minutes] = [Number(digits.slice(0, 2)), Number(digits.slice(2, 4))];
  if (hours > MAX_OFFSET_HOURS || minutes > 59 || (hours === MAX_OFFSET_HOURS && minutes > 0)) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * An ISO 8601 instant ('2026-07-01T09:00:00+09:00', '...Z', '2026-07-01 09:00:00' with
 * zoneless 'tokyo'), real in every part; its year in Tokyo must be a farm year.
 */
export function checkInstant(text: unknown, options: InstantOptions = {}): InstantCheck {
  const read = instantMsOf(text, options);
  return typeof read === 'number' ? { ok: true, instant: new Date(read) } : { ok: false, problem: read };
}

/**
 * checkInstant's rule as epoch milliseconds or the problem, allocating nothing more than the
 * match: devices send a thousand of these per request.
 */
export function instantMsOf(text: unknown, options: InstantOptions = {}): number | TimeProblem {
  const m = typeof text === 'string' ? INSTANT_TEXT.exec(text) : null;
  if (!m) return 'format';
  const zone = m[8];
  if (!zone && options.zoneless !== 'tokyo') return 'format';
  const year = Number(m[1]);
  const month = Number(m[2]);
  const date = dateProblem(year, month, Number(m[3]));
  if (date) return date;
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  if (hour > 23 || minute > 59 || second > 59) return 'time';
  const offset = zone ? offsetMinutes(zone) : TOKYO_OFFSET_MINUTES;
  if (offset === null) return 'offset';
  // Years 0-99 would be read as 1900-1999 by Date.UTC; out of range anyway, refused before.
  if (year < FARM_YEAR_MIN - 1 || year > FARM_YEAR_MAX + 1) return 'year';
  const ms = m[7] === undefined ? 0 : Number(m[7].padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(year, month - 1, Number(m[3]), hour, minute, second, ms) - offset * 60_000;
  // An offset moves a time by less than a day, so only January and December can change year in Tokyo.
  const tokyoYear = month > 1 && month < 12 ? year : tokyoYearOf(utc);
  return isFarmYear(tokyoYear) ? utc : 'year';
}

/** The instant of a text, or null for any problem (see checkInstant). */
export function parseInstant(text: unknown, options: InstantOptions = {}): Date | null {
  const result = checkInstant(text, options);
  return result.ok ? result.instant : null;
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

export interface TimeMessages {
  /** the field's label as the form shows it ('作業日時', '開始日') */
  label: string;
  /** the text is not of the expected shape; default names the label and the shape */
  format?: string;
  /** not a real calendar date; default `<label>の日付が正しくありません。` */
  date?: string;
}

/** The Japanese message for a problem of a date ('calendar-date') or instant ('instant') field. */
export function timeProblemMessage(kind: 'calendar-date' | 'instant', problem: TimeProblem, messages: TimeMessages): string {
  const { label } = messages;
  switch (problem) {
    case 'format':
      return messages.format ?? (kind === 'calendar-date'
        ? `${label}はYYYY-MM-DDの形式で入力してください。`
        : `${label}はISO 8601形式（例: 2026-07-01T09:00:00+09:00）で指定してください。`);
    case 'no-such-date':
      return messages.date ?? `${label}の日付が正しくありません。`;
    case 'time':
      return `${label}の時刻が正しくありません。`;
    case 'offset':
      return `${label}の時差が正しくありません（Z または -14:00 から +14:00 で指定してください）。`;
    case 'year':
      return `${label}は${FARM_YEAR_MIN}年から${FARM_YEAR_MAX}年までの${kind === 'calendar-date' ? '日付' : '日時'}で指定してください。`;
  }
}

/** Form rule of a calendar date field (empty passes; pair with required). */
export function calendarDateRule(messages: TimeMessages): Rule {
  return (value) => {
    if (isEmpty(value)) return null;
    const result = checkCalendarDate(value);
    return result.ok ? null : timeProblemMessage('calendar-date', result.problem, messages);
  };
}

/** Form rule of an instant field (empty passes; pair with required). */
export function instantRule(messages: TimeMessages, options: InstantOptions = {}): Rule {
  return (value) => {
    if (isEmpty(value)) return null;
    const result = checkInstant(value, options);
    return result.ok ? null : timeProblemMessage('instant', result.problem, messages);
  };
}
