import type { SensorReading, YearlySensorSeries } from '@inasaku/contracts';
import { excelDate, excelNumber, type SheetSpec } from '../../common/excel';

export const WATER_TEXTS = {
  title: '水位',
  sensorTitle: '水位センサーデータ',
  levelChart: '水位（cm）',
  temperatureChart: '水温（℃）',
  fullYear: '通年',
  range: '期間',
  month: (m: number) => `${m}月`,
  back: '戻る',
  table: 'センサー一覧',
  columns: ['#', 'センサー製品ID', 'センサー名', '計測日時', '水位（cm）', '水温（℃）'] as const,
} as const;

/** 'YYYY/MM/DD HH:mm' of an ISO time at +09:00. */
export function readingTime(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  return m ? `${m[1]}/${m[2]}/${m[3]} ${m[4]}:${m[5]}` : iso;
}

/** ECharts' time-axis label templates per level of the axis. */
export const TIME_AXIS_LABELS = {
  year: '{yyyy}年',
  month: '{M}月',
  day: '{M}/{d}',
  hour: '{M}/{d} {HH}:{mm}',
  minute: '{HH}:{mm}',
  second: '{HH}:{mm}:{ss}',
  millisecond: '{HH}:{mm}:{ss}',
  none: '{M}/{d} {HH}:{mm}',
} as const;

/**
 * Level or temperature of every sensor over the chosen range (one point at 00:00 and one at 12:00
 * per day): one line per sensor on a time axis, so sensors with gaps still line up.
 */
export function waterChartOption(series: readonly YearlySensorSeries[], what: 'level' | 'temperature') {
  const unit = what === 'level' ? 'cm' : '℃';
  return {
    // Title, legend and plot stacked with room between them (the legend sat on the title).
    title: { text: what === 'level' ? WATER_TEXTS.levelChart : WATER_TEXTS.temperatureChart, left: 'center', top: 0, textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis' },
    legend: { top: 30, type: 'scroll', data: series.map((s) => s.sensor_name || s.sensor_id) },
    grid: { left: 48, right: 16, top: 72, bottom: 56 },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    // Over a full year the axis labels days; each label names its month too ('4/20', never a
    // bare '20'), and month and year labels read in Japanese ('5月', not 'May').
    xAxis: { type: 'time', axisLabel: { hideOverlap: true, formatter: TIME_AXIS_LABELS } },
    yAxis: { type: 'value', name: unit },
    series: series.map((s) => ({
      name: s.sensor_name || s.sensor_id,
      type: 'line',
      showSymbol: false,
      connectNulls: false,
      data: s.points.map((p) => [p.datetime, what === 'level' ? p.water_level : p.water_temperature]),
    })),
  };
}

/** A level or temperature with one decimal ('7.0', never '7' beside '9.3'); nothing for a missing value. */
export function measureText(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(Number(value)) ? '' : Number(value).toFixed(1);
}

/** One row of the sensor table on screen; the Excel sheet keeps the values as number cells. */
export function sensorRow(r: SensorReading, index: number): (string | number)[] {
  return [index + 1, r.sensor_id, r.sensor_name, readingTime(r.datetime), measureText(r.water_level), measureText(r.water_temperature)];
}

/** The yearly sensor table as Sheet1: levels and temperatures as number cells, the time as a date-time cell. */
export function sensorSheet(rows: readonly SensorReading[]): SheetSpec {
  return {
    name: 'Sheet1',
    columns: [
      { header: '#', width: 6 }, { header: 'センサー製品ID', width: 18 }, { header: 'センサー名', width: 20 },
      { header: '計測日時', width: 18, numFmt: 'yyyy/mm/dd hh:mm' }, { header: '水位（cm）', width: 12 }, { header: '水温（℃）', width: 12 },
    ],
    rows: rows.map((r, i) => [i + 1, r.sensor_id, r.sensor_name, excelDate(r.datetime.slice(0, 19)), excelNumber(r.water_level), excelNumber(r.water_temperature)]),
  };
}
