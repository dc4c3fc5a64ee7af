import { accumulation, day } from '../common/test/fixtures';
import { predictionText } from './AccumulationCard';
import { accumulationPieOption, averageTemperatureOption, precipitationOption } from './chart-options';
import { bearingLabel, weatherTypeLabel } from './texts';

const pieData = (o: ReturnType<typeof accumulationPieOption>) => o.series[0].data.map((d) => d.value);

describe('weather charts', () => {
  it('the pie shows the accumulated percent capped at 100 (spec 000 §9)', () => {
    expect(pieData(accumulationPieOption(accumulation('出穂後', 450, 1000)))).toEqual([45, 55]);
    const over = accumulationPieOption(accumulation('出穂後', 1250, 1000));
    expect(pieData(over)).toEqual([100, 0]);
    expect(over.title.text).toBe('100%');
  });

  it('daily charts put one value per day on a shared axis, null where a day is missing', () => {
    const days = ['2026-07-29', '2026-07-30', '2026-07-31'];
    const rows = [day('2026-07-29', { temperature_ave: 24.5, precip_intensity: 3 }), day('2026-07-31', { temperature_ave: 26, precip_intensity: 0 })];
    const ave = averageTemperatureOption(days, rows, '2026-07-30');
    expect(ave.xAxis.data).toEqual(['07/29', '07/30', '07/31']);
    expect(ave.series[0].data).toEqual([24.5, null, 26]);
    const rain = precipitationOption(days, rows);
    expect(rain.series[0]).toMatchObject({ type: 'bar', data: [3, null, 0] });
  });

  it('到達予測: the predicted day, 到達済み once reached, - when none', () => {
    expect(predictionText(accumulation('a', 500, 1000, { date: '2026-09-20' }))).toBe('2026/09/20');
    expect(predictionText(accumulation('a', 1000, 1000))).toBe('到達済み');
    expect(predictionText(accumulation('a', 10, 1000, { date: null }))).toBe('-');
  });

  it('names the spec weather types (other reads as cloud) and wind bearings', () => {
    expect(['clear-day', 'clear-night', 'rain', 'snow', 'sleet', 'cloudy', null].map(weatherTypeLabel)).toEqual(['晴れ', '晴れ', '雨', '雪', 'みぞれ', 'くもり', 'くもり']);
    expect([0, 90, 180, 270, 359, null].map(bearingLabel)).toEqual(['北', '東', '南', '西', '北', '-']);
  });
});
