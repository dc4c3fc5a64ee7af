import { addDays, datesBetween, dayWindow, monthWindow, type Window } from '../common/jst';

export interface WeatherRange {
  /** Days of the charts: 3 days back to 6 days ahead (3 ahead on mobile), spec 000 §9. */
  chartDays: string[];
  /** Days of the table: today and the days ahead, 7 in all (4 on mobile), spec 000 §2.9. */
  tableDays: string[];
  /** The window asked of /weather-infos: the chart days, first 00:00:00 to last 23:59:59 +0900. */
  window: Window;
}

export function weatherRange(today: string, mobile: boolean): WeatherRange {
  const ahead = mobile ? 3 : 6;
  const first = addDays(today, -3);
  const last = addDays(today, ahead);
  return { chartDays: datesBetween(first, last), tableDays: datesBetween(today, last), window: dayWindow(first, last) };
}

/** Hourly table: today and tomorrow (spec 001 §7). */
export function hourlyWindow(today: string): Window {
  return dayWindow(today, addDays(today, 1));
}

/** Accumulations run over the management year. */
export function yearWindow(year: string | null, today: string): Window {
  return monthWindow(Number(year ?? today.slice(0, 4)), null);
}
