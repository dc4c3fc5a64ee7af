import { formatTokyo, toTokyoIso } from '@inasaku/domain';
import { addDays, datesBetween, jstDate, monthWindow } from './jst';
import { excelFileName } from './file-name';

describe('farm-local times (+0900)', () => {
  it('reads the JST wall clock of an instant, whatever the process time zone', () => {
    const at = new Date('2026-03-31T15:30:05Z'); // 2026-04-01 00:30:05 in Japan
    expect(toTokyoIso(at)).toBe('2026-04-01T00:30:05+09:00');
    expect(jstDate(at)).toBe('2026-04-01');
    expect(formatTokyo(at, 'YYYYMMDDHHmmss')).toBe('20260401003005');
  });

  it('month windows run from day 1 00:00:00 to the last day 23:59:59 at +0900 (spec 001 §7)', () => {
    expect(monthWindow(2026, 1)).toEqual({ from_datetime: '2026-01-01T00:00:00+09:00', to_datetime: '2026-01-31T23:59:59+09:00' });
    expect(monthWindow(2026, 2)).toEqual({ from_datetime: '2026-02-01T00:00:00+09:00', to_datetime: '2026-02-28T23:59:59+09:00' });
    expect(monthWindow(2028, 2).to_datetime).toBe('2028-02-29T23:59:59+09:00');
    expect(monthWindow(2026, 4).to_datetime).toBe('2026-04-30T23:59:59+09:00');
    expect(monthWindow(2026, 12)).toEqual({ from_datetime: '2026-12-01T00:00:00+09:00', to_datetime: '2026-12-31T23:59:59+09:00' });
    expect(monthWindow(2026, null)).toEqual({ from_datetime: '2026-01-01T00:00:00+09:00', to_datetime: '2026-12-31T23:59:59+09:00' });
  });

  it('walks dates across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('Excel file names (spec 001 §9)', () => {
  it('is {product}_{year}_weather_{YYYYMMDDHHmmss}.xlsx with the Japanese time', () => {
    expect(excelFileName('稲作', '2026', 'weather', new Date('2026-07-15T01:02:03Z'))).toBe('稲作_2026_weather_20260715100203.xlsx');
    expect(excelFileName('稲作', 2025, 'gatelog', new Date('2025-12-31T15:00:00Z'))).toBe('稲作_2025_gatelog_20260101000000.xlsx');
  });
});
