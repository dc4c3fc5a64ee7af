import { FLOAT4_MAX, FLOAT4_MIN_NORMAL, fitsFloat4 } from './float4';

describe('fitsFloat4', () => {
  it.each([
    [0, true],
    [-0, true],
    [5.2, true],
    [-200, true],
    [1.2e-38, true],
    [-1.2e-38, true],
    [FLOAT4_MIN_NORMAL, true],
    [FLOAT4_MAX, true],
    [-FLOAT4_MAX, true],
    [3.4e38, true],
  ])('keeps %p', (value, fits) => expect(fitsFloat4(value)).toBe(fits));

  it.each([
    [1e-300],
    [-1e-300],
    [5e-324],
    [-5e-324],
    [-1e-40],
    [1e-40],
    [1.1e-38],
    [FLOAT4_MIN_NORMAL / 2],
    [3.5e38],
    [-3.5e38],
    [1e39],
    [Number.MAX_VALUE],
    [NaN],
    [Infinity],
    [-Infinity],
  ])('refuses %p', (value) => expect(fitsFloat4(value)).toBe(false));

  it('refuses what is not a number', () => {
    expect(fitsFloat4('1' as unknown as number)).toBe(false);
    expect(fitsFloat4(null as unknown as number)).toBe(false);
  });
});
