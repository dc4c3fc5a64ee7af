import { backoffMs, refreshIntervalMs, staleAfterMs } from './refresh-plan';

const HOUR = 3600_000;

describe('refresh plan', () => {
  const plan = { dailyBudget: 9000, backfillShare: 0.2, minIntervalMinutes: 120 };

  it('refreshes as often as allowed while few cells are active', () => {
    expect(refreshIntervalMs({ ...plan, activeCells: 1 })).toBe(2 * HOUR);
    expect(refreshIntervalMs({ ...plan, activeCells: 300 })).toBe(2 * HOUR);
  });

  it('stretches the interval so a day of refreshes stays inside the forecast share of the budget', () => {
    for (const cells of [600, 1000, 2500, 3600, 7200]) {
      const interval = refreshIntervalMs({ ...plan, activeCells: cells });
      const callsPerDay = cells * Math.ceil((24 * HOUR) / interval);
      expect(callsPerDay).toBeLessThanOrEqual(9000 * 0.8);
    }
    expect(refreshIntervalMs({ ...plan, activeCells: 2500 })).toBe(12 * HOUR);
    // Beyond the budget even at once a day: once a day is the floor (the README says what then).
    expect(refreshIntervalMs({ ...plan, activeCells: 20000 })).toBe(24 * HOUR);
  });

  it('calls data stale after two intervals, never before 3 hours', () => {
    expect(staleAfterMs(HOUR)).toBe(3 * HOUR);
    expect(staleAfterMs(12 * HOUR)).toBe(24 * HOUR);
  });

  it('backs off exponentially up to the cap', () => {
    expect([0, 1, 2, 3, 10].map((n) => backoffMs(n, 60_000, HOUR))).toEqual([0, 60_000, 120_000, 240_000, HOUR]);
  });
});
