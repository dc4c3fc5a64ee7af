import { accumulateTemperature, piePercent, type AccumulationSetting } from './accumulation';

const setting: AccumulationSetting = { name: '出穂', datetime: '2024-05-01', cumulative: 100, basetemp: 10, correction: 0 };

describe('accumulateTemperature', () => {
  it('sums the daily excess over the base temperature from the start date', () => {
    const result = accumulateTemperature(
      [
        { date: '2024-04-30', temperature_ave: 30 }, // before the start: ignored
        { date: '2024-05-02', temperature_ave: 20.2 },
        { date: '2024-05-01', temperature_ave: 15.1 },
        { date: '2024-05-03', temperature_ave: 8 }, // below base: counts 0, never negative
      ],
      setting,
    );
    expect(result.histories).toEqual([
      { date: '2024-05-01', value: 5.1, sum: 5.1 },
      { date: '2024-05-02', value: 10.2, sum: 15.3 },
      { date: '2024-05-03', value: 0, sum: 15.3 },
    ]);
    expect(result.settings).toEqual({ name: '出穂', sum: 15.3, target: 100, percent: 15.3 });
  });
  it('applies the correction to each day', () => {
    const result = accumulateTemperature(
      [
        { date: '2024-05-01', temperature_ave: '12' },
        { date: '2024-05-02', temperature_ave: '12' },
      ],
      { ...setting, correction: '-1.5' },
    );
    expect(result.settings.sum).toBe(1);
  });
  it('skips days without an average and counts a repeated date once', () => {
    const result = accumulateTemperature(
      [
        { date: '2024-05-01T00:00:00+09:00', temperature_ave: 11 },
        { date: '2024-05-01', temperature_ave: 12 },
        { date: '2024-05-02', temperature_ave: null },
        { date: '2024-05-03', temperature_ave: '' },
      ],
      { ...setting, datetime: '2024-05-01T00:00:00+09:00' },
    );
    expect(result.histories).toEqual([{ date: '2024-05-01', value: 2, sum: 2 }]);
  });
  it('reports percent beyond 100 and 0 without a target', () => {
    const days = [{ date: '2024-05-01', temperature_ave: 40 }];
    expect(accumulateTemperature(days, { ...setting, cumulative: 20 }).settings.percent).toBe(150);
    expect(accumulateTemperature(days, { ...setting, cumulative: 0 }).settings.percent).toBe(0);
  });
  it('is decimal-exact over many days', () => {
    const days = Array.from({ length: 10 }, (_, i) => ({ date: `2024-05-${String(i + 1).padStart(2, '0')}`, temperature_ave: 10.1 }));
    expect(accumulateTemperature(days, setting).settings.sum).toBe(1);
  });
});

describe('piePercent', () => {
  it('caps at 100 and floors at 0', () => {
    expect(piePercent(150)).toBe(100);
    expect(piePercent(42.5)).toBe(42.5);
    expect(piePercent(-3)).toBe(0);
  });
});
