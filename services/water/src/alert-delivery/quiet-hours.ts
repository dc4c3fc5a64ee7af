import type { NotificationPreferences } from '@inasaku/contracts';
import { shiftDate, tokyoDateOf, tokyoInstantOn, toTokyoIso } from '@inasaku/domain';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When the quiet hours around `now` end, or null when `now` is outside them (or they are off).
 * Hours are Tokyo wall clock; a span may wrap midnight (22:00 to 05:00).
 */
export function quietUntil(quiet: NotificationPreferences['quiet_hours'], now: Date): Date | null {
  if (!quiet.enabled) return null;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const minute = minutesOf(toTokyoIso(now).slice(11, 16));
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  // The end is today when it is still ahead in the day, otherwise tomorrow.
  const today = tokyoDateOf(now);
  return tokyoInstantOn(minute < end ? today : shiftDate(today, 1), 0, end);
}
