import { weatherWindowSchema, type WeatherStatus } from './common';
import type { WeatherSetting } from './settings';

/**
 * 積算温度 (spec 000 §3 accumulation result, §9). For each setting of the year, from its start
 * date: the daily sum of max(0, temperature_ave − basetemp + correction) over the days with
 * weather (libs/domain accumulateTemperature). percent = sum / target × 100 (1 decimal, not
 * capped: the pie caps it at 100 with piePercent).
 *
 * 到達予測 (beyond the spec): the date the target is reached. Counted on from the last day with
 * weather using the forecast days, then, beyond the forecast, the climatological mean of the
 * same calendar day over the previous years (provider archive, see the README). null when the
 * target is not reached within a year from today.
 */
export interface AccumulationPointDto {
  /** 'YYYY-MM-DD' */
  date: string;
  /** the day's contribution ℃ */
  value: number;
  /** running sum ℃ from the start date */
  sum: number;
}

export interface AccumulationPrediction {
  /** 'YYYY-MM-DD' the sum reaches the target; null if not within a year */
  date: string | null;
  /** 'actual' already reached by measured days; 'forecast' within the forecast; 'climatology' beyond it */
  source: 'actual' | 'forecast' | 'climatology' | null;
  /** the predicted days after the last measured day, up to the predicted date (chart's dashed line) */
  histories: AccumulationPointDto[];
}

export interface WeatherAccumulation {
  setting: WeatherSetting;
  /** spec shape: { name, sum, target, percent } */
  settings: { name: string; sum: number; target: number; percent: number };
  /**
   * measured days (past and today) from the start date up to to_datetime, only those in
   * [from, to] listed; sums run from the start date
   */
  histories: AccumulationPointDto[];
  prediction: AccumulationPrediction;
}

/**
 * GET /inasaku/weather-accumulations (query: management_id, from_datetime, to_datetime)
 * -> WeatherAccumulations, one entry per setting of the year in start-date order.
 */
export const weatherAccumulationsSchema = weatherWindowSchema;
export interface WeatherAccumulations extends WeatherStatus {
  list: WeatherAccumulation[];
}
