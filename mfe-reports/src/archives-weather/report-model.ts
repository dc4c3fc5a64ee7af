import { excelDate, excelNumber, type SheetSpec } from '../common/excel';
import { shortDate } from '../common/jst';
import type { WeatherDay } from '../common/weather-api';
import { REPORT_TEXTS as T } from './texts';

const grid = { left: 48, right: 16, top: 48, bottom: 56 };
const dayOf = (d: WeatherDay) => d.date ?? d.weather_time.slice(0, 10);

function base(title: string, rows: WeatherDay[], unit: string) {
  return {
    title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis' },
    grid,
    // A year has 365 days: the slider lets one look at a few weeks.
    dataZoom: rows.length > 62 ? [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }] : [],
    xAxis: { type: 'category', data: rows.map((r) => shortDate(dayOf(r))) },
    yAxis: { type: 'value', name: unit },
  };
}

/** Temperature: average, lowest and highest of each day, ℃ (spec 001 "Weather report"). */
export function temperatureOption(rows: WeatherDay[]) {
  return {
    ...base(T.temperatureChart, rows, '℃'),
    // Below the title, and the plot below the legend.
    legend: { top: 36, data: [T.average, T.lowest, T.highest] },
    grid: { ...grid, top: 84 },
    series: [
      { name: T.average, type: 'line', showSymbol: false, data: rows.map((r) => r.temperature_ave), itemStyle: { color: '#3EC08D' } },
      { name: T.lowest, type: 'line', showSymbol: false, data: rows.map((r) => r.temperature_low), itemStyle: { color: '#1A82B7' } },
      { name: T.highest, type: 'line', showSymbol: false, data: rows.map((r) => r.temperature_high), itemStyle: { color: '#BC5A40' } },
    ],
  };
}

/** Precipitation: the day's maximum, mm/h, as bars. */
export function precipitationOption(rows: WeatherDay[]) {
  return {
    ...base(T.precipitationChart, rows, 'mm/h'),
    series: [{ name: T.precipitation, type: 'bar', data: rows.map((r) => r.precip_intensity), itemStyle: { color: '#1A82B7' } }],
  };
}

/** Wind: the day's maximum instantaneous speed, m/s. */
export function windOption(rows: WeatherDay[]) {
  return {
    ...base(T.windChart, rows, 'm/s'),
    series: [{ name: T.wind, type: 'line', showSymbol: false, data: rows.map((r) => r.wind_speed), itemStyle: { color: '#8D65B8' } }],
  };
}

/** The Excel sheet (Sheet1): one row per day, the date as a date cell and the measures as number cells. */
export function weatherSheet(rows: WeatherDay[]): SheetSpec {
  const c = T.columns;
  return {
    name: 'Sheet1',
    columns: [
      { header: c.date, width: 12, numFmt: 'yyyy/mm/dd' },
      { header: c.average, width: 14, numFmt: '0.0' },
      { header: c.lowest, width: 14, numFmt: '0.0' },
      { header: c.highest, width: 14, numFmt: '0.0' },
      { header: c.precipitation, width: 18, numFmt: '0.0' },
      { header: c.wind, width: 18, numFmt: '0.0' },
    ],
    rows: rows.map((r) => [
      excelDate(dayOf(r)),
      excelNumber(r.temperature_ave),
      excelNumber(r.temperature_low),
      excelNumber(r.temperature_high),
      excelNumber(r.precip_intensity),
      excelNumber(r.wind_speed),
    ]),
  };
}
