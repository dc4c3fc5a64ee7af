import { screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { byTestId, renderScreen, settled, mockGateway } from '@inasaku/ui/testing';
import ArchivesWorkNotPaddy from './ArchivesWorkNotPaddy';
import ArchivesWorkPaddy from './ArchivesWorkPaddy';
import { FIELDS, HISTORIES, SEASONS, compactOf } from './test-data';

const saved: { name: string; bytes: ArrayBuffer }[] = [];
jest.mock('../common/grid-workbook', () => {
  const actual = jest.requireActual('../common/grid-workbook');
  return { ...actual, saveBytes: (name: string, bytes: ArrayBuffer) => saved.push({ name, bytes }) };
});

const rows = () => [...document.querySelectorAll('[data-testid="report-row"]')] as HTMLElement[];
const groups = () => [...document.querySelectorAll('[data-testid="report-group"]')].map((g) => g.textContent);
const headers = () => [...document.querySelectorAll('th')].map((t) => t.textContent);

describe('work report screens', () => {
  beforeEach(() => {
    saved.length = 0;
    // Two parts; part 1 answers in two pieces (a cursor).
    mockGateway({
      'GET /inasaku/archive/work-histories': (_b, q) => {
        const page = (list: typeof HISTORIES, next: string | null, first = false) => ({
          data: { paddy_fields: first ? FIELDS : null, seasons: first ? SEASONS : null, parts: 2, work_histories: list.map((h) => compactOf(h)), next_cursor: next },
        });
        if (!q.get('part')) return page(HISTORIES.slice(0, 2), null, true);
        return q.get('cursor') ? page(HISTORIES.slice(3), null) : page(HISTORIES.slice(2, 3), '00000000-0000-4000-8000-000000000009');
      },
    });
  });

  it('shows the field report with its (1) (2) groups, summary rows and fields in order, reading every page', async () => {
    renderScreen(ArchivesWorkPaddy);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(byTestId('work-report-paddy')?.textContent).toContain('年次レポート / 2026年 / 作業実績');
    expect(groups()).toEqual(['元肥(1)', '元肥(2)']);
    const summary = [...document.querySelectorAll('[data-testid="report-summary-row"]')].map((r) => r.textContent);
    expect(summary[0]).toContain('開始日');
    expect(summary[0]).toContain('2026/04/20');
    expect(summary[1]).toContain('2026/05/10');
    expect(rows().map((r) => r.textContent?.slice(0, 3))).toEqual(['1東1', '2東2', '3西1']);
    expect(headers()).not.toContain('作業者');
  });

  it('全項目表示 reveals hidden details and ほ場外作業表示 adds the out-of-field rows', async () => {
    const { user } = renderScreen(ArchivesWorkPaddy);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByText('全項目表示'));
    await waitFor(() => expect(headers()).toContain('作業者'));
    await user.click(screen.getByText('ほ場外作業表示'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows().slice(3).map((r) => r.textContent)).toEqual([expect.stringContaining('2026/02/01'), expect.stringContaining('2026/03/05')]);
    expect(groups()).toContain('機械整備(1)');
  });

  it('opens the images of an entry from its 有 cell', async () => {
    const { user } = renderScreen(ArchivesWorkPaddy);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(document.querySelector('[data-testid="report-image-link"]') as HTMLElement);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="report-images-list"] img')).toHaveLength(1));
    expect(document.querySelector('[data-testid="report-images-list"] img')?.getAttribute('src')).toBe('/media/file/m/image/1/0.jpg');
  });

  it('downloads the Excel file as on screen, numbers as number cells', async () => {
    const { user } = renderScreen(ArchivesWorkPaddy);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(byTestId('report-download') as HTMLElement);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^稲作_2026_history_\d{14}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(saved[0].bytes);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getCell('A1').value).toBe('番号');
    expect(ws.getCell('C1').value).toBe('施肥');
    expect(ws.getCell('C2').value).toBe('元肥(1)');
    expect(ws.getCell('D3').value).toBe('施用量(kg)');
    expect(ws.getCell('B6').value).toBe('東1');
    expect(ws.getCell('D6').value).toBe(12.5);
    expect(ws.getCell('D6').type).toBe(ExcelJS.ValueType.Number);
    expect(ws.getCell('C6').value).toEqual(new Date(Date.UTC(2026, 4, 1)));
  });

  it('the outside-field report has one ほ場外作業 row and the all-items toggle', async () => {
    renderScreen(ArchivesWorkNotPaddy);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await settled();
    expect(rows()[0].textContent).toContain('ほ場外作業');
    expect(groups()).toEqual(['機械整備(1)', '機械整備(2)']);
    expect(screen.getByText('全項目表示')).toBeTruthy();
    expect(screen.queryByText('ほ場外作業表示')).toBeNull();
  });
});

describe('work report with a field whose boundary area differs', () => {
  beforeEach(() => {
    saved.length = 0;
    const fields = FIELDS.map((f) => (f.paddy_field_id === 'f1' ? { ...f, boundary_area_a: 10.25 } : { ...f, boundary_area_a: null }));
    mockGateway({
      'GET /inasaku/archive/work-histories': () => ({
        data: { paddy_fields: fields, seasons: SEASONS, parts: 1, work_histories: HISTORIES.map((h) => compactOf(h)), next_cursor: null },
      }),
    });
  });

  it('shows 面積 and 輪郭 under that field\'s name only, and writes them after the name in the Excel cell', async () => {
    const { user } = renderScreen(ArchivesWorkPaddy);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const notes = [...document.querySelectorAll('[data-testid="report-area-note"]')];
    expect(notes.map((n) => n.textContent)).toEqual(['面積 10.00 a／輪郭 10.25 a']);
    expect(rows()[0].contains(notes[0])).toBe(true);
    await user.click(byTestId('report-download') as HTMLElement);
    await waitFor(() => expect(saved).toHaveLength(1));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(saved[0].bytes);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getCell('B6').value).toBe('東1（面積 10.00 a／輪郭 10.25 a）');
    expect(ws.getCell('B7').value).toBe('東2');
  });
});
