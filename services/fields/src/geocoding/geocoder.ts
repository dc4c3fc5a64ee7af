import type { GeocodeResult } from '@inasaku/contracts';

/**
 * A geocoding provider. `search` answers [] when nothing matches and `reverse` null where a
 * position has no address; every other problem (network, timeout, quota, a reply that does
 * not have the provider's shape) is a GeocoderError.
 */
export interface Geocoder {
  readonly provider: string;
  search(query: string): Promise<GeocodeResult[]>;
  reverse(latitude: number, longitude: number): Promise<string | null>;
}

export const GEOCODER = Symbol('GEOCODER');

/** Its message is for the logs: it never holds the request URL, which may carry an API key. */
export class GeocoderError extends Error {
  override name = 'GeocoderError';
}
