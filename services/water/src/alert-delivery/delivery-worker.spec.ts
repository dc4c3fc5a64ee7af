import { retryDelayMs } from './delivery-worker';

describe('retryDelayMs', () => {
  it('doubles per failed try, with ±20 % jitter, up to an hour', () => {
    expect(retryDelayMs(0, 30_000, undefined, 0.5)).toBe(30_000);
    expect(retryDelayMs(2, 30_000, undefined, 0.5)).toBe(120_000);
    expect(retryDelayMs(2, 30_000, undefined, 0)).toBeCloseTo(96_000);
    expect(retryDelayMs(2, 30_000, undefined, 1)).toBeCloseTo(144_000);
    expect(retryDelayMs(12, 30_000, undefined, 1)).toBe(3600_000);
  });

  it('never sooner than the push service asked (Retry-After), still within the hour', () => {
    expect(retryDelayMs(0, 30_000, 300_000, 0.5)).toBe(300_000);
    expect(retryDelayMs(3, 30_000, 1_000, 0.5)).toBe(240_000);
    expect(retryDelayMs(0, 30_000, 86_400_000, 0.5)).toBe(3600_000);
  });
});
