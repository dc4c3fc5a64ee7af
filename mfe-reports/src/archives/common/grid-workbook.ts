import { argb, type GridSheet } from '@inasaku/contracts';

/** Writes a GridSheet with exceljs (loaded only now) and returns the .xlsx bytes. */
export async function buildGridWorkbook(sheet: GridSheet): Promise<ArrayBuffer> {
  const mod = await import('exceljs');
  // CommonJS in node (tests), an ES default in the browser bundle.
  const ExcelJS = ((mod as unknown as { default?: typeof mod }).default ?? mod) as typeof mod;
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheet.name);
  sheet.rows.forEach((row, r) => {
    const excelRow = ws.getRow(r + 1);
    row.forEach((cell, c) => {
      if (cell.value === null) return;
      const target = excelRow.getCell(c + 1);
      target.value = cell.value;
      if (cell.numFmt) target.numFmt = cell.numFmt;
    });
    if (r < sheet.headerRows) excelRow.font = { bold: true };
  });
  for (const f of sheet.fills) {
    const cell = ws.getRow(f.row).getCell(f.col);
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(f.color) } };
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  }
  for (const m of sheet.merges) ws.mergeCells(m.top, m.left, m.bottom, m.right);
  sheet.widths.forEach((w, i) => {
    ws.getColumn(i + 1).width = w;
  });
  ws.views = [{ state: 'frozen', xSplit: 2, ySplit: sheet.headerRows }];
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

// Where WorkReport takes it (and its spec replaces it).
export { saveBytes } from '../../common/excel';
