import { isProductId } from './product-id';

describe('isProductId', () => {
  it.each(['S1', 'ABC-123_x.9', 'a'.repeat(100)])('accepts %s', (id) => expect(isProductId(id)).toBe(true));
  it.each(['', '+', '#', 'a/b', '$SYS', ' S1', 'S1 ', 'S\u30001', 'S1\n', 'a'.repeat(101), 'センサー', 'a+b', 'a#'])('refuses %j', (id) =>
    expect(isProductId(id)).toBe(false));
  it('refuses what is not a string', () => expect(isProductId(12)).toBe(false));
});
