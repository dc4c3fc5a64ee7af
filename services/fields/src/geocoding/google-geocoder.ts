import type { GeocodeResult } from '@inasaku/contracts';
import { GeocoderError, type Geocoder } from './geocoder';
import { finiteNumber, getJson, isRecord } from './http-json';

/**
 * Google Geocoding API replies: { status, results: [{ formatted_address, geometry: { location: { lat, lng } },
 * address_components: [{ long_name, short_name, types }] }], error_message? }. ZERO_RESULTS is "nothing";
 * any other status but OK (OVER_QUERY_LIMIT, REQUEST_DENIED, INVALID_REQUEST, UNKNOWN_ERROR) is a failure.
 */
function okResults(body: unknown): unknown[] {
  if (!isRecord(body) || typeof body.status !== 'string') throw new GeocoderError('Google geocoder: unexpected reply');
  if (body.status === 'ZERO_RESULTS') return [];
  if (body.status !== 'OK') throw new GeocoderError(`Google geocoder: status ${body.status}`);
  if (!Array.isArray(body.results)) throw new GeocoderError('Google geocoder: no results array');
  return body.results;
}

/** Japanese formatted addresses start with the country: '日本、〒100-0001 東京都千代田区千代田１−１'. */
export function stripCountry(address: string): string {
  return address.replace(/^日本[、,]\s*/, '').replace(/^Japan,\s*/, '').trim();
}

export function mapGoogleSearch(body: unknown): GeocodeResult[] {
  return okResults(body).flatMap((r) => {
    if (!isRecord(r) || !isRecord(r.geometry) || !isRecord(r.geometry.location)) return [];
    const latitude = finiteNumber(r.geometry.location.lat);
    const longitude = finiteNumber(r.geometry.location.lng);
    const label = typeof r.formatted_address === 'string' ? stripCountry(r.formatted_address) : '';
    return latitude === null || longitude === null || !label ? [] : [{ label, latitude, longitude }];
  });
}

interface Component {
  long_name: string;
  types: string[];
}

function components(result: unknown): Component[] {
  if (!isRecord(result) || !Array.isArray(result.address_components)) return [];
  return result.address_components.filter(
    (c: unknown): c is Component => isRecord(c) && typeof c.long_name === 'string' && Array.isArray(c.types),
  );
}

/**
 * Area name from the most precise result: prefecture + municipality ('東京都千代田区'), with the
 * ward of a designated city ('北海道札幌市中央区'); the prefecture alone when nothing finer exists.
 */
export function mapGoogleReverse(body: unknown): string | null {
  let prefectureOnly: string | null = null;
  for (const result of okResults(body)) {
    const parts = components(result);
    const find = (type: string) => parts.find((c) => c.types.includes(type))?.long_name;
    const prefecture = find('administrative_area_level_1');
    const locality = find('locality');
    const ward = find('sublocality_level_1');
    if (prefecture && locality) {
      return `${prefecture}${locality}${locality.endsWith('市') && ward?.endsWith('区') ? ward : ''}`;
    }
    prefectureOnly ??= prefecture ?? null;
  }
  return prefectureOnly;
}

export interface GoogleOptions {
  url: string;
  apiKey: string;
  timeoutMs: number;
}

/** Google Geocoding API, Japanese answers, biased to and restricted to Japan. */
export class GoogleGeocoder implements Geocoder {
  readonly provider = 'google';

  constructor(private readonly options: GoogleOptions) {}

  async search(query: string): Promise<GeocodeResult[]> {
    const url = this.url();
    url.searchParams.set('address', query);
    url.searchParams.set('components', 'country:JP');
    return mapGoogleSearch(await getJson(url, this.options.timeoutMs));
  }

  async reverse(latitude: number, longitude: number): Promise<string | null> {
    const url = this.url();
    url.searchParams.set('latlng', `${latitude},${longitude}`);
    return mapGoogleReverse(await getJson(url, this.options.timeoutMs));
  }

  private url(): URL {
    const url = new URL(this.options.url);
    url.searchParams.set('region', 'jp');
    url.searchParams.set('language', 'ja');
    url.searchParams.set('key', this.options.apiKey);
    return url;
  }
}
