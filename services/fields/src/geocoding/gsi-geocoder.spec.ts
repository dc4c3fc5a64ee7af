import { GeocoderError } from './geocoder';
import { mapGsiReverse, mapGsiSearch } from './gsi-geocoder';
import { municipalityName, prefectureName } from './municipalities';

describe('mapGsiSearch', () => {
  it('turns GeoJSON features into candidates, [lng, lat] swapped', () => {
    const body = [
      { geometry: { coordinates: [139.753595, 35.685175], type: 'Point' }, type: 'Feature', properties: { addressCode: '', title: '東京都千代田区千代田' } },
      { geometry: { coordinates: [138.181224, 36.651282], type: 'Point' }, type: 'Feature', properties: { addressCode: '', title: '長野県長野市' } },
    ];
    expect(mapGsiSearch(body)).toEqual([
      { label: '東京都千代田区千代田', latitude: 35.685175, longitude: 139.753595 },
      { label: '長野県長野市', latitude: 36.651282, longitude: 138.181224 },
    ]);
  });

  it('answers [] for no match and skips unusable features', () => {
    expect(mapGsiSearch([])).toEqual([]);
    expect(mapGsiSearch([
      { geometry: { coordinates: ['x', 35] }, properties: { title: 'a' } },
      { geometry: { coordinates: [139, 35] }, properties: { title: '' } },
      { properties: { title: 'b' } },
      null,
    ])).toEqual([]);
  });

  it('fails on a reply that is not a list', () => {
    expect(() => mapGsiSearch({ error: 'x' })).toThrow(GeocoderError);
    expect(() => mapGsiSearch(null)).toThrow(GeocoderError);
  });
});

describe('mapGsiReverse', () => {
  it('names the municipality with its prefecture from muniCd', () => {
    expect(mapGsiReverse({ results: { muniCd: '13101', lv01Nm: '丸の内一丁目' } })).toBe('東京都千代田区');
    expect(mapGsiReverse({ results: { muniCd: '20201', lv01Nm: '大字鶴賀' } })).toBe('長野県長野市');
    expect(mapGsiReverse({ results: { muniCd: '15100', lv01Nm: '' } })).toBe('新潟県新潟市');
  });

  it('reads wards of designated cities and Hokkaido codes without their leading zero', () => {
    expect(mapGsiReverse({ results: { muniCd: '01101', lv01Nm: '北一条西二丁目' } })).toBe('北海道札幌市中央区');
    expect(mapGsiReverse({ results: { muniCd: '1101', lv01Nm: '北一条西二丁目' } })).toBe('北海道札幌市中央区');
  });

  it('falls back to prefecture and town for a code it does not know', () => {
    expect(mapGsiReverse({ results: { muniCd: '13999', lv01Nm: '新町' } })).toBe('東京都新町');
    expect(mapGsiReverse({ results: { muniCd: '13999', lv01Nm: '－' } })).toBe('東京都');
  });

  it('answers null where there is no address', () => {
    expect(mapGsiReverse({})).toBeNull();
    expect(mapGsiReverse(null)).toBeNull();
    expect(mapGsiReverse({ results: null })).toBeNull();
  });

  it('fails on other shapes', () => {
    expect(() => mapGsiReverse([])).toThrow(GeocoderError);
    expect(() => mapGsiReverse({ results: 'x' })).toThrow(GeocoderError);
  });
});

describe('municipality table', () => {
  it('covers the whole country', () => {
    expect(municipalityName('47201')).toBe('沖縄県那覇市');
    expect(municipalityName('27127')).toBe('大阪府大阪市北区');
    expect(municipalityName('abc')).toBeNull();
    expect(prefectureName('06201')).toBe('山形県');
  });
});
