import { GeocoderError } from './geocoder';
import { getJson, isRecord } from './http-json';

/**
 * Postal codes typed as '100-0001', '1000001', '〒100-0001' or with full-width digits and
 * Japanese dashes. Returns the 7 digits, or null when the text is not a postal code.
 */
export function postalCodeOf(query: string): string | null {
  const text = query
    .normalize('NFKC')
    .replace(/\s/g, '')
    .replace(/^〒/, '')
    .replace(/[‐‑‒–—―−ー－]/g, '-');
  const match = /^([0-9]{3})-?([0-9]{4})$/.exec(text);
  return match ? `${match[1]}${match[2]}` : null;
}

export interface PostalAddress {
  zipcode: string;
  /** prefecture + city + town, e.g. 東京都千代田区千代田 */
  address: string;
  /** prefecture + city, a fallback when the town is unknown to the address search */
  city: string;
}

/**
 * zipcloud's reply: { status: 200, message: null, results: [{ zipcode, address1, address2, address3 }] | null }.
 * results null means the code exists in no address; a status other than 200 is a failure.
 */
export function mapZipcloud(body: unknown): PostalAddress[] {
  if (!isRecord(body) || typeof body.status !== 'number') throw new GeocoderError('postal code lookup: unexpected reply');
  if (body.status !== 200) throw new GeocoderError(`postal code lookup: status ${body.status}`);
  if (body.results === null || body.results === undefined) return [];
  if (!Array.isArray(body.results)) throw new GeocoderError('postal code lookup: unexpected results');
  return body.results.flatMap((r: unknown) => {
    if (!isRecord(r)) return [];
    const [a1, a2, a3] = [r.address1, r.address2, r.address3].map((v) => (typeof v === 'string' ? v : ''));
    const zipcode = typeof r.zipcode === 'string' ? r.zipcode : '';
    return a1 ? [{ zipcode, address: `${a1}${a2}${a3}`, city: `${a1}${a2}` }] : [];
  });
}

/** Keyless postal-code lookup (zipcloud by default), used by the GSI geocoder. */
export class PostalCodeLookup {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async addresses(zipcode: string): Promise<PostalAddress[]> {
    const url = new URL(this.baseUrl);
    url.searchParams.set('zipcode', zipcode);
    return mapZipcloud(await getJson(url, this.timeoutMs));
  }
}

/** '1000001' -> '〒100-0001' */
export function formatPostalCode(zipcode: string): string {
  return /^[0-9]{7}$/.test(zipcode) ? `〒${zipcode.slice(0, 3)}-${zipcode.slice(3)}` : zipcode;
}
