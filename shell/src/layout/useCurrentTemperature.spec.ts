import { pickCurrentTemperature, toJst } from './useCurrentTemperature';

describe('header temperature', () => {
  const now = new Date('2026-11-22T03:30:00Z'); // 12:30 JST

  it('writes API times at +09:00', () => {
    expect(toJst(now)).toBe('2026-11-22T12:30:00+09:00');
  });

  it('reads now_temperature', () => {
    expect(pickCurrentTemperature({ now_temperature: 12.4 }, now)).toBe(12.4);
    expect(pickCurrentTemperature({ now_temperature: null }, now)).toBeNull();
  });

  it('takes the latest reading that is not in the future', () => {
    const readings = [
      { datetime: '2026-11-22T11:00:00+09:00', temperature: 10 },
      { datetime: '2026-11-22T12:00:00+09:00', temperature: 11.5 },
      { datetime: '2026-11-22T13:00:00+09:00', temperature: 13 },
    ];
    expect(pickCurrentTemperature(readings, now)).toBe(11.5);
    expect(pickCurrentTemperature({ list: readings }, now)).toBe(11.5);
  });

  it('has no temperature for anything else', () => {
    expect(pickCurrentTemperature(null, now)).toBeNull();
    expect(pickCurrentTemperature([], now)).toBeNull();
    expect(pickCurrentTemperature([{ datetime: 'x', temperature: 5 }], now)).toBeNull();
  });
});
