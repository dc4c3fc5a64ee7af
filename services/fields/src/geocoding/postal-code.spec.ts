import { GeocoderError } from './geocoder';
import { formatPostalCode, mapZipcloud, postalCodeOf } from './postal-code';

describe('postalCodeOf', () => {
  it.each([
    ['100-0001', '1000001'],
    ['1000001', '1000001'],
    ['〒100-0001', '1000001'],
    ['〒 100-0001', '1000001'],
    ['１００－０００１', '1000001'],
    ['100ー0001', '1000001'],
    ['100−0001', '1000001'],
  ])('reads %p', (text, code) => expect(postalCodeOf(text)).toBe(code));

  it.each(['東京都千代田区', '100-001', '10000011', '100-0001 東京', '1000-001'])('leaves %p as an address', (text) =>
    expect(postalCodeOf(text)).toBeNull(),
  );

  it('formats a code for labels', () => {
    expect(formatPostalCode('1000001')).toBe('〒100-0001');
  });
});

describe('mapZipcloud', () => {
  it('joins the address parts', () => {
    const body = {
      message: null,
      results: [{ address1: '東京都', address2: '千代田区', address3: '千代田', kana1: 'ﾄｳｷｮｳﾄ', prefcode: '13', zipcode: '1000001' }],
      status: 200,
    };
    expect(mapZipcloud(body)).toEqual([{ zipcode: '1000001', address: '東京都千代田区千代田', city: '東京都千代田区' }]);
  });

  it('answers [] for an unknown code and fails on an error status', () => {
    expect(mapZipcloud({ message: null, results: null, status: 200 })).toEqual([]);
    expect(() => mapZipcloud({ message: '必須パラメータが指定されていません。', results: null, status: 400 })).toThrow(GeocoderError);
    expect(() => mapZipcloud('x')).toThrow(GeocoderError);
  });
});
