import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  TOKYO_OFFSET_MINUTES, TOKYO_ZONE, dateDiffDays, formatTokyo, shiftDate, startOfTokyoYear, toTokyoIso, tokyoDateOf, tokyoInstant,
  tokyoInstantOn, tokyoToday, tokyoYearOf, weekdayOf,
} from './tokyo-time';

dayjs.extend(utc);
dayjs.extend(timezone);

const at = (iso: string) => new Date(iso);

describe('Tokyo time', () => {
  it('the fixed +09:00 is what the tz database says for Asia/Tokyo in every farm year', () => {
    for (let year = 2000; year <= 2100; year += 1) {
      for (const month of ['01', '04', '07', '10']) {
        const instant = `${year}-${month}-15T03:00:00Z`;
        expect([instant, dayjs(instant).tz(TOKYO_ZONE).utcOffset()]).toEqual([instant, TOKYO_OFFSET_MINUTES]);
        expect([instant, toTokyoIso(instant)]).toEqual([instant, dayjs(instant).tz(TOKYO_ZONE).format('YYYY-MM-DDTHH:mm:ssZ')]);
      }
    }
  });

  it('a Tokyo day starts at 15:00Z of the day before', () => {
    expect(toTokyoIso(at('2026-06-30T14:59:59.999Z'))).toBe('2026-06-30T23:59:59+09:00');
    expect(toTokyoIso(at('2026-06-30T15:00:00Z'))).toBe('2026-07-01T00:00:00+09:00');
    expect(tokyoDateOf(at('2026-06-30T14:59:59Z'))).toBe('2026-06-30');
    expect(tokyoDateOf(at('2026-06-30T15:00:00Z'))).toBe('2026-07-01');
    expect(tokyoToday(Date.parse('2026-02-28T15:00:00Z'))).toBe('2026-03-01');
    expect(tokyoToday(Date.parse('2028-02-28T15:00:00Z'))).toBe('2028-02-29');
    expect(tokyoInstantOn('2026-07-01').toISOString()).toBe('2026-06-30T15:00:00.000Z');
  });

  it('a Tokyo year starts at 15:00Z on 31 December', () => {
    expect(tokyoYearOf(at('2025-12-31T14:59:59Z'))).toBe(2025);
    expect(tokyoYearOf(at('2025-12-31T15:00:00Z'))).toBe(2026);
    expect(toTokyoIso('2025-12-31T15:00:00Z')).toBe('2026-01-01T00:00:00+09:00');
    expect(startOfTokyoYear(at('2025-12-31T15:00:00Z')).toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(startOfTokyoYear(at('2025-12-31T14:59:59Z')).toISOString()).toBe('2024-12-31T15:00:00.000Z');
    expect(startOfTokyoYear(at('2026-07-01T00:00:00+09:00')).toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(tokyoInstant(2026, 1, 1).toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(tokyoInstant(2025, 12, 31, 24).toISOString()).toBe('2025-12-31T15:00:00.000Z');
  });

  it('reads Date, epoch milliseconds and text with any zone alike; milliseconds dropped', () => {
    const ms = Date.parse('2026-07-01T00:00:00.987Z');
    expect(toTokyoIso(ms)).toBe('2026-07-01T09:00:00+09:00');
    expect(toTokyoIso(new Date(ms))).toBe('2026-07-01T09:00:00+09:00');
    expect(toTokyoIso('2026-06-30T20:00:00-04:00')).toBe('2026-07-01T09:00:00+09:00');
  });

  it('formats the Tokyo wall clock, not the host zone', () => {
    const instant = at('2026-12-31T15:04:05Z');
    expect(formatTokyo(instant, 'YYYYMMDDHHmmss')).toBe('20270101000405');
    expect(formatTokyo(instant, 'YYYY年M月D日')).toBe('2027年1月1日');
    expect(formatTokyo(instant, 'MM/DD HH:mm')).toBe('01/01 00:04');
  });

  it('calendar dates have no zone: shifts across month, leap day and year end', () => {
    expect(shiftDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDate('2025-02-28', 1)).toBe('2025-03-01');
    expect(shiftDate('2025-12-31', 1)).toBe('2026-01-01');
    expect(shiftDate('2026-01-01', -1)).toBe('2025-12-31');
    expect(shiftDate('2026-01-01', -7)).toBe('2025-12-25');
    expect(dateDiffDays('2025-12-25', '2026-01-01')).toBe(7);
    expect(dateDiffDays('2026-01-01', '2025-12-31')).toBe(-1);
    expect(weekdayOf('2026-01-01')).toBe(4);
    expect(weekdayOf('2025-12-28')).toBe(0);
  });
});

// The cases of the copies this module replaced (account, works and water services), kept as they were.
describe('Tokyo time as the services read it', () => {
  it('uses the Tokyo calendar year near new year', () => {
    // 31 Dec 15:00 UTC is already 1 Jan in Tokyo.
    expect(tokyoYearOf(new Date('2025-12-31T15:00:00Z'))).toBe(2026);
    expect(tokyoYearOf(new Date('2025-12-31T14:59:59Z'))).toBe(2025);
  });

  it('starts the management year on 1 January 00:00 JST', () => {
    const start = startOfTokyoYear(new Date('2026-07-10T03:00:00Z'));
    expect(start.toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(toTokyoIso(start)).toBe('2026-01-01T00:00:00+09:00');
    expect(toTokyoIso(start).slice(0, 4)).toBe('2026');
  });

  it('writes the instant in +09:00, across the date line, without milliseconds', () => {
    expect(toTokyoIso(new Date('2025-05-01T00:00:00Z'))).toBe('2025-05-01T09:00:00+09:00');
    expect(toTokyoIso(new Date('2025-04-30T20:30:15.250Z'))).toBe('2025-05-01T05:30:15+09:00');
    expect(toTokyoIso(new Date('2025-05-31T21:30:00.000Z'))).toBe('2025-06-01T06:30:00+09:00');
    expect(toTokyoIso(new Date('2025-06-01T06:30:15+09:00'))).toBe('2025-06-01T06:30:15+09:00');
  });
});
