import type { SensorReading, YearlySensorSeries } from '@inasaku/contracts';
import { excelDate, excelNumber, type SheetSpec } from '../../common/excel';

export const WATER_TEXTS = {
  title: '水位',
  sensorTitle: '水位センサーデータ',
  levelChart: '水位（cm）',
  temperatureChart: '水温（℃）',
  fullYear: '通年',
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
    xAxis: { type: 'time' },
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

export function sensorRow(r: SensorReading, index: number): (string | number)[] {
  return [index + 1, r.sensor_id, r.sensor_name, readingTime(r.datetime), r.water_level, r.water_temperature ?? ''];
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
