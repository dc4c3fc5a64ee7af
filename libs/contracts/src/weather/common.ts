import { z } from 'zod';
import { parseInstant } from '@inasaku/domain';
import { instantField } from '../dates';
import { WEATHER_MESSAGES } from './weather-words';

/**
 * Pieces shared by the weather contracts (spec 000 §2.9, §3, §9; spec 001 §7).
 *
 * Weather belongs to a PLACE: the service keeps it per grid cell around the account's home
 * position (ホーム位置), so an account without a home position has no weather
 * (`has_position: false`, empty lists). Times are Asia/Tokyo: every datetime in a query or an
 * answer is ISO 8601 with '+09:00'. Measurements are JSON numbers (1 decimal for ℃, mm, m/s).
 *
 * Every read answer carries the freshness of the data (WeatherStatus) so a screen can say
 * when the provider has not answered for a while instead of failing.
 */

/** Longest window one read may ask for (a year and a little). */
export const MAX_WEATHER_RANGE_MS = 400 * 24 * 60 * 60 * 1000;

/** An instant with its offset, real and of a farm year; `label` names it in the messages. */
const weatherTime = (label: string) => instantField({ label, format: WEATHER_MESSAGES.datetime });
/** @public In the contract snapshot (schema-snapshot/contracts.json): consumers built against it may use it. */
export const weatherDatetime = weatherTime('日時');
/** `management_id` may be sent (the gateway reads it); never read from the payload. */
export const weatherManagementId = z.string().optional();
export const weatherId = z.uuid({ message: WEATHER_MESSAGES.invalidId });

/** to − from in ms (both already checked by their fields). */
function spanMs(from: string, to: string): number {
  return (parseInstant(to)?.getTime() ?? NaN) - (parseInstant(from)?.getTime() ?? NaN);
}

/**
 * from_datetime / to_datetime (spec 001 §7), both required, to after from, at most 400 days.
 * A month of the weather report is 'YYYY-MM-01T00:00:00+09:00' .. 'YYYY-MM-<last>T23:59:59+09:00'
 * (libs/domain monthWindow).
 */
export const weatherWindowSchema = z
  .object({
    management_id: weatherManagementId,
    from_datetime: weatherTime('開始日時'),
    to_datetime: weatherTime('終了日時'),
  })
  .refine((v) => spanMs(v.from_datetime, v.to_datetime) > 0, {
    message: WEATHER_MESSAGES.rangeOrder, path: ['to_datetime'],
  })
  .refine((v) => spanMs(v.from_datetime, v.to_datetime) <= MAX_WEATHER_RANGE_MS, {
    message: WEATHER_MESSAGES.rangeTooLong, path: ['to_datetime'],
  });
export type WeatherWindowRequest = z.infer<typeof weatherWindowSchema>;

/** Freshness of the answer's data, in every read answer. */
export const weatherStatusSchema = z.object({
  /** false: the account has no home position yet, so there is no weather (lists are empty). */
  has_position: z.boolean(),
  /**
   * true when the account's cell has no forecast yet or its last successful refresh is older than
   * two refresh intervals, at least 3 hours (the provider is down or unreachable): show what
   * there is with a note that it may be old. false when there is no position (nothing to be stale).
   */
  stale: z.boolean(),
  /** last successful forecast refresh of the cell, ISO +09:00; null if never */
  updated_at: z.string().nullable(),
})
  // the base of the weather answers (each extends it), for the contract snapshot
  .meta({ contract: 'answer' });
export type WeatherStatus = z.infer<typeof weatherStatusSchema>;
