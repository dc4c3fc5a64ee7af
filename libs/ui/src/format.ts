import { tokyoDateOf, weekdayOf, type InstantLike } from '@inasaku/domain';
import { WEEKDAYS } from './texts';

/**
 * 'YYYY/MM/DD(曜)', e.g. 2026/11/22(日), of a 'YYYY-MM-DD' date as it is, or of the Tokyo day an
 * instant falls on (whatever the device's zone); the weekday is written out so it never depends
 * on the dayjs locale.
 */
export function formatDateWithWeekday(value: InstantLike = new Date()): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : tokyoDateOf(value);
  return `${date.replaceAll('-', '/')}(${WEEKDAYS[weekdayOf(date)]})`;
}

/** 'YYYY年' for a management year. */
export function formatYear(year: number): string {
  return `${year}年`;
}

/** Thousands separators, as every number on screen (spec 000 §9). */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  return value.toLocaleString('ja-JP', { maximumFractionDigits });
}
