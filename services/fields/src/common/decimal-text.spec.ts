import { emptyToNull, trimDecimal } from './decimal-text';

describe('trimDecimal', () => {
  it.each([
    ['12.30', '12.3'],
    ['12.34', '12.34'],
    ['5.00', '5'],
    ['0.00', '0'],
    ['100', '100'],
    ['1000.10', '1000.1'],
    ['123456789.99', '123456789.99'],
  ])('%s -> %s', (input, output) => expect(trimDecimal(input)).toBe(output));

  it('keeps null', () => expect(trimDecimal(null)).toBeNull());
});

describe('emptyToNull', () => {
  it('maps blank form values to null and keeps text', () => {
    expect(emptyToNull('')).toBeNull();
    expect(emptyToNull(null)).toBeNull();
    expect(emptyToNull(undefined)).toBeNull();
    expect(emptyToNull(' a ')).toBe(' a ');
  });
});
