import { dailyWeatherCode, weatherTypeOfCode } from './weather-codes';
import { gridCellOf } from './grid';
import { dateDiffDays, shiftDate, tokyoDateOf, toTokyoIso } from '../time/tokyo-time';
import { monthWindow, yearWindow } from './tokyo-calendar';
import { predictReach } from './prediction';
import { accumulateTemperature, piePercent } from './accumulation';

describe('weatherTypeOfCode (WMO -> spec weather types)', () => {
  it.each([
    [0, true, 'clear-day'], [1, true, 'clear-day'], [0, false, 'clear-night'], [1, false, 'clear-night'],
    [2, true, 'cloudy'], [3, true, 'cloudy'], [45, true, 'cloudy'], [48, false, 'cloudy'],
    [51, true, 'rain'], [55, true, 'rain'], [61, true, 'rain'], [63, true, 'rain'], [65, true, 'rain'],
    [80, true, 'rain'], [82, true, 'rain'], [95, true, 'rain'], [96, true, 'rain'], [99, true, 'rain'],
    [56, true, 'sleet'], [57, true, 'sleet'], [66, true, 'sleet'], [67, true, 'sleet'],
    [71, true, 'snow'], [73, true, 'snow'], [75, true, 'snow'], [77, true, 'snow'], [85, true, 'snow'], [86, true, 'snow'],
    [null, true, 'cloudy'], [42, true, 'cloudy'],
  ] as const)('code %p (day %p) is %p', (code, day, type) => {
    expect(weatherTypeOfCode(code, day)).toBe(type);
  });

  it('takes the most severe hour as the day code', () => {
    expect(dailyWeatherCode([0, 1, 3, 61, 2, null])).toBe(61);
    expect(dailyWeatherCode([null, undefined])).toBeNull();
  });
});

describe('gridCellOf', () => {
  it('puts nearby positions in one 0.2° cell (the default) named by its centre', () => {
    expect(gridCellOf(35.6812, 139.7671)).toEqual({ cell_id: '35.70,139.70', latitude: 35.7, longitude: 139.7 });
    expect(gridCellOf(35.7999, 139.6001).cell_id).toBe('35.70,139.70');
    expect(gridCellOf(35.8, 139.8).cell_id).toBe('35.90,139.90');
  });

  it('takes other steps, and does not drift on float edges', () => {
    expect(gridCellOf(35.6812, 139.7671, 0.1)).toEqual({ cell_id: '35.65,139.75', latitude: 35.65, longitude: 139.75 });
    expect(gridCellOf(35.6999, 139.7001, 0.1).cell_id).toBe('35.65,139.75');
    expect(gridCellOf(35.7, 139.7, 0.1).cell_id).toBe('35.75,139.75');
    expect(gridCellOf(35.3, 139.3, 0.1).cell_id).toBe('35.35,139.35');
    expect(gridCellOf(43.0642, 141.3469, 0.25)).toEqual({ cell_id: '43.125,141.375', latitude: 43.125, longitude: 141.375 });
    expect(gridCellOf(-0.05, -0.05, 0.1).cell_id).toBe('-0.05,-0.05');
  });
});

describe('Tokyo calendar', () => {
  it('gives month windows from day 1 00:00:00 to the last day 23:59:59 at +0900', () => {
    expect(monthWindow(2024, 2)).toEqual({ from_datetime: '2024-02-01T00:00:00+09:00', to_datetime: '2024-02-29T23:59:59+09:00' });
    expect(monthWindow(2025, 2).to_datetime).toBe('2025-02-28T23:59:59+09:00');
    expect(monthWindow(2025, 12)).toEqual({ from_datetime: '2025-12-01T00:00:00+09:00', to_datetime: '2025-12-31T23:59:59+09:00' });
    expect(yearWindow(2025)).toEqual({ from_datetime: '2025-01-01T00:00:00+09:00', to_datetime: '2025-12-31T23:59:59+09:00' });
    expect(() => monthWindow(2025, 13)).toThrow();
  });

  it('reads dates in Tokyo, whatever the host zone', () => {
    expect(tokyoDateOf('2025-04-30T15:00:00Z')).toBe('2025-05-01');
    expect(tokyoDateOf('2025-04-30T14:59:59Z')).toBe('2025-04-30');
    expect(toTokyoIso(Date.parse('2025-04-30T15:00:00Z'))).toBe('2025-05-01T00:00:00+09:00');
    expect(shiftDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDate('2025-01-01', -1)).toBe('2024-12-31');
    expect(dateDiffDays('2025-01-01', '2025-03-01')).toBe(59);
  });
});

describe('accumulation for the pie', () => {
  it('uses base and correction, never a negative day, and caps the pie at 100', () => {
    const r = accumulateTemperature(
      [{ date: '2025-08-01', temperature_ave: 25 }, { date: '2025-08-02', temperature_ave: 5 }, { date: '2025-08-03', temperature_ave: 26.4 }],
      { name: '出穂後', datetime: '2025-08-01', cumulative: 20, basetemp: '10', correction: '0.5' },
    );
    expect(r.histories.map((h) => h.value)).toEqual([15.5, 0, 16.9]);
    expect(r.settings).toEqual({ name: '出穂後', sum: 32.4, target: 20, percent: 162 });
    expect(piePercent(r.settings.percent)).toBe(100);
    expect(piePercent(-3)).toBe(0);
  });
});

describe('predictReach (到達予測)', () => {
  const climate = new Map<string, number>();
  for (let d = 0; d < 366; d += 1) climate.set(shiftDate('2024-01-01', d).slice(5), 20);

  it('counts on through the forecast, then the normals, to the day the target is reached', () => {
    const forecast = new Map([['2025-08-11', 30], ['2025-08-12', 30], ['2025-08-13', 30]]);
    // measured 100 by 08-10; +20/day forecast (base 10) -> 160 on 08-13; then +10/day normals -> 200 on 08-17
    const r = predictReach({
      startDate: '2025-08-01', target: 200, basetemp: 10, correction: 0, measuredSum: 100, lastMeasuredDate: '2025-08-10',
      forecast, climate,
    });
    expect(r.date).toBe('2025-08-17');
    expect(r.source).toBe('climatology');
    expect(r.histories[0]).toEqual({ date: '2025-08-11', value: 20, sum: 120 });
    expect(r.histories.at(-1)).toEqual({ date: '2025-08-17', value: 10, sum: 200 });
  });

  it('says forecast when the forecast days suffice, and actual when already reached', () => {
    const forecast = new Map([['2025-08-11', 30], ['2025-08-12', 30]]);
    const base = { startDate: '2025-08-01', target: 130, basetemp: 10, correction: 0, lastMeasuredDate: '2025-08-10', forecast, climate };
    expect(predictReach({ ...base, measuredSum: 100 })).toMatchObject({ date: '2025-08-12', source: 'forecast' });
    expect(predictReach({ ...base, measuredSum: 140, reachedOn: '2025-08-09' })).toEqual({ date: '2025-08-09', source: 'actual', histories: [] });
  });

  it('answers null when the normals never get there within the horizon', () => {
    const cold = new Map([...climate.keys()].map((k) => [k, 5] as [string, number]));
    const r = predictReach({
      startDate: '2025-10-01', target: 1000, basetemp: 10, correction: 0, measuredSum: 0, lastMeasuredDate: '2025-09-30',
      forecast: new Map(), climate: cold,
    });
    expect(r).toMatchObject({ date: null, source: null });
  });

  it('starts at the start date when nothing is measured yet', () => {
    const r = predictReach({
      startDate: '2025-09-01', target: 30, basetemp: 10, correction: '0', measuredSum: 0, lastMeasuredDate: '2025-08-20',
      forecast: new Map(), climate,
    });
    expect(r.histories[0].date).toBe('2025-09-01');
    expect(r.date).toBe('2025-09-03');
  });
});
