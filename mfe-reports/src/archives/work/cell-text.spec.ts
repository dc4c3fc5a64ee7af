import { cellText } from './cell-text';
import { buildLayout, fieldSeasons, paddyReportSources, reportSheet } from '@inasaku/contracts';
import { FIELDS, HISTORIES, SEASONS } from './test-data';

describe('work report cell text', () => {
  it('writes a date detail as YYYY/MM/DD, like every other screen', () => {
    expect(cellText('2026-04-20', 'date')).toBe('2026/04/20');
  });

  it('leaves free text in a date detail and every other type as stored', () => {
    expect(cellText('4月下旬', 'date')).toBe('4月下旬');
    expect(cellText('2026-04-20', 'string')).toBe('2026-04-20');
    expect(cellText('12.5', 'num')).toBe('12.5');
    expect(cellText('有', 'image')).toBe('有');
  });

  it('shows the summary rows and the Excel file the same day: the sheet holds a date cell formatted yyyy/mm/dd', () => {
    const layout = buildLayout(fieldSeasons(SEASONS), paddyReportSources(FIELDS, HISTORIES, null), { showAll: false });
    const column = layout.columns[0];
    expect(column.type).toBe('date');
    expect(cellText(layout.summary[0].cells[column.key].value!, column.type)).toBe('2026/04/20');
    expect(reportSheet(layout).rows[3][2]).toEqual({ value: new Date(Date.UTC(2026, 3, 20)), numFmt: 'yyyy/mm/dd' });
  });
});
