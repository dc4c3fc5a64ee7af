import { z } from 'zod';
import { parseInstant } from '@inasaku/domain';
import { instantField } from '../dates';
import { WORKS_MESSAGES } from './common';

/**
 * Worker location trails (spec 000 §2.7 person filter, §3 Location history, §9). Account-wide,
 * not yearly. Times are instants; send ISO 8601 with the offset (+09:00).
 */

/** An instant with its offset, real and of a farm year (a phone with a reset clock sends 1970). */
const datetime = (label: string) => instantField({ label, format: WORKS_MESSAGES.datetime });
const spanMs = (from: string, to: string) => (parseInstant(to)?.getTime() ?? NaN) - (parseInstant(from)?.getTime() ?? NaN);

/** Longest range one GET may ask for. */
export const MAX_LOCATION_RANGE_MS = 8 * 24 * 60 * 60 * 1000;
/** Most points answered per request (oldest first, the rest cut): ask for shorter ranges when a day is busy. */
export const MAX_LOCATION_POINTS = 8_000;

/**
 * GET /api/location (query) -> LocationHistories: every point of the account's users in
 * [location_time_from, location_time_to], keyed by user id (only users with points appear),
 * each list oldest first. user_id narrows to one user.
 */
export const listLocationsSchema = z
  .object({
    location_time_from: datetime('開始日時'),
    location_time_to: datetime('終了日時'),
    user_id: z.string().min(1).max(64).optional(),
  })
  .refine((v) => spanMs(v.location_time_from, v.location_time_to) > 0, {
    message: WORKS_MESSAGES.locationOrder, path: ['location_time_to'],
  })
  .refine((v) => spanMs(v.location_time_from, v.location_time_to) <= MAX_LOCATION_RANGE_MS, {
    message: WORKS_MESSAGES.locationRange, path: ['location_time_to'],
  });

const latitude = z.number({ message: '緯度は-90から90までの数値で指定してください。' }).min(-90).max(90);
const longitude = z.number({ message: '経度は-180から180までの数値で指定してください。' }).min(-180).max(180);

/**
 * POST /api/location -> { count }: positions a phone collected for the signed-in user (a single
 * position is a list of one). location_time defaults to the time received.
 */
export const createLocationsSchema = z.object({
  locations: z
    .array(z.object({ lat: latitude, lon: longitude, location_time: datetime('測位日時').optional() }))
    .min(1, { message: '位置情報を指定してください。' })
    .max(500),
});
/** @public In the contract snapshot (schema-snapshot/contracts.json): consumers built against it may use it. */
export type LocationPoint = z.infer<typeof locationPointSchema>;

export type ListLocationsRequest = z.infer<typeof listLocationsSchema>;
export type CreateLocationsRequest = z.infer<typeof createLocationsSchema>;

export const locationPointSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  /** ISO 8601 with +09:00; lat and lon are rounded to 6 decimals (about 0.1 m) */
  location_time: z.string(),
});

/** user_id -> points, oldest first. Colours come from the users list (default DEFAULT_TRACK_COLOR). */
export const locationHistoriesSchema = z.record(z.string(), z.array(locationPointSchema));
export type LocationHistories = z.infer<typeof locationHistoriesSchema>;

export const createLocationsResponseSchema = z.object({
  count: z.number(),
});
export type CreateLocationsResponse = z.infer<typeof createLocationsResponseSchema>;
