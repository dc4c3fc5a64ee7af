import { buildWorkbook } from '../common/excel';
import { day } from '../common/test/fixtures';
import { precipitationOption, temperatureOption, weatherSheet, windOption } from './report-model';

const ROWS = [
  day('2026-06-01', { temperature_ave: 20.1, temperature_low: 15.2, temperature_high: 25.3, precip_intensity: 4.5, wind_speed: 12.3 }),
  day('2026-06-02', { temperature_ave: 21, temperature_low: null, temperature_high: 26, precip_intensity: 0, wind_speed: 8 }),
];

describe('weather report charts', () => {
  it('temperature: average, lowest and highest lines in ℃', () => {
    const o = temperatureOption(ROWS);
    expect(o.xAxis.data).toEqual(['06/01', '06/02']);
    expect(o.yAxis.name).toBe('℃');
    expect(o.series.map((s) => [s.name, s.type, s.data])).toEqual([
      ['平均気温', 'line', [20.1, 21]],
      ['最低気温', 'line', [15.2, null]],
      ['最高気温', 'line', [25.3, 26]],
    ]);
  });

  it('precipitation maximum in mm/h as bars; wind maximum instantaneous in m/s', () => {
    expect(precipitationOption(ROWS)).toMatchObject({ yAxis: { name: 'mm/h' }, series: [{ name: '最大降水量', type: 'bar', data: [4.5, 0] }] });
    expect(windOption(ROWS)).toMatchObject({ yAxis: { name: 'm/s' }, series: [{ name: '最大瞬間風速', type: 'line', data: [12.3, 8] }] });
  });
});

describe('weather report Excel', () => {
  it('writes Sheet1 with a header row, the date as a date cell and the measures as number cells', async () => {
    const buffer = await buildWorkbook(weatherSheet(ROWS));
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws).toBeDefined();
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['日付', '平均気温(℃)', '最低気温(℃)', '最高気温(℃)', '最大降水量(mm/h)', '最大瞬間風速(m/s)']);
    const first = ws.getRow(2);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect((first.getCell(1).value as Date).toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(first.getCell(1).numFmt).toBe('yyyy/mm/dd');
    expect([2, 3, 4, 5, 6].map((c) => first.getCell(c).value)).toEqual([20.1, 15.2, 25.3, 4.5, 12.3]);
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    // A missing measure is an empty cell, not 0.
    expect(ws.getRow(3).getCell(3).type).toBe(ExcelJS.ValueType.Null);
    expect(ws.rowCount).toBe(3);
  });
});
