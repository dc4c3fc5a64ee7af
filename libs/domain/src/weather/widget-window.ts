import { shiftDate, tokyoDateOf } from '../time/tokyo-time';

/** Days the dashboard's weather widget shows: today and the next three. */
export const WEATHER_WIDGET_DAYS = 4;

/**
 * The window the dashboard's weather widget reads (spec 001 §7: from the first day 00:00:00 to the
 * last day 23:59:59 at +0900), starting today in Tokyo. The widget and the shell, which asks it
 * ahead of the widget's code, build it here so that both ask the same URL.
 */
export function weatherWidgetWindow(now: Date = new Date()): { from_datetime: string; to_datetime: string } {
  const first = tokyoDateOf(now);
  const last = shiftDate(first, WEATHER_WIDGET_DAYS - 1);
  return { from_datetime: `${first}T00:00:00+09:00`, to_datetime: `${last}T23:59:59+09:00` };
}
