import type { FieldsEnv } from '../config/fields-env';
import type { Geocoder } from './geocoder';
import { GoogleGeocoder } from './google-geocoder';
import { GsiGeocoder } from './gsi-geocoder';
import { PostalCodeLookup } from './postal-code';

/** Google when a key is configured, otherwise the keyless GSI services. */
export function createGeocoder(env: FieldsEnv): Geocoder {
  const apiKey = env.GOOGLE_GEOCODING_API_KEY ?? env.GOOGLE_MAPS_API_KEY;
  if (apiKey) return new GoogleGeocoder({ url: env.GOOGLE_GEOCODING_URL, apiKey, timeoutMs: env.GEOCODER_TIMEOUT_MS });
  return new GsiGeocoder({
    searchUrl: env.GSI_ADDRESS_SEARCH_URL,
    reverseUrl: env.GSI_REVERSE_GEOCODER_URL,
    timeoutMs: env.GEOCODER_TIMEOUT_MS,
    postalCodes: new PostalCodeLookup(env.POSTAL_CODE_URL, env.GEOCODER_TIMEOUT_MS),
  });
}
