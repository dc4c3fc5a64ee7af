/**
 * A worksheet with several header rows, merged header cells and typed cells, for the reports
 * whose headers are column groups (the work report). Pure: the exceljs writers (the browser's
 * plain download and the reports service's image export) only copy it, so what a file holds can
 * be tested without exceljs, and both files hold the same cells.
 */
export type GridValue = string | number | Date | null;

export interface GridCell {
  value: GridValue;
  /** Excel number format, e.g. 'yyyy/mm/dd' */
  numFmt?: string;
}

export interface GridMerge {
  /** 1-based, inclusive */
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface GridSheet {
  name: string;
  /** rows of cells, the header rows first */
  rows: GridCell[][];
  headerRows: number;
  merges: GridMerge[];
  /** 'A1'-less fills of header cells: row/col 1-based -> '#RRGGBB' */
  fills: { row: number; col: number; color: string }[];
  widths: number[];
}

export const DATE_FORMAT = 'yyyy/mm/dd';

/**
 * A date cell for a farm-local wall-clock time ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm:ss' with any
 * offset): exceljs stores Date values as UTC serials, so the wall clock is put in UTC fields and
 * Excel shows the farm's date whatever the time zone of the browser or server writing it.
 */
export function excelDate(localIso: string | null | undefined): Date | null {
  if (!localIso) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(localIso);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
}

/** A number cell for a numeric value (strings of digits included), else the text or empty. */
export function excelNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A cell for a value of a detail type: num -> number cell when numeric, date -> date cell, else text. */
export function typedCell(value: string | null | undefined, type: string): GridCell {
  if (value === null || value === undefined || value === '') return { value: null };
  if (type === 'num') {
    const n = excelNumber(value.trim());
    if (n !== null && /^-?[0-9]+(\.[0-9]+)?$/.test(value.trim())) return { value: n };
    return { value };
  }
  if (type === 'date') {
    const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? excelDate(value) : null;
    return d ? { value: d, numFmt: DATE_FORMAT } : { value };
  }
  return { value };
}

/** Display width in half-width characters: full-width (Japanese) characters count twice. */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u0000-\u00ff\uff61-\uff9f]/.test(ch) ? 1 : 2;
  return w;
}

/** Column widths that fit the longest text of each column (dates as 10), within [min, max]. */
export function fitWidths(rows: Iterable<readonly GridCell[]>, min = 6, max = 50): number[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      const v = cell.value;
      const w = v === null ? 0 : v instanceof Date ? 10 : textWidth(String(v));
      widths[i] = Math.max(widths[i] ?? min, Math.min(max, w + 2));
    });
  }
  return widths;
}

/** Excel's ARGB for '#RRGGBB'. */
export function argb(color: string): string {
  return `FF${color.replace('#', '').toUpperCase().padEnd(6, '0').slice(0, 6)}`;
}
