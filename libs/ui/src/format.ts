import dayjs, { type ConfigType } from 'dayjs';
import { WEEKDAYS } from './texts';

/** 'YYYY/MM/DD(曜)', e.g. 2026/11/22(日); the weekday is written out so it never depends on the dayjs locale. */
export function formatDateWithWeekday(value: ConfigType = new Date()): string {
  const d = dayjs(value);
  return `${d.format('YYYY/MM/DD')}(${WEEKDAYS[d.day()]})`;
}

/** 'YYYY年' for a management year. */
export function formatYear(year: number): string {
  return `${year}年`;
}

/** Thousands separators, as every number on screen (spec 000 §9). */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  return value.toLocaleString('ja-JP', { maximumFractionDigits });
}
