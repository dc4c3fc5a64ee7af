import { REPORT_TEXTS, type ReportLayout, type ReportRow } from './layout';
import { fitWidths, typedCell, type GridCell, type GridMerge, type GridSheet } from '../common/sheet-model';

/**
 * The work report as a worksheet, headers as on screen: row 1 the seasons (in their colour),
 * row 2 the item groups '元肥(1)', row 3 the detail columns; 番号 and ほ場名 span the three.
 * Then 開始日 / 終了日 and the rows. num details with a numeric value are number cells
 * (spec 001 §5), date details date cells, the image column 有.
 */
export function reportSheet(layout: ReportLayout): GridSheet {
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
  const body = [...layout.summary, ...layout.rows].map((r) => rowCells(layout, r));
  const rows = [head1, head2, head3, ...body];
  // Group titles span several columns: the detail header and the values decide the widths.
  const widths = fitWidths([[head1[0], head1[1]], head3, ...body]);
  return { name: 'Sheet1', rows, headerRows: 3, merges, fills, widths };
}

function rowCells(layout: ReportLayout, row: ReportRow): GridCell[] {
  const cells: GridCell[] = [{ value: row.number === '' ? null : Number(row.number) }, { value: row.name }];
  for (const c of layout.columns) {
    const v = row.cells[c.key]?.value ?? null;
    cells.push(c.kind === 'image' ? { value: v } : typedCell(v, c.type));
  }
  return cells;
}
