/**
 * Excel files are built on the client (spec 001 §7) with exceljs, loaded only when a download
 * is asked for so that no screen pays for it at first paint.
 */
export type CellValue = string | number | Date | null | undefined;

export interface SheetColumn {
  header: string;
  /** Width in characters. */
  width?: number;
  /** Excel number format, e.g. 'yyyy/mm/dd' for date cells or '0.0' for numbers. */
  numFmt?: string;
}

export interface SheetSpec {
  /** Spec 001 §9: every report's sheet is Sheet1. */
  name?: string;
  columns: SheetColumn[];
  rows: CellValue[][];
}

// The typed-cell rules live with the work report's sheet model, which the reports service's
// image export writes too; every report of this remote takes them from there.
export { excelDate, excelNumber } from '@inasaku/contracts';

export async function buildWorkbook(sheet: SheetSpec): Promise<ArrayBuffer> {
  const mod = await import('exceljs');
  // CommonJS in node (tests), an ES default in the browser bundle.
  const ExcelJS = ((mod as unknown as { default?: typeof mod }).default ?? mod) as typeof mod;
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheet.name ?? 'Sheet1');
  ws.columns = sheet.columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 14, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  for (const row of sheet.rows) ws.addRow(row.map((v) => (v === undefined ? null : v)));
  ws.getRow(1).font = { bold: true };
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Builds the sheet and hands it to the browser as a download named `fileName`. */
export async function downloadWorkbook(fileName: string, sheet: SheetSpec): Promise<void> {
  saveBytes(fileName, await buildWorkbook(sheet));
}

/** Hands bytes to the browser as a download (an .xlsx unless a Blob says otherwise). */
export function saveBytes(fileName: string, bytes: ArrayBuffer | Blob): void {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
