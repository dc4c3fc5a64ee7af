import { hourlyWindow, weatherRange, yearWindow } from './view-range';

describe('weather view ranges (spec 000 §9)', () => {
  it('desktop: charts from 3 days back to 6 days ahead, the table today and 6 days ahead (7 days)', () => {
    const r = weatherRange('2026-07-30', false);
    expect(r.chartDays).toEqual([
      '2026-07-27', '2026-07-28', '2026-07-29', '2026-07-30', '2026-07-31',
      '2026-08-01', '2026-08-02', '2026-08-03', '2026-08-04', '2026-08-05',
    ]);
    expect(r.tableDays).toHaveLength(7);
    expect(r.tableDays[0]).toBe('2026-07-30');
    expect(r.tableDays[6]).toBe('2026-08-05');
    expect(r.window).toEqual({ from_datetime: '2026-07-27T00:00:00+09:00', to_datetime: '2026-08-05T23:59:59+09:00' });
  });

  it('mobile: 3 days ahead, a 4-day table', () => {
    const r = weatherRange('2026-12-30', true);
    expect(r.chartDays).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(r.tableDays).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('hourly: today 00:00:00 to tomorrow 23:59:59; accumulations over the management year', () => {
    expect(hourlyWindow('2026-07-31')).toEqual({ from_datetime: '2026-07-31T00:00:00+09:00', to_datetime: '2026-08-01T23:59:59+09:00' });
    expect(yearWindow('2025', '2026-07-31')).toEqual({ from_datetime: '2025-01-01T00:00:00+09:00', to_datetime: '2025-12-31T23:59:59+09:00' });
  });
});
