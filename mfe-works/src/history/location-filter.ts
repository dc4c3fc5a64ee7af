import { DEFAULT_TRACK_COLOR, type LocationHistories } from '@inasaku/contracts';
import type { FarmPolyline } from '@inasaku/map';
import { shiftDate, tokyoInstantOn, tokyoToday, toTokyoIso } from '@inasaku/domain';

/**
 * The person (location) filter of the work-history map (spec 000 §2.7, §4.6, §9): a date from
 * today back 6 days, start and end hours 00:00 to 24:00, times in +09:00 whatever the device's
 * time zone; default start two hours before the current hour, default end the next hour.
 */

export const LAST_HOUR = 24;
export const DAYS_BACK = 6;

export interface LocationRange {
  /** 'YYYY-MM-DD' in Tokyo */
  date: string;
  /** 0..24 */
  start: number;
  end: number;
}

function tokyoParts(now: Date): { date: string; hour: number } {
  const wall = toTokyoIso(now);
  return { date: wall.slice(0, 10), hour: Number(wall.slice(11, 13)) };
}

/** The opening range: today, from two hours before the current hour to the next hour (kept within the day). */
export function defaultLocationRange(now: Date = new Date()): LocationRange {
  const { date, hour } = tokyoParts(now);
  const end = Math.min(LAST_HOUR, hour + 1);
  const start = Math.max(0, Math.min(hour - 2, end - 1));
  return { date, start, end };
}

/** The dates the picker allows: today back 6 days, newest first. */
export function selectableDates(now: Date = new Date()): string[] {
  const today = tokyoToday(now);
  return Array.from({ length: DAYS_BACK + 1 }, (_, i) => shiftDate(today, -i));
}

export function isSelectableDate(date: string, now: Date = new Date()): boolean {
  return selectableDates(now).includes(date);
}

/** '00:00' .. '24:00'. */
export const HOUR_OPTIONS: ReadonlyArray<{ value: number; label: string }> = Array.from({ length: LAST_HOUR + 1 }, (_, h) => ({
  value: h,
  label: `${String(h).padStart(2, '0')}:00`,
}));

/**
 * After one bound changed: if start >= end, the other bound moves one hour along (spec 000 §4.6).
 * At the ends of the day the changed bound gives way instead, so the range stays one hour wide.
 */
export function pushHours(range: { start: number; end: number }, changed: 'start' | 'end'): { start: number; end: number } {
  let { start, end } = range;
  if (start < end) return { start, end };
  if (changed === 'start') {
    end = start + 1;
    if (end > LAST_HOUR) {
      end = LAST_HOUR;
      start = LAST_HOUR - 1;
    }
  } else {
    start = end - 1;
    if (start < 0) {
      start = 0;
      end = 1;
    }
  }
  return { start, end };
}

/** ISO 8601 with +09:00; hour 24 is 00:00 of the next day. */
export function tokyoIso(date: string, hour: number): string {
  return toTokyoIso(tokyoInstantOn(date, hour));
}

export function locationQuery(range: LocationRange): { from: string; to: string } {
  return { from: tokyoIso(range.date, range.start), to: tokyoIso(range.date, range.end) };
}

/** One polyline per checked user with points, in the user's colour (default #E57373). */
export function trailPolylines(
  histories: LocationHistories,
  users: ReadonlyArray<{ user_id: string; color?: string | null }>,
  checked: ReadonlyArray<string>,
): FarmPolyline[] {
  const colours = new Map(users.map((u) => [u.user_id, u.color]));
  return checked.flatMap((userId) => {
    const points = histories[userId] ?? [];
    if (!points.length) return [];
    const color = colours.get(userId) || DEFAULT_TRACK_COLOR;
    return [{ id: userId, color, weight: 4, points: points.map((p) => [p.lat, p.lon] as [number, number]) }];
  });
}
