import { FORECAST_WEIGHT_PER_CELL } from '../provider/open-meteo-weight';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export interface RefreshPlanInput {
  activeCells: number;
  /** weighted provider calls a day */
  dailyBudget: number;
  /** share of the budget kept for new cells' history */
  backfillShare: number;
  /** the shortest interval allowed */
  minIntervalMinutes: number;
}

/**
 * How often each cell's forecast is refreshed: as often as the minimum interval allows, but
 * never so often that one day's refreshes of every active cell spend more than the forecast
 * share of the daily budget. 2,500 cells with 9,000 calls (20 % kept for new cells) refresh
 * every 12 hours; 300 cells every 2 hours.
 */
export function refreshIntervalMs(input: RefreshPlanInput): number {
  const forecastBudget = input.dailyBudget * (1 - input.backfillShare);
  const perDayPerCell = Math.max(1, Math.floor(forecastBudget / Math.max(1, input.activeCells * FORECAST_WEIGHT_PER_CELL)));
  const byBudget = Math.ceil(DAY_MS / perDayPerCell);
  return Math.max(input.minIntervalMinutes * MINUTE_MS, byBudget);
}

/** Data is stale when the last successful refresh is older than two intervals (at least 3 hours). */
export function staleAfterMs(intervalMs: number): number {
  return Math.max(3 * 60 * MINUTE_MS, 2 * intervalMs);
}

/** Retry delay after `failures` consecutive provider failures: base × 2^(n−1), capped. */
export function backoffMs(failures: number, baseMs: number, maxMs: number): number {
  if (failures <= 0) return 0;
  return Math.min(maxMs, baseMs * 2 ** Math.min(30, failures - 1));
}
