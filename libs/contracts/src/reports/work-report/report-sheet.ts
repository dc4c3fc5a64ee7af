import { REPORT_TEXTS, type ReportLayout, type ReportRow } from './layout';
import { fitWidths, typedCell, type GridCell, type GridMerge, type GridSheet } from './sheet-model';

/**
 * The work report as a worksheet, headers as on screen: row 1 the seasons (in their colour),
 * row 2 the item groups '元肥(1)', row 3 the detail columns; 番号 and ほ場名 span the three.
 * Then 開始日 / 終了日 and the rows. num details with a numeric value are number cells
 * (spec 001 §5), date details date cells, the image column 有.
 *
 * The browser's plain download and the reports service's image export both write this sheet;
 * the image export streams it (reportSheetHead, then reportRowCells row by row) and places each
 * entry's photos in its group's image column.
 */
export function reportSheet(layout: ReportLayout): GridSheet {
  const head = reportSheetHead(layout);
  const body = [...layout.summary, ...layout.rows].map((r) => reportRowCells(layout, r));
  return { name: 'Sheet1', rows: [...head.rows, ...body], headerRows: head.rows.length, merges: head.merges, fills: head.fills, widths: reportWidths(head.rows, body) };
}

/** The three header rows with their merged cells and season colours. */
export interface ReportSheetHead {
  rows: GridCell[][];
  merges: GridMerge[];
  fills: GridSheet['fills'];
}

export function reportSheetHead(layout: ReportLayout): ReportSheetHead {
  const head1: GridCell[] = [{ value: REPORT_TEXTS.number }, { value: REPORT_TEXTS.name }];
  const head2: GridCell[] = [{ value: null }, { value: null }];
  const head3: GridCell[] = [{ value: null }, { value: null }];
  const merges: GridMerge[] = [{ top: 1, left: 1, bottom: 3, right: 1 }, { top: 1, left: 2, bottom: 3, right: 2 }];
  const fills: GridSheet['fills'] = [];
  let col = 3;
  for (const s of layout.seasons) {
    const seasonStart = col;
    for (const g of s.groups) {
      const groupStart = col;
      for (const c of g.columns) {
        head1.push({ value: col === seasonStart ? s.season.season_name : null });
        head2.push({ value: col === groupStart ? g.title : null });
        head3.push({ value: c.title });
        for (const row of [1, 2, 3]) fills.push({ row, col, color: s.color });
        col++;
      }
      if (col - 1 > groupStart) merges.push({ top: 2, left: groupStart, bottom: 2, right: col - 1 });
    }
    if (col - 1 > seasonStart) merges.push({ top: 1, left: seasonStart, bottom: 1, right: col - 1 });
  }
  return { rows: [head1, head2, head3], merges, fills };
}

/**
 * Column widths that fit the detail headers and the values (group titles span several columns, so
 * they do not decide). `body` is read once, so a caller may pass a generator over the rows.
 */
export function reportWidths(head: readonly GridCell[][], body: Iterable<readonly GridCell[]>): number[] {
  function* rows() {
    yield [head[0][0], head[0][1]];
    yield head[2];
    yield* body;
  }
  return fitWidths(rows());
}

/** One body row (a summary row, a field or ほ場外作業) as sheet cells, in the header's column order. */
export function reportRowCells(layout: ReportLayout, row: ReportRow): GridCell[] {
  // The name keeps its cell; a differing boundary area follows it in the same cell, as on screen.
  const name = row.areaNote ? `${row.name}（${row.areaNote}）` : row.name;
  const cells: GridCell[] = [{ value: row.number === '' ? null : Number(row.number) }, { value: name }];
  for (const c of layout.columns) {
    const v = row.cells[c.key]?.value ?? null;
    cells.push(c.kind === 'image' ? { value: v } : typedCell(v, c.type));
  }
  return cells;
}

/** Layout column i is sheet column REPORT_FIRST_DATA_COLUMN + i (0-based): 番号 and ほ場名 come first. */
export const REPORT_FIRST_DATA_COLUMN = 2;
