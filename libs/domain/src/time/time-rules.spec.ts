import {
  FARM_YEAR_MAX, FARM_YEAR_MIN, calendarDateRule, checkCalendarDate, checkInstant, instantMsOf, instantRule, parseInstant, parseTokyoTime, timeProblemMessage,
} from './time-rules';

const problemOf = (r: { ok: boolean; problem?: string }) => (r.ok ? null : r.problem);

describe('calendar dates', () => {
  it('takes real dates of the farm years, leap days included', () => {
    expect(checkCalendarDate('2026-05-01')).toEqual({ ok: true, date: { year: 2026, month: 5, day: 1 } });
    expect(checkCalendarDate('2028-02-29').ok).toBe(true);
    expect(checkCalendarDate('2000-02-29').ok).toBe(true);
    expect(checkCalendarDate(`${FARM_YEAR_MIN}-01-01`).ok).toBe(true);
    expect(checkCalendarDate(`${FARM_YEAR_MAX}-12-31`).ok).toBe(true);
  });

  it('refuses impossible dates instead of rolling them over', () => {
    for (const text of ['2026-02-30', '2026-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32']) {
      expect([text, problemOf(checkCalendarDate(text))]).toEqual([text, 'no-such-date']);
    }
  });

  it('refuses years no farm record has', () => {
    for (const text of ['0000-01-01', '1899-12-31', '1999-12-31', '2101-01-01', '9999-12-31']) {
      expect([text, problemOf(checkCalendarDate(text))]).toEqual([text, 'year']);
    }
  });

  it('refuses other shapes', () => {
    for (const text of ['2026/05/01', '2026-5-1', '20260501', '2026-05-01T00:00:00Z', ' 2026-05-01', '+002026-05-01', '', null, 20260501]) {
      expect(problemOf(checkCalendarDate(text))).toBe('format');
    }
  });
});

describe('instants', () => {
  it('reads Z, ±HH:MM, ±HHMM, fractions and minutes-only times', () => {
    expect(parseInstant('2026-07-01T09:00:00+09:00')?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(parseInstant('2026-07-01T00:00:00Z')?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(parseInstant('2026-07-01T00:00:00.123456Z')?.toISOString()).toBe('2026-07-01T00:00:00.123Z');
    expect(parseInstant('2026-07-01T05:30-0330')?.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(parseInstant('2026-07-01T00:00:00+14:00')?.toISOString()).toBe('2026-06-30T10:00:00.000Z');
    expect(parseInstant('2026-07-01T00:00:00-12:00')?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });

  it('reads every accepted text with a zone as Date.parse does, so services may read checked text with Date', () => {
    for (const text of [
      '2026-07-01T09:00:00+09:00', '2026-07-01T09:00+09:00', '2026-07-01 09:00:00+09:00', '2026-07-01T09:00:00+0900',
      '2026-07-01T09:00:00.123456789Z', '2026-07-01T09:00:00.5-03:30', '2000-01-01T00:00:00+09:00', '2100-12-31T23:59:59+09:00',
    ]) {
      expect([text, parseInstant(text)?.getTime()]).toEqual([text, Date.parse(text)]);
    }
  });

  it('needs a zone unless told that zoneless text is Tokyo time', () => {
    expect(problemOf(checkInstant('2026-07-01T09:00:00'))).toBe('format');
    expect(parseInstant('2026-07-01 09:00:00', { zoneless: 'tokyo' })?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });

  it.each([
    ['2026-02-30T00:00:00Z', 'no-such-date'],
    ['2026-02-29T12:00:00+09:00', 'no-such-date'],
    ['2026-13-01T00:00:00Z', 'no-such-date'],
    ['2026-07-01T24:00:00Z', 'time'],
    ['2026-07-01T23:60:00Z', 'time'],
    ['2026-07-01T23:59:60Z', 'time'],
    ['2026-07-01T00:00:00+99:99', 'offset'],
    ['2026-07-01T00:00:00+15:00', 'offset'],
    ['2026-07-01T00:00:00+14:30', 'offset'],
    ['2026-07-01T00:00:00+09:60', 'offset'],
    ['2026-07-01T00:00:00-9999', 'offset'],
    ['0000-01-01T00:00:00Z', 'year'],
    ['0099-06-01T00:00:00Z', 'year'],
    ['1899-12-31T00:00:00Z', 'year'],
    ['9999-12-31T23:59:59Z', 'year'],
    ['2101-01-01T00:00:00+09:00', 'year'],
    ['1999-12-31T14:59:59Z', 'year'],
    ['2026-07-01', 'format'],
    ['2026-07-01T9:00:00Z', 'format'],
    ['2026-07-01T09:00:00 +09:00', 'format'],
    ['1e12', 'format'],
  ])('refuses %s (%s)', (text, problem) => {
    expect(problemOf(checkInstant(text, { zoneless: 'tokyo' }))).toBe(problem);
  });

  it('bounds the year in Tokyo, where farm records are kept', () => {
    // 2100-12-31 20:00 at -05:00 is already 2101 in Tokyo.
    expect(problemOf(checkInstant('2100-12-31T20:00:00-05:00'))).toBe('year');
    expect(parseInstant('1999-12-31T15:00:00Z')?.toISOString()).toBe('1999-12-31T15:00:00.000Z');
    expect(parseInstant('2100-12-31T14:59:59Z')).not.toBeNull();
  });

  it('parseTokyoTime is the same strict reading (devices and reading windows)', () => {
    expect(parseTokyoTime(' 2026-07-01 09:00:00 ')?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    for (const text of ['2026-02-30T00:00:00Z', '2026-07-01T24:00:00Z', '2026-07-01T00:00:00+99:99', '0000-01-01T00:00:00Z', '1899-01-01 00:00:00', '9999-01-01T00:00:00Z']) {
      expect([text, parseTokyoTime(text)]).toEqual([text, null]);
    }
  });
});

describe('instantMsOf (the same rule as epoch milliseconds)', () => {
  it.each([
    ['1999-12-31T15:00:00Z', Date.UTC(1999, 11, 31, 15)], // 2000-01-01 00:00 in Tokyo: a farm year
    ['2100-12-31T14:59:59Z', Date.UTC(2100, 11, 31, 14, 59, 59)],
    ['2026-07-01 09:00:00', Date.UTC(2026, 6, 1, 0)],
    ['2026-07-01T09:00:00.5+09:00', Date.UTC(2026, 6, 1, 0, 0, 0, 500)],
  ])('reads %s', (text, ms) => {
    expect(instantMsOf(text, { zoneless: 'tokyo' })).toBe(ms);
    expect(checkInstant(text, { zoneless: 'tokyo' })).toEqual({ ok: true, instant: new Date(ms) });
  });

  it.each([
    ['1999-12-31T14:59:59Z', 'year'], // still 1999 in Tokyo
    ['2100-12-31T15:00:00Z', 'year'], // 2101 in Tokyo
    ['2101-01-01T08:00:00+09:00', 'year'],
    ['2026-02-30T00:00:00Z', 'no-such-date'],
    ['2026-07-01T24:00:00Z', 'time'],
    ['2026-07-01T09:00:00+99:99', 'offset'],
    ['2026-07-01T09:00:00', 'format'],
  ])('refuses %s (%s), as checkInstant does', (text, problem) => {
    expect(instantMsOf(text)).toBe(problem);
    expect(checkInstant(text)).toEqual({ ok: false, problem });
  });
});

describe('messages', () => {
  it('name the field in Japanese for every problem', () => {
    const m = { label: '作業日時' };
    expect(timeProblemMessage('instant', 'no-such-date', m)).toBe('作業日時の日付が正しくありません。');
    expect(timeProblemMessage('instant', 'time', m)).toBe('作業日時の時刻が正しくありません。');
    expect(timeProblemMessage('instant', 'offset', m)).toContain('作業日時の時差');
    expect(timeProblemMessage('instant', 'year', m)).toBe('作業日時は2000年から2100年までの日時で指定してください。');
    expect(timeProblemMessage('calendar-date', 'year', { label: '開始日' })).toBe('開始日は2000年から2100年までの日付で指定してください。');
    expect(timeProblemMessage('calendar-date', 'format', { label: '開始日' })).toBe('開始日はYYYY-MM-DDの形式で入力してください。');
  });

  it('form rules pass empty values and answer the field’s own messages', () => {
    const rule = calendarDateRule({ label: '開始日', date: '開始日はYYYY-MM-DDの形式で入力してください。' });
    expect(rule('')).toBeNull();
    expect(rule('2026-02-30')).toBe('開始日はYYYY-MM-DDの形式で入力してください。');
    expect(rule('9999-01-01')).toBe('開始日は2000年から2100年までの日付で指定してください。');
    const instant = instantRule({ label: '作業日時', format: '作業日時の形式が正しくありません。' });
    expect(instant(undefined)).toBeNull();
    expect(instant('2025/06/01 06:30')).toBe('作業日時の形式が正しくありません。');
    expect(instant('2026-02-30T00:00:00Z')).toBe('作業日時の日付が正しくありません。');
    expect(instant('2026-07-01T06:30:00+09:00')).toBeNull();
  });
});
