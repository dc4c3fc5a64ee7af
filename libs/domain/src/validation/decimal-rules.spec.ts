import { customDouble, customDoubleOne, customDoubleTwo, customDoubleWater, customDoubleWeather, decimalRule } from './decimal-rules';

describe('customDouble (9 integer digits, 3 decimals)', () => {
  const message = '整数9桁以内、小数3桁以内の数値で入力してください。';
  it.each(['', null, undefined])('lets %p pass', (v) => expect(customDouble(v)).toBeNull());
  it.each(['0', '5', '0.5', '-0.5', '-12', '123456789', '-123456789', '123456789.123', '10.1', '1.25', 42, -3.5])(
    'accepts %p',
    (v) => expect(customDouble(v)).toBeNull(),
  );
  it.each([
    ['10 integer digits', '1234567890'],
    ['10 integer digits, negative', '-1234567890'],
    ['4 decimals', '1.2345'],
    ['leading zero', '01'],
    ['leading zeros before the dot', '00.5'],
    ['trailing dot', '1.'],
    ['leading dot', '.5'],
    ['plus sign', '+1'],
    ['double minus', '--1'],
    ['comma', '1,000'],
    ['exponent', '1e3'],
    ['full-width digits', '１２'],
    ['spaces', ' 1'],
    ['text', 'abc'],
    ['boolean', true],
    ['number with 4 decimals', 1.2345],
  ])('rejects %s', (_, v) => expect(customDouble(v)).toBe(message));
});

describe('customDoubleTwo (area)', () => {
  it('allows 2 decimals only', () => {
    expect(customDoubleTwo('12.34')).toBeNull();
    expect(customDoubleTwo('123456789.99')).toBeNull();
    expect(customDoubleTwo('12.345')).toBe('整数9桁以内、小数2桁以内の数値で入力してください。');
    expect(customDoubleTwo('1234567890')).not.toBeNull();
  });
});

describe('customDoubleOne', () => {
  it('allows 1 decimal only', () => {
    expect(customDoubleOne('-0.1')).toBeNull();
    expect(customDoubleOne('0.12')).toBe('整数9桁以内、小数1桁以内の数値で入力してください。');
  });
});

describe('customDoubleWeather (4 integer digits, 1 decimal)', () => {
  const message = '整数4桁以内、小数1桁以内の数値で入力してください。';
  it('accepts base temperatures and corrections', () => {
    for (const v of ['0', '10', '-1.5', '9999.9', '-9999.9', 0]) expect(customDoubleWeather(v)).toBeNull();
  });
  it('rejects 5 integer digits, 2 decimals and leading zeros', () => {
    for (const v of ['10000', '1.25', '010']) expect(customDoubleWeather(v)).toBe(message);
  });
});

describe('customDoubleWater (2 integer digits, 1 decimal)', () => {
  const message = '整数2桁以内、小数1桁以内の数値で入力してください。';
  it('accepts levels in cm', () => {
    for (const v of ['0', '5.5', '99.9', '-3']) expect(customDoubleWater(v)).toBeNull();
  });
  it('rejects 3 integer digits and 2 decimals', () => {
    for (const v of ['100', '5.55', '05']) expect(customDoubleWater(v)).toBe(message);
  });
});

describe('decimalRule', () => {
  it('builds other shapes with a matching message', () => {
    const rule = decimalRule(3, 2);
    expect(rule('999.99')).toBeNull();
    expect(rule('1000')).toBe('整数3桁以内、小数2桁以内の数値で入力してください。');
  });
});
