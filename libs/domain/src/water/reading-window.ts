import { tokyoInstant } from '../time/tokyo-time';

/** Spec 001 §9: the sensor reading window is 3 hours at +0900. */
export const RAW_WINDOW_MS = 3 * 3600_000;

/**
 * The from..to of /api/sensor/raw: the given bounds, or the last 3 hours up to `now` when both
 * are absent; one given bound is extended by 3 hours to the other side.
 */
export function readingWindow(now: Date, from?: Date | null, to?: Date | null): { from: Date; to: Date } {
  if (from && to) return { from, to };
  if (from) return { from, to: new Date(from.getTime() + RAW_WINDOW_MS) };
  const end = to ?? now;
  return { from: new Date(end.getTime() - RAW_WINDOW_MS), to: end };
}

/**
 * The yearly water chart's points (spec 001 Reports): 00:00 and 12:00 at +0900 of every day of
 * the year (or of one month), oldest first.
 */
export function yearlyPointTimes(year: number, month?: number): Date[] {
  const times: Date[] = [];
  const months = month ? [month] : Array.from({ length: 12 }, (_, i) => i + 1);
  for (const m of months) {
    const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
    for (let d = 1; d <= days; d += 1) {
      times.push(tokyoInstant(year, m, d, 0), tokyoInstant(year, m, d, 12));
    }
  }
  return times;
}

/** A yearly point takes the reading at its time or the latest one in the hour before. */
export const YEARLY_POINT_LOOKBACK_MS = 3600_000;

/** [from, to) of a year (or month) at +0900. */
export function yearRange(year: number, month?: number): { from: Date; to: Date } {
  if (month) return { from: tokyoInstant(year, month, 1), to: month === 12 ? tokyoInstant(year + 1, 1, 1) : tokyoInstant(year, month + 1, 1) };
  return { from: tokyoInstant(year, 1, 1), to: tokyoInstant(year + 1, 1, 1) };
}
