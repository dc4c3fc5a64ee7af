import type { NotificationPreferences } from '@inasaku/contracts';

const JST_MS = 9 * 3600_000;
const DAY_MS = 24 * 3600_000;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When the quiet hours around `now` end, or null when `now` is outside them (or they are off).
 * Hours are JST wall clock; a span may wrap midnight (22:00 to 05:00). Japan has no daylight
 * saving, so a fixed +09:00 is exact.
 */
export function quietUntil(quiet: NotificationPreferences['quiet_hours'], now: Date): Date | null {
  if (!quiet.enabled) return null;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const local = now.getTime() + JST_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const minute = Math.floor((local - dayStart) / 60_000);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  // The end is today when it is still ahead in the day, otherwise tomorrow.
  const endLocal = dayStart + end * 60_000 + (minute < end ? 0 : DAY_MS);
  return new Date(endLocal - JST_MS);
}
