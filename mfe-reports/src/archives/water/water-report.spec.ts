import type { SensorReading } from '@inasaku/contracts';
import { TIME_AXIS_LABELS, measureText, sensorRow, sensorSheet, waterChartOption } from './water-report';

describe('water report chart', () => {
  it('labels the time axis with the month on every day label and in Japanese for months and years', () => {
    const option = waterChartOption([{ sensor_id: 'WL-1', sensor_name: '北の田', points: [] }], 'level');
    expect(option.xAxis.axisLabel.formatter).toBe(TIME_AXIS_LABELS);
    expect(TIME_AXIS_LABELS.day).toBe('{M}/{d}');
    expect(TIME_AXIS_LABELS.month).toBe('{M}月');
    expect(TIME_AXIS_LABELS.year).toBe('{yyyy}年');
    expect(option.xAxis.axisLabel.hideOverlap).toBe(true);
  });
});

describe('water report sensor table', () => {
  const reading = (water_level: number, water_temperature: number | null): SensorReading =>
    ({ sensor_id: 'S-1', sensor_name: '東水位', datetime: '2026-06-01T12:00:00+09:00', water_level, water_temperature }) as SensorReading;

  it('writes every level and temperature with one decimal, so a whole number reads like its neighbours', () => {
    expect(sensorRow(reading(7, 9.3), 0)).toEqual([1, 'S-1', '東水位', '2026/06/01 12:00', '7.0', '9.3']);
    expect(sensorRow(reading(12.25, 20), 4).slice(4)).toEqual(['12.3', '20.0']);
    expect(sensorRow(reading(0, null), 0).slice(4)).toEqual(['0.0', '']);
    expect(measureText(undefined)).toBe('');
  });

  it('keeps the Excel values as number cells, unrounded', () => {
    expect(sensorSheet([reading(7, 9.3)]).rows[0].slice(4)).toEqual([7, 9.3]);
  });
});
