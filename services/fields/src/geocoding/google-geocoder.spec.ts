import { GeocoderError } from './geocoder';
import { mapGoogleReverse, mapGoogleSearch, stripCountry } from './google-geocoder';

const component = (long_name: string, ...types: string[]) => ({ long_name, short_name: long_name, types });

describe('mapGoogleSearch', () => {
  it('maps OK results with the country removed from the label', () => {
    const body = {
      status: 'OK',
      results: [
        {
          formatted_address: '日本、〒100-0001 東京都千代田区千代田１−１',
          geometry: { location: { lat: 35.685175, lng: 139.7527995 }, location_type: 'APPROXIMATE' },
          address_components: [],
        },
      ],
    };
    expect(mapGoogleSearch(body)).toEqual([{ label: '〒100-0001 東京都千代田区千代田１−１', latitude: 35.685175, longitude: 139.7527995 }]);
  });

  it('answers [] for ZERO_RESULTS', () => {
    expect(mapGoogleSearch({ status: 'ZERO_RESULTS', results: [] })).toEqual([]);
  });

  it.each(['OVER_QUERY_LIMIT', 'REQUEST_DENIED', 'INVALID_REQUEST', 'UNKNOWN_ERROR'])('fails on %s', (status) => {
    expect(() => mapGoogleSearch({ status, results: [], error_message: 'The provided API key is invalid.' })).toThrow(GeocoderError);
  });

  it('fails on a reply without a status', () => {
    expect(() => mapGoogleSearch([])).toThrow(GeocoderError);
  });
});

describe('mapGoogleReverse', () => {
  it('composes prefecture and municipality from the most precise result', () => {
    const body = {
      status: 'OK',
      results: [
        {
          formatted_address: '日本、〒100-0005 東京都千代田区丸の内１丁目',
          address_components: [
            component('１丁目', 'political', 'sublocality', 'sublocality_level_2'),
            component('丸の内', 'political', 'sublocality', 'sublocality_level_1'),
            component('千代田区', 'locality', 'political'),
            component('東京都', 'administrative_area_level_1', 'political'),
            component('日本', 'country', 'political'),
          ],
        },
      ],
    };
    expect(mapGoogleReverse(body)).toBe('東京都千代田区');
  });

  it('keeps the ward of a designated city', () => {
    const body = {
      status: 'OK',
      results: [{
        address_components: [
          component('中央区', 'political', 'sublocality', 'sublocality_level_1'),
          component('札幌市', 'locality', 'political'),
          component('北海道', 'administrative_area_level_1', 'political'),
        ],
      }],
    };
    expect(mapGoogleReverse(body)).toBe('北海道札幌市中央区');
  });

  it('falls back to the prefecture, and null for ZERO_RESULTS', () => {
    expect(mapGoogleReverse({ status: 'OK', results: [{ address_components: [component('長野県', 'administrative_area_level_1')] }] })).toBe('長野県');
    expect(mapGoogleReverse({ status: 'ZERO_RESULTS', results: [] })).toBeNull();
  });

  it('fails on an error status', () => {
    expect(() => mapGoogleReverse({ status: 'REQUEST_DENIED' })).toThrow(GeocoderError);
  });
});

describe('stripCountry', () => {
  it('removes the leading country', () => {
    expect(stripCountry('日本、〒380-0000 長野県長野市')).toBe('〒380-0000 長野県長野市');
    expect(stripCountry('Japan, Tokyo')).toBe('Tokyo');
    expect(stripCountry('長野県長野市')).toBe('長野県長野市');
  });
});
