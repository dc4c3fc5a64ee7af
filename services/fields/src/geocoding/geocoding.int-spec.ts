import { SUBJECTS, type GeocodeResult } from '@inasaku/contracts';
import { newAccount, suiteHarness } from '@inasaku/testing';
import { startFieldsService } from '../test/harness';
import { startStubGeocoders, type StubGeocoders } from '../test/stub-geocoders';

const geo = SUBJECTS.fields.geocode;
const NOT_FOUND = { statusCode: 404, code: 'GEOCODE_NO_RESULTS', message: '見つかりません' };
const FAILED = { statusCode: 502, code: 'GEOCODE_FAILED', message: 'エラー発生' };

describe('geocoding against local stubs of the providers', () => {
  let stub: StubGeocoders;
  const farm = newAccount();

  beforeAll(async () => {
    stub = await startStubGeocoders();
  });
  afterAll(async () => {
    await stub.close();
  });

  describe('GSI (no key)', () => {
    const h = suiteHarness(() => startFieldsService({
      GSI_ADDRESS_SEARCH_URL: `${stub.url}/gsi/search`,
      GSI_REVERSE_GEOCODER_URL: `${stub.url}/gsi/reverse`,
      POSTAL_CODE_URL: `${stub.url}/zip`,
      GOOGLE_GEOCODING_URL: `${stub.url}/google/json`,
    }), { resetEachTest: false });
    beforeEach(() => {
      stub.requests.length = 0;
    });

    it('answers the address candidates, best first', async () => {
      expect(await h.client.call<GeocodeResult[]>(geo.search, { q: '長野県長野市' }, farm.context())).toEqual([
        { label: '長野県長野市', latitude: 36.651282, longitude: 138.181224 },
        { label: '長野県長野市大字鶴賀', latitude: 36.6433, longitude: 138.194 },
      ]);
      expect(stub.requests.map((u) => u.pathname)).toEqual(['/gsi/search']);
      expect(stub.requests[0].searchParams.get('q')).toBe('長野県長野市');
    });

    it('finds a postal code through the postal-code lookup', async () => {
      for (const q of ['100-0001', '〒１００－０００１']) {
        expect(await h.client.call(geo.search, { q }, farm.context())).toEqual([
          { label: '〒100-0001 東京都千代田区千代田', latitude: 35.685175, longitude: 139.753595 },
        ]);
      }
      expect(stub.requests[0].pathname).toBe('/zip');
      expect(stub.requests[0].searchParams.get('zipcode')).toBe('1000001');
    });

    it('answers 見つかりません for no match and an unknown postal code', async () => {
      expect(await h.client.callError(geo.search, { q: '存在しない住所' }, farm.context())).toEqual(NOT_FOUND);
      expect(await h.client.callError(geo.search, { q: '999-9999' }, farm.context())).toEqual(NOT_FOUND);
    });

    it('answers エラー発生 when a provider fails', async () => {
      expect(await h.client.callError(geo.search, { q: 'エラー' }, farm.context())).toEqual(FAILED);
      expect(await h.client.callError(geo.search, { q: '555-5555' }, farm.context())).toEqual(FAILED);
    });

    it('names the area of a position, null at sea, エラー発生 on failure', async () => {
      expect(await h.client.call(geo.reverse, { latitude: 36.6513, longitude: 138.181 }, farm.context())).toEqual({ area_name: '長野県長野市' });
      expect(stub.requests[0].searchParams.get('lat')).toBe('36.6513');
      expect(stub.requests[0].searchParams.get('lon')).toBe('138.181');
      expect(await h.client.call(geo.reverse, { latitude: 0, longitude: 140 }, farm.context())).toEqual({ area_name: null });
      expect(await h.client.callError(geo.reverse, { latitude: -1, longitude: 140 }, farm.context())).toEqual(FAILED);
    });

    it('validates the query and needs an account', async () => {
      expect(await h.client.callError(geo.search, { q: ' ' }, farm.context())).toMatchObject({
        statusCode: 400, message: '住所または郵便番号は必須項目です。',
      });
      expect(await h.client.callError(geo.search, { q: '長野' }, farm.context({ accountId: null }))).toMatchObject({ statusCode: 401 });
      expect(stub.requests).toEqual([]);
    });
  });

  describe('Google (key set)', () => {
    const h = suiteHarness(() => startFieldsService({ GOOGLE_MAPS_API_KEY: 'test-key', GOOGLE_GEOCODING_URL: `${stub.url}/google/json` }), { resetEachTest: false });
    beforeEach(() => {
      stub.requests.length = 0;
    });

    it('searches in Japanese, restricted to Japan, with the key', async () => {
      expect(await h.client.call(geo.search, { q: '長野市' }, farm.context())).toEqual([
        { label: '〒380-0000 長野県長野市', latitude: 36.6485, longitude: 138.1942 },
      ]);
      const sent = stub.requests[0];
      expect(sent.pathname).toBe('/google/json');
      expect(Object.fromEntries(sent.searchParams)).toEqual({
        address: '長野市', components: 'country:JP', region: 'jp', language: 'ja', key: 'test-key',
      });
    });

    it('answers 見つかりません for ZERO_RESULTS and エラー発生 for other statuses', async () => {
      expect(await h.client.callError(geo.search, { q: '存在しない住所' }, farm.context())).toEqual(NOT_FOUND);
      expect(await h.client.callError(geo.search, { q: 'エラー' }, farm.context())).toEqual(FAILED);
    });

    it('names the area from the address components', async () => {
      expect(await h.client.call(geo.reverse, { latitude: 36.65, longitude: 138.18 }, farm.context())).toEqual({ area_name: '長野県長野市' });
      expect(stub.requests[0].searchParams.get('latlng')).toBe('36.65,138.18');
      expect(await h.client.call(geo.reverse, { latitude: 0, longitude: 140 }, farm.context())).toEqual({ area_name: null });
      expect(await h.client.callError(geo.reverse, { latitude: -1, longitude: 140 }, farm.context())).toEqual(FAILED);
    });
  });

  describe('an unreachable provider', () => {
    const h = suiteHarness(() => startFieldsService({ GEOCODER_TIMEOUT_MS: '500' }), { resetEachTest: false });

    it('is エラー発生, not a hang or a 500', async () => {
      expect(await h.client.callError(geo.search, { q: '長野' }, farm.context())).toEqual(FAILED);
      expect(await h.client.callError(geo.reverse, { latitude: 36, longitude: 138 }, farm.context())).toEqual(FAILED);
    });
  });
});
