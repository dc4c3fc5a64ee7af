import { yearlyPointTimes, YEARLY_POINT_LOOKBACK_MS } from '@inasaku/domain';
import { LATEST_LOOKBACK_DAYS, latestParams, pointsParams } from './readings.sql';

describe('read statement parameters (the plan-time bounds of the monthly partitions)', () => {
  it('yearly points: bounded by the first point minus the lookback and the last point', () => {
    const times = yearlyPointTimes(2026);
    const [sensors, sent, lookback, from, to] = pointsParams(['s1', 's2'], times, YEARLY_POINT_LOOKBACK_MS);
    expect([sensors, sent, lookback]).toEqual([['s1', 's2'], times, 3600_000]);
    // 2026-01-01 00:00 +0900 minus an hour: 2025-12-31 23:00 +0900 (December's partition is kept).
    expect((from as Date).toISOString()).toBe('2025-12-31T14:00:00.000Z');
    // 2026-12-31 12:00 +0900.
    expect((to as Date).toISOString()).toBe('2026-12-31T03:00:00.000Z');
  });

  it('the map: bounded by the earliest last reading minus the lookback and the latest last reading', () => {
    const a = { id: 'a', last: new Date('2026-11-01T00:00:00Z') };
    const b = { id: 'b', last: new Date('2025-06-01T00:00:00Z') };
    const c = { id: 'c', last: new Date('2026-03-01T00:00:00Z') };
    const [ids, lasts, count, from, to] = latestParams([a, b, c], 7);
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(lasts).toEqual([a.last, b.last, c.last]);
    expect(count).toBe(7);
    expect((from as Date).getTime()).toBe(b.last.getTime() - LATEST_LOOKBACK_DAYS * 86_400_000);
    expect(to).toEqual(a.last);
  });
});
