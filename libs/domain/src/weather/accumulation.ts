import Decimal from 'decimal.js';

/**
 * Accumulated temperature (積算温度) of a weather setting (spec 000 §3, §9).
 * Chosen reading, since the spec gives only the fields: each day from the start
 * date contributes (average + correction - base temperature), never less than 0,
 * as in the usual 有効積算温度; correction adjusts the station temperature to the
 * farm. Sums are decimal-exact and shown to one decimal like the inputs.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

export interface DailyTemperature {
  /** Local date 'YYYY-MM-DD' (or an ISO datetime whose first 10 characters are the date). */
  date: string;
  temperature_ave: number | string | null | undefined;
}

export interface AccumulationSetting {
  name: string;
  /** Start date, 'YYYY-MM-DD' or an ISO datetime. */
  datetime: string;
  cumulative: number | string;
  basetemp: number | string;
  correction: number | string;
}

export interface AccumulationPoint {
  date: string;
  value: number;
  sum: number;
}

export interface AccumulationResult {
  settings: { name: string; sum: number; target: number; percent: number };
  histories: AccumulationPoint[];
}

function dec(value: number | string | null | undefined): Dec | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    const d = new D(typeof value === 'string' ? value.trim() : value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

const oneDecimal = (d: Dec): number => d.toDecimalPlaces(1).toNumber();

/**
 * Days before the start date and days without an average are skipped (a missing
 * day is a gap, not a cold day); a date given twice counts once, the later entry winning. percent is sum / target as a percentage, one
 * decimal, not capped; use piePercent for the chart.
 */
export function accumulateTemperature(days: readonly DailyTemperature[], setting: AccumulationSetting): AccumulationResult {
  const start = setting.datetime.slice(0, 10);
  const base = dec(setting.basetemp) ?? new D(0);
  const correction = dec(setting.correction) ?? new D(0);
  const target = dec(setting.cumulative) ?? new D(0);

  // One value per date (a re-fetched day replaces the earlier one), in date order.
  const byDate = new Map<string, Dec>();
  for (const d of days) {
    const date = d.date.slice(0, 10);
    const ave = dec(d.temperature_ave);
    if (ave !== null && date >= start) byDate.set(date, ave);
  }
  const ordered = [...byDate].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, ave]) => ({ date, ave }));

  let sum: Dec = new D(0);
  const histories: AccumulationPoint[] = [];
  for (const day of ordered) {
    const effective = D.max(day.ave.plus(correction).minus(base), 0);
    sum = sum.plus(effective);
    histories.push({ date: day.date, value: oneDecimal(effective), sum: oneDecimal(sum) });
  }

  const percent = target.gt(0) ? oneDecimal(sum.div(target).times(100)) : 0;
  return {
    settings: { name: setting.name, sum: oneDecimal(sum), target: target.toNumber(), percent },
    histories,
  };
}

/** The pie shows progress towards the target, so it stops at 100 (spec 000 §9). */
export function piePercent(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}
