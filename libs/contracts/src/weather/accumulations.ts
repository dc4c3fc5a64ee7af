import { z } from 'zod';
import { weatherStatusSchema, weatherWindowSchema } from './common';
import { weatherSettingSchema } from './settings';

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
export const accumulationPointDtoSchema = z.object({
  /** 'YYYY-MM-DD' */
  date: z.string(),
  /** the day's contribution ℃ */
  value: z.number(),
  /** running sum ℃ from the start date */
  sum: z.number(),
});
/** @public In the contract snapshot (schema-snapshot/contracts.json): consumers built against it may use it. */
export type AccumulationPointDto = z.infer<typeof accumulationPointDtoSchema>;

export const accumulationPredictionSchema = z.object({
  /** 'YYYY-MM-DD' the sum reaches the target; null if not within a year */
  date: z.string().nullable(),
  /** 'actual' already reached by measured days; 'forecast' within the forecast; 'climatology' beyond it */
  source: z.enum(['actual', 'forecast', 'climatology']).nullable(),
  /** the predicted days after the last measured day, up to the predicted date (chart's dashed line) */
  histories: z.array(accumulationPointDtoSchema),
});
/** @public In the contract snapshot (schema-snapshot/contracts.json): consumers built against it may use it. */
export type AccumulationPrediction = z.infer<typeof accumulationPredictionSchema>;

export const weatherAccumulationSchema = z.object({
  setting: weatherSettingSchema,
  /** spec shape: { name, sum, target, percent } */
  settings: z.object({
    name: z.string(),
    sum: z.number(),
    target: z.number(),
    percent: z.number(),
  }),
  /**
   * measured days (past and today) from the start date up to to_datetime, only those in
   * [from, to] listed; sums run from the start date
   */
  histories: z.array(accumulationPointDtoSchema),
  prediction: accumulationPredictionSchema,
});
export type WeatherAccumulation = z.infer<typeof weatherAccumulationSchema>;

/**
 * GET /inasaku/weather-accumulations (query: management_id, from_datetime, to_datetime)
 * -> WeatherAccumulations, one entry per setting of the year in start-date order.
 */
export const weatherAccumulationsSchema = weatherWindowSchema;
export const weatherAccumulationsAnswerSchema = weatherStatusSchema.extend({
  list: z.array(weatherAccumulationSchema),
});
export type WeatherAccumulations = z.infer<typeof weatherAccumulationsAnswerSchema>;
