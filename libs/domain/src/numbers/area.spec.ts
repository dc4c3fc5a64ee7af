import { autoPer10a, formatThousands, sumAreas } from './area';

describe('sumAreas', () => {
  it('is decimal-exact', () => {
    expect(sumAreas(['0.1', '0.2'])).toBe('0.3');
    expect(sumAreas([0.1, 0.2])).toBe('0.3');
    expect(sumAreas(['10.25', '0.75', 3])).toBe('14');
    expect(sumAreas(['1.11', '2.22', '3.33'])).toBe('6.66');
  });
  it('ignores empty and non-numeric entries', () => {
    expect(sumAreas(['1.5', '', null, undefined, '  ', 'abc', NaN])).toBe('1.5');
    expect(sumAreas([])).toBe('0');
  });
  it('accepts padded text and keeps large totals in plain notation', () => {
    expect(sumAreas([' 2.5 ', '123456789.99', '123456789.99'])).toBe('246913582.48');
  });
  it('keeps at most 2 decimals, rounding half up', () => {
    expect(sumAreas(['0.125'])).toBe('0.13');
    expect(sumAreas(['0.001', '0.001'])).toBe('0');
  });
  it('handles negatives without a signed zero', () => {
    expect(sumAreas(['-1.5', '1'])).toBe('-0.5');
    expect(sumAreas(['-0.001'])).toBe('0');
  });
});

describe('formatThousands', () => {
  it.each([
    ['1234.5', undefined, '1,234.5'],
    ['1234567', undefined, '1,234,567'],
    ['999', undefined, '999'],
    ['1000', undefined, '1,000'],
    ['-1234567.891', undefined, '-1,234,567.891'],
    ['12.50', undefined, '12.50'],
    [1234.5, undefined, '1,234.5'],
    [0, undefined, '0'],
    ['1234.5', 2, '1,234.50'],
    ['1234.567', 2, '1,234.57'],
    ['1234.565', 2, '1,234.57'],
    [1234.5, 0, '1,235'],
    ['-0.004', 2, '0.00'],
    ['+1000', undefined, '1,000'],
    [' 1000 ', undefined, '1,000'],
    ['.5', undefined, '0.5'],
  ] as [string | number, number | undefined, string][])('%p (%p) -> %p', (value, digits, expected) => {
    expect(formatThousands(value, digits)).toBe(expected);
  });
  it('leaves empty and non-numeric values readable', () => {
    expect(formatThousands('')).toBe('');
    expect(formatThousands('-')).toBe('-');
    expect(formatThousands(NaN)).toBe('NaN');
  });
});

describe('autoPer10a', () => {
  it('scales a value to 10a', () => {
    expect(autoPer10a('50', '20')).toBe('25'); // 50 over 20 a -> 25 per 10 a
    expect(autoPer10a(30, 10)).toBe('30');
    expect(autoPer10a('100', '12.5')).toBe('80');
  });
  it('rounds half up at the third decimal', () => {
    expect(autoPer10a('10', '3')).toBe('33.33');
    expect(autoPer10a('20', '3')).toBe('66.67');
    expect(autoPer10a('1.2345', '10')).toBe('1.23');
    expect(autoPer10a('1.235', '10')).toBe('1.24');
    expect(autoPer10a('0.1', '0.3')).toBe('3.33');
  });
  it('avoids float error', () => {
    expect(autoPer10a('0.3', '0.1')).toBe('30');
    expect(autoPer10a('1.005', '10')).toBe('1.01');
  });
  it('is null without an area or value', () => {
    expect(autoPer10a('10', '0')).toBeNull();
    expect(autoPer10a('10', 0)).toBeNull();
    expect(autoPer10a('10', '')).toBeNull();
    expect(autoPer10a('10', '-5')).toBeNull();
    expect(autoPer10a('', '10')).toBeNull();
    expect(autoPer10a('abc', '10')).toBeNull();
  });
  it('keeps negative values', () => {
    expect(autoPer10a('-10', '3')).toBe('-33.33');
  });
});
