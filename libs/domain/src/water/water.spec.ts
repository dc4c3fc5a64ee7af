import { customDoubleWater } from '../validation/decimal-rules';
import { parseTokyoTime } from '../time/time-rules';
import { toTokyoIso, tokyoInstant } from '../time/tokyo-time';
import { readingWindow, yearlyPointTimes, yearRange } from './reading-window';
import {
  INITIAL_JUDGED_STATE, alertMessage, isLowBattery, isSilent, judgeSensor, levelState, sensorStatus, type WaterThresholds,
} from './sensor-rules';

const t = (warnValue: number | null, warnUnit: '0' | '1', cautionValue: number | null, cautionUnit: '0' | '1'): WaterThresholds => ({
  warnValue, warnUnit, cautionValue, cautionUnit,
});

describe('customDoubleWater (warning and danger levels)', () => {
  it.each(['0', '5', '12.5', '99.9', '-3.5', ''])('accepts %p', (v) => expect(customDoubleWater(v)).toBeNull());
  it.each(['100', '1.25', '01', '.5', 'abc', '12.'])('refuses %p with the Japanese message', (v) =>
    expect(customDoubleWater(v)).toBe('整数2桁以内、小数1桁以内の数値で入力してください。'));
});

describe('levelState / sensorStatus', () => {
  it('以上 (0) judges at or above, 以下 (1) at or below', () => {
    expect(levelState(10, t(10, '0', null, '0'))).toBe('1');
    expect(levelState(9.9, t(10, '0', null, '0'))).toBe('0');
    expect(levelState(3, t(3, '1', null, '0'))).toBe('1');
    expect(levelState(3.1, t(3, '1', null, '0'))).toBe('0');
  });
  it('danger wins over warning', () => {
    expect(levelState(15, t(10, '0', 14, '0'))).toBe('2');
    expect(levelState(12, t(10, '0', 14, '0'))).toBe('1');
  });
  it('no levels set: always normal; no reading: 9', () => {
    expect(levelState(50, t(null, '0', null, '0'))).toBe('0');
    expect(sensorStatus(null, t(10, '0', 14, '0'))).toBe('9');
    expect(sensorStatus(20, t(10, '0', 14, '0'))).toBe('2');
  });
});

describe('judgeSensor: one alert per crossing', () => {
  const th = t(10, '0', 15, '0');
  const now = new Date('2026-07-01T03:00:00Z');
  const snap = (level: number, battery: number | null = 80, measuredAt = new Date(now.getTime() - 600_000)) => ({ level, battery, measuredAt, now });

  it('alerts when the level crosses into warning, then not again while it stays', () => {
    const first = judgeSensor(INITIAL_JUDGED_STATE, snap(11), th);
    expect(first.alerts).toEqual(['warning']);
    const second = judgeSensor(first.next, snap(12), th);
    expect(second.alerts).toEqual([]);
  });
  it('warning to danger is a new crossing; back to normal resets', () => {
    let s = judgeSensor(INITIAL_JUDGED_STATE, snap(11), th).next;
    const danger = judgeSensor(s, snap(16), th);
    expect(danger.alerts).toEqual(['danger']);
    s = judgeSensor(danger.next, snap(5), th).next;
    expect(s.level).toBe('0');
    expect(judgeSensor(s, snap(11), th).alerts).toEqual(['warning']);
  });
  it('a sensor silent for 3 hours alerts once and its old level is not judged again', () => {
    const old = new Date(now.getTime() - 3 * 3600_000);
    const r = judgeSensor(INITIAL_JUDGED_STATE, { level: 50, battery: 80, measuredAt: old, now }, th);
    expect(r.alerts).toEqual(['silent']);
    expect(judgeSensor(r.next, { level: 50, battery: 80, measuredAt: old, now }, th).alerts).toEqual([]);
    expect(isSilent(new Date(now.getTime() - 3 * 3600_000 + 1000), now)).toBe(false);
    expect(isSilent(null, now)).toBe(false);
  });
  it('low battery alerts once until it recovers', () => {
    const r = judgeSensor(INITIAL_JUDGED_STATE, snap(5, 15), th);
    expect(r.alerts).toEqual(['battery']);
    expect(judgeSensor(r.next, snap(5, 14), th).alerts).toEqual([]);
    expect(isLowBattery(null)).toBe(false);
    expect(isLowBattery(20)).toBe(true);
  });
  it('messages name the sensor, the level and the threshold in Japanese', () => {
    expect(alertMessage('danger', { productId: 'WL-1', name: '北田', level: 16, battery: null }, th))
      .toBe('WL-1（北田）の水位が16cmになり、危険水位（15cm以上）に達しました。');
    expect(alertMessage('warning', { productId: 'WL-1', name: '', level: 2.5, battery: null }, t(3, '1', null, '0')))
      .toBe('WL-1の水位が2.5cmになり、警告水位（3cm以下）に達しました。');
  });
});

describe('+0900 time and windows', () => {
  it('formats and parses Tokyo time', () => {
    expect(toTokyoIso(new Date('2026-06-30T15:00:00Z'))).toBe('2026-07-01T00:00:00+09:00');
    expect(parseTokyoTime('2026-07-01 00:00:00')?.toISOString()).toBe('2026-06-30T15:00:00.000Z');
    expect(parseTokyoTime('2026-07-01T00:00:00Z')?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(parseTokyoTime('2026-02-30T00:00:00+09:00')).toBeNull();
  });
  it('the raw window is the last 3 hours when no bounds are given', () => {
    const now = new Date('2026-07-01T03:00:00Z');
    const w = readingWindow(now);
    expect(w.to).toEqual(now);
    expect(w.from.toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });
  it('yearly points are 00:00 and 12:00 at +0900 of every day', () => {
    const points = yearlyPointTimes(2026);
    expect(points).toHaveLength(365 * 2);
    expect(toTokyoIso(points[0])).toBe('2026-01-01T00:00:00+09:00');
    expect(toTokyoIso(points[1])).toBe('2026-01-01T12:00:00+09:00');
    expect(toTokyoIso(points[points.length - 1])).toBe('2026-12-31T12:00:00+09:00');
    expect(yearlyPointTimes(2028, 2)).toHaveLength(58);
    expect(yearRange(2026, 12).to).toEqual(tokyoInstant(2027, 1, 1));
  });
});
