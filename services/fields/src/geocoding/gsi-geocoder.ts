import type { GeocodeResult } from '@inasaku/contracts';
import { GeocoderError, type Geocoder } from './geocoder';
import { finiteNumber, getJson, isRecord } from './http-json';
import { municipalityName, prefectureName } from './municipalities';
import { formatPostalCode, postalCodeOf, type PostalCodeLookup } from './postal-code';

/**
 * GSI address search: a JSON array of GeoJSON features,
 * [{ geometry: { coordinates: [lng, lat], type: 'Point' }, type: 'Feature', properties: { addressCode, title } }].
 * [] when nothing matches. Features without usable coordinates are skipped.
 */
export function mapGsiSearch(body: unknown): GeocodeResult[] {
  if (!Array.isArray(body)) throw new GeocoderError('GSI address search: not an array');
  return body.flatMap((feature: unknown) => {
    if (!isRecord(feature) || !isRecord(feature.geometry) || !isRecord(feature.properties)) return [];
    const coordinates = feature.geometry.coordinates;
    if (!Array.isArray(coordinates)) return [];
    const longitude = finiteNumber(coordinates[0]);
    const latitude = finiteNumber(coordinates[1]);
    const label = feature.properties.title;
    if (latitude === null || longitude === null || typeof label !== 'string' || !label) return [];
    return [{ label, latitude, longitude }];
  });
}

/**
 * GSI reverse geocoder: { results: { muniCd: '13101', lv01Nm: '千代田' } }, or no results for a
 * position without an address (the sea). The area name is the municipality with its
 * prefecture ('東京都千代田区'); an unknown code falls back to the prefecture and the town.
 */
export function mapGsiReverse(body: unknown): string | null {
  if (body === null) return null;
  if (!isRecord(body)) throw new GeocoderError('GSI reverse geocoder: unexpected reply');
  const results = body.results;
  if (results === undefined || results === null) return null;
  if (!isRecord(results)) throw new GeocoderError('GSI reverse geocoder: unexpected results');
  const muniCd = typeof results.muniCd === 'string' ? results.muniCd : String(results.muniCd ?? '');
  const town = typeof results.lv01Nm === 'string' && !/^[-－ー―]?$/.test(results.lv01Nm.trim()) ? results.lv01Nm.trim() : '';
  const municipality = municipalityName(muniCd);
  if (municipality) return municipality;
  const prefecture = prefectureName(muniCd);
  if (prefecture) return `${prefecture}${town}`;
  return town || null;
}

export interface GsiOptions {
  searchUrl: string;
  reverseUrl: string;
  timeoutMs: number;
  postalCodes: PostalCodeLookup;
}

/** The keyless default: 国土地理院's address search and reverse geocoder, postal codes via PostalCodeLookup. */
export class GsiGeocoder implements Geocoder {
  readonly provider = 'gsi';

  constructor(private readonly options: GsiOptions) {}

  async search(query: string): Promise<GeocodeResult[]> {
    const zipcode = postalCodeOf(query);
    if (zipcode) return this.searchPostalCode(zipcode);
    return this.searchAddress(query);
  }

  async reverse(latitude: number, longitude: number): Promise<string | null> {
    const url = new URL(this.options.reverseUrl);
    url.searchParams.set('lat', String(latitude));
    url.searchParams.set('lon', String(longitude));
    return mapGsiReverse(await getJson(url, this.options.timeoutMs));
  }

  private async searchAddress(query: string): Promise<GeocodeResult[]> {
    const url = new URL(this.options.searchUrl);
    url.searchParams.set('q', query);
    return mapGsiSearch(await getJson(url, this.options.timeoutMs));
  }

  /** One candidate per address of the code, placed at the first match of its town (else of its city). */
  private async searchPostalCode(zipcode: string): Promise<GeocodeResult[]> {
    const results: GeocodeResult[] = [];
    for (const postal of await this.options.postalCodes.addresses(zipcode)) {
      const [hit] = await this.searchAddress(postal.address);
      const place = hit ?? (await this.searchAddress(postal.city))[0];
      if (place) results.push({ label: `${formatPostalCode(postal.zipcode || zipcode)} ${postal.address}`, latitude: place.latitude, longitude: place.longitude });
    }
    return results;
  }
}
