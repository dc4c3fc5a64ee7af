import { buildLayout, fieldSeasons, paddyReportSources, reportSheet, textWidth, typedCell } from '@inasaku/contracts';
import { FIELDS, HISTORIES, SEASONS } from './test-data';
import { excelFileName } from '../../common/file-name';

describe('work report sheet', () => {
  const sheet = reportSheet(buildLayout(fieldSeasons(SEASONS), paddyReportSources(FIELDS, HISTORIES, null), { showAll: false }));

  it('is Sheet1 with the three header rows of the screen and merged group titles', () => {
    expect(sheet.name).toBe('Sheet1');
    expect(sheet.headerRows).toBe(3);
    expect(sheet.rows[0].slice(0, 3).map((c) => c.value)).toEqual(['番号', 'ほ場名', '施肥']);
    expect(sheet.rows[1].map((c) => c.value).filter(Boolean)).toEqual(['元肥(1)', '元肥(2)']);
    expect(sheet.rows[2].slice(2, 6).map((c) => c.value)).toEqual(['実施日', '施用量(kg)', '施用量(kg/10a当り)', '画像']);
    expect(sheet.merges).toContainEqual({ top: 2, left: 3, bottom: 2, right: 6 });
    expect(sheet.merges).toContainEqual({ top: 1, left: 3, bottom: 1, right: 10 });
    expect(sheet.fills.find((f) => f.row === 1 && f.col === 3)?.color).toBe('#B4AF4F');
  });

  it('writes numeric num details as number cells, other num text as text, dates as date cells', () => {
    const [start, end, east1, east2] = sheet.rows.slice(3);
    expect(start[1].value).toBe('開始日');
    expect(start[2]).toEqual({ value: new Date(Date.UTC(2026, 3, 20)), numFmt: 'yyyy/mm/dd' });
    expect(end[2].value).toEqual(new Date(Date.UTC(2026, 4, 10)));
    expect(east1[0].value).toBe(1);
    expect(east1[3].value).toBe(12.5);
    expect(east1[4].value).toBe(12.5);
    expect(east1[5].value).toBe('有');
    expect(east2[3].value).toBe('多め');
  });

  it('sizes columns for Japanese text (full-width counts twice)', () => {
    expect(textWidth('施用量(kg)')).toBe(10);
    expect(sheet.widths[3]).toBeGreaterThanOrEqual(12);
    expect(typedCell('1e3', 'num').value).toBe('1e3');
  });

  it('names the file {product}_{year}_history_{YYYYMMDDHHmmss}.xlsx in farm time', () => {
    expect(excelFileName('稲作', '2026', 'history', new Date('2026-11-24T03:04:05Z'))).toBe('稲作_2026_history_20261124120405.xlsx');
  });
});

describe('work report sheet with boundaries', () => {
  it('writes a differing boundary area after the name in the ほ場名 cell, other names as they are', () => {
    const fields = [
      { paddy_field_id: 'b1', name: '筆1', sequence: 1, area: '10', boundary_area_a: 10.25 },
      { paddy_field_id: 'b2', name: '筆2', sequence: 2, area: '20', boundary_area_a: 20 },
    ];
    const sheet = reportSheet(buildLayout(fieldSeasons(SEASONS), paddyReportSources(fields, [], null), { showAll: false }));
    const [, , first, second] = sheet.rows.slice(3);
    expect(first[1].value).toBe('筆1（面積 10.00 a／輪郭 10.25 a）');
    expect(second[1].value).toBe('筆2');
  });
});
