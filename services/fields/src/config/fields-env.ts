import { z } from 'zod';
import { baseEnvShape, loadEnv } from '@inasaku/service-kit';

const url = (fallback: string) => z.url().default(fallback);

export const fieldsEnvSchema = z.object({
  ...baseEnvShape,
  FIELDS_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3102),
  // Google Geocoding API when a key is set (region jp); otherwise the keyless GSI services.
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  /** A server-side key when the browser key is restricted to HTTP referrers; falls back to GOOGLE_MAPS_API_KEY. */
  GOOGLE_GEOCODING_API_KEY: z.string().optional(),
  GOOGLE_GEOCODING_URL: url('https://maps.googleapis.com/maps/api/geocode/json'),
  GSI_ADDRESS_SEARCH_URL: url('https://msearch.gsi.go.jp/address-search/AddressSearch'),
  GSI_REVERSE_GEOCODER_URL: url('https://mreversegeocoder.gsi.go.jp/reverse-geocoder/LonLatToAddress'),
  /** Postal code -> address for the GSI path (GSI's search does not know postal codes). */
  POSTAL_CODE_URL: url('https://zipcloud.ibsnet.co.jp/api/search'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  GEOCODE_MAX_RESULTS: z.coerce.number().int().min(1).max(50).default(10),
});

export type FieldsEnv = z.infer<typeof fieldsEnvSchema>;

export const FIELDS_ENV = Symbol('FIELDS_ENV');

export function loadFieldsEnv(): FieldsEnv {
  return loadEnv(fieldsEnvSchema);
}
