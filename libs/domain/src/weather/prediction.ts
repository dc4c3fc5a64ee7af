import Decimal from 'decimal.js';
import { shiftDate } from '../time/tokyo-time';

/**
 * 到達予測: the date an accumulated-temperature setting reaches its target (beyond the spec).
 *
 * Method: start from the measured sum up to `lastMeasuredDate` (accumulateTemperature); then add,
 * day by day, max(0, average − base + correction) (the same daily rule) using
 *   1. the forecast's daily average for the days the forecast covers, then
 *   2. the climatological average of the same calendar day ('MM-DD'): the mean daily average
 *      over the previous years from the provider's archive (normal values of the cell; 29 Feb
 *      falls back to 28 Feb).
 * The first day on which the running sum reaches the target is the predicted date. If the
 * target is already reached by measured days, the date is the day it was reached. The search
 * stops after `horizonDays` (a year) and answers null: a setting started in autumn with a high
 * target may never be reached by the cold season's days.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export interface PredictionInput {
  /** the setting's start date 'YYYY-MM-DD' */
  startDate: string;
  target: number | string;
  basetemp: number | string;
  correction: number | string;
  /** measured running sum up to and including lastMeasuredDate (0 if none) */
  measuredSum: number;
  /** the last date counted in measuredSum; the day before startDate when none */
  lastMeasuredDate: string;
  /** when measured days already reached the target, the date they did (from the histories) */
  reachedOn?: string | null;
  /** forecast daily averages by date */
  forecast: ReadonlyMap<string, number>;
  /** climatological daily averages by 'MM-DD' */
  climate: ReadonlyMap<string, number>;
  horizonDays?: number;
}

export interface PredictedPoint {
  date: string;
  value: number;
  sum: number;
}

export interface PredictionResult {
  date: string | null;
  source: 'actual' | 'forecast' | 'climatology' | null;
  histories: PredictedPoint[];
}

function climateOf(climate: ReadonlyMap<string, number>, date: string): number | undefined {
  const md = date.slice(5, 10);
  return climate.get(md) ?? (md === '02-29' ? climate.get('02-28') : undefined);
}

export function predictReach(input: PredictionInput): PredictionResult {
  const target = new D(input.target);
  if (input.reachedOn) return { date: input.reachedOn, source: 'actual', histories: [] };
  if (!target.gt(0)) return { date: null, source: null, histories: [] };
  const base = new D(input.basetemp || 0);
  const correction = new D(input.correction || 0);
  let sum = new D(input.measuredSum);
  if (sum.gte(target)) return { date: input.lastMeasuredDate, source: 'actual', histories: [] };
  const horizon = input.horizonDays ?? 366;
  const histories: PredictedPoint[] = [];
  let date = input.lastMeasuredDate < input.startDate ? shiftDate(input.startDate, -1) : input.lastMeasuredDate;
  let usedClimate = false;
  for (let i = 0; i < horizon; i += 1) {
    date = shiftDate(date, 1);
    let ave = input.forecast.get(date);
    if (ave === undefined) {
      ave = climateOf(input.climate, date);
      if (ave === undefined) continue; // no normal for that day: a gap, not a cold day
      usedClimate = true;
    }
    const effective = D.max(new D(ave).plus(correction).minus(base), 0);
    sum = sum.plus(effective);
    histories.push({ date, value: effective.toDecimalPlaces(1).toNumber(), sum: sum.toDecimalPlaces(1).toNumber() });
    if (sum.gte(target)) return { date, source: usedClimate ? 'climatology' : 'forecast', histories };
  }
  return { date: null, source: null, histories };
}
