import { z } from 'zod';
import { max, required } from '@inasaku/domain';
import { ruledString } from '../zod-rules';
import { latitudeField, longitudeField } from './common';

/**
 * Address search for the home-position tool and the area name of a position. The fields
 * service owns the providers (GSI by default, Google when GOOGLE_MAPS_API_KEY is set).
 */

/** GET /inasaku/geocode?q=: an address or a postal code ('100-0001', '1000001', '〒100-0001'). */
export const geocodeSearchSchema = z.object({
  q: ruledString([required('住所または郵便番号'), max(100)]),
});

/** NATS only (`fields.geocode.reverse`), used by the account service for the area name. */
export const reverseGeocodeSchema = z.object({
  latitude: latitudeField,
  longitude: longitudeField,
});

/** PUT /inasaku/account-area-pos: the home position (ホーム位置), answered by the account service. */
export const accountAreaPosSchema = z.object({
  latitude: latitudeField,
  longitude: longitudeField,
});

export type GeocodeSearchRequest = z.infer<typeof geocodeSearchSchema>;
export type ReverseGeocodeRequest = z.infer<typeof reverseGeocodeSchema>;
export type AccountAreaPosRequest = z.infer<typeof accountAreaPosSchema>;

/**
 * One candidate of an address search, best first. Zero candidates is a 404 '見つかりません';
 * a provider failure a 502 'エラー発生'.
 */
export const geocodeResultSchema = z.object({
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** `fields.geocode.reverse`: area_name null where the position has no address (the sea). */
export interface ReverseGeocodeResult {
  area_name: string | null;
}

/**
 * PUT /inasaku/account-area-pos answer. The position is stored even when the area name
 * cannot be found or the provider fails (area_name null then): the weather needs the position,
 * the name is only shown in the header.
 */
export const accountAreaPosResponseSchema = z.object({
  area_name: z.string().nullable(),
  area_pos: z.object({
    latitude: z.number(),
    longitude: z.number(),
  }),
});
export type AccountAreaPosResponse = z.infer<typeof accountAreaPosResponseSchema>;
