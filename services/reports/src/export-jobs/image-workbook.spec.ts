import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { ImageWorkbookWriter, type SheetHead } from './image-workbook';

const head = (titles: string[], widths: number[]): SheetHead => ({ rows: [titles.map((value) => ({ value }))], merges: [], fills: [], widths, frozenColumns: 0 });
const cells = (values: (string | number | null)[]) => values.map((value) => ({ value }));
const photoAt = (file: string, col: number) => ({ file, extension: 'png' as const, col, x: 4, y: 4, width: 80, height: 60 });

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('image workbook writer', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'img-wb-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('streams rows to Sheet1 and embeds each photo in its cell', async () => {
    const photo = path.join(dir, 'a.png');
    fs.writeFileSync(photo, PNG);
    const file = path.join(dir, 'out.xlsx');
    const w = new ImageWorkbookWriter(file, head(['ほ場名', '施用量', '画像1', '画像2'], [12, 10, 16, 16]));
    w.addRow(cells(['東1', 12.5, null, null]), [photoAt(photo, 2), photoAt(photo, 3)], 60);
    w.addRow(cells(['東2', 3, null, null]), []);
    w.addRow(cells(['東3', null, null, null]), [photoAt(photo, 2)], 60);
    await w.commit();

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'ほ場名', '施用量', '画像1', '画像2']);
    expect(ws.getCell('B2').value).toBe(12.5);
    expect(ws.getCell('A4').value).toBe('東3');
    const images = ws.getImages().map((i) => [Math.round(i.range.tl.col), Math.round(i.range.tl.row)]);
    expect(images).toEqual([[2, 1], [3, 1], [2, 3]]);
    expect(wb.model.media.map((m) => (m as unknown as { buffer?: Buffer }).buffer?.equals(PNG))).toEqual([true, true, true]);
    expect(fs.existsSync(`${file}.drawing.xml`)).toBe(false);
  });

  it('writes a workbook without photos too', async () => {
    const file = path.join(dir, 'plain.xlsx');
    const w = new ImageWorkbookWriter(file, head(['ほ場名'], [12]));
    w.addRow(cells(['東1']), []);
    await w.commit();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect(wb.getWorksheet('Sheet1')!.getCell('A2').value).toBe('東1');
  });
});
