import type { Item, ItemDetail, ItemDetailType, ReportPaddyField, ReportWorkEntry, Season } from '../../works';
import { fieldAreaNote } from './field-area';

/**
 * The yearly work report's table as data (spec 001 "Yearly work report"), kept free of React so
 * the screen and the Excel file show the same thing and the rules can be tested on their own.
 *
 * Columns: 番号, ほ場名, then per season (in order) per item (in order) a group repeated as often as
 * the most entries any row has for that item, labelled (1), (2), …; inside a group one column
 * per item detail (display_flg off ones only with 全項目表示), a per-10a column after each detail
 * with auto calculation, and an image column (画像: 有 when the entry has images).
 * Rows: the two summary rows (開始日 / 終了日: earliest and latest value of the item's first
 * displayed detail over every entry), then one row per source (a field, or ほ場外作業).
 */

export const REPORT_TEXTS = {
  number: '番号',
  name: 'ほ場名',
  start: '開始日',
  end: '終了日',
  outside: 'ほ場外作業',
  image: '画像',
  hasImage: '有',
  perTenAre: '10a当り',
} as const;

export type ColumnKind = 'value' | 'auto' | 'image';

export interface ReportColumn {
  /** unique key of the column: `${item_id}:${repeat}:${detail_id}` (+ ':auto') or `${item_id}:${repeat}:image` */
  key: string;
  kind: ColumnKind;
  title: string;
  detail: ItemDetail | null;
  /** the detail's type ('image' for the image column) */
  type: ItemDetailType | 'image';
}

export interface ReportGroup {
  item: Item;
  /** 1-based */
  repeat: number;
  /** '元肥(1)' */
  title: string;
  columns: ReportColumn[];
}

export interface ReportSeasonGroup {
  season: Season;
  color: string;
  groups: ReportGroup[];
}

export interface ReportCell {
  value: string | null;
  /** for image cells: the entry's image paths */
  images?: string[];
}

export interface ReportRow {
  key: string;
  kind: 'summary' | 'field' | 'outside';
  number: string;
  name: string;
  /** a field whose boundary's area differs from the typed one: '面積 10.00 a／輪郭 10.25 a' (fieldAreaNote) */
  areaNote?: string | null;
  /** column key -> cell */
  cells: Record<string, ReportCell>;
  /** how many work records the row shows (0 for the summary rows) */
  entryCount?: number;
}

export interface ReportLayout {
  seasons: ReportSeasonGroup[];
  /** every data column, left to right */
  columns: ReportColumn[];
  /** 開始日, 終了日 */
  summary: ReportRow[];
  rows: ReportRow[];
}

/** One row of the table before layout: a field's histories, or one or all non-field histories. */
export interface RowSource {
  key: string;
  kind: 'field' | 'outside';
  number: string;
  name: string;
  areaNote?: string | null;
  histories: ReportWorkEntry[];
}

export interface LayoutOptions {
  /** 全項目表示: details with display_flg off are shown too */
  showAll: boolean;
}

export function visibleDetails(item: Item, showAll: boolean): ItemDetail[] {
  return item.item_details.filter((d) => showAll || d.display_flg);
}

/** The detail whose value orders entries and gives the summary rows: the first displayed one (実施日 by default). */
export function firstDisplayedDetail(item: Item, showAll: boolean): ItemDetail | null {
  return visibleDetails(item, showAll)[0] ?? null;
}

function compareText(a: string | null | undefined, b: string | null | undefined): number {
  // Entries without the value go last.
  if (!a && !b) return 0;
  if (!a) return 1;
  if (!b) return -1;
  const na = Number(a);
  const nb = Number(b);
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Entries of one item, oldest first by the first displayed detail, then by creation. */
export function orderEntries(histories: readonly ReportWorkEntry[], detail: ItemDetail | null): ReportWorkEntry[] {
  return [...histories].sort((a, b) => {
    const byValue = detail ? compareText(a.work_items[detail.item_detail_id], b.work_items[detail.item_detail_id]) : 0;
    return byValue || (a.create_datetime < b.create_datetime ? -1 : a.create_datetime > b.create_datetime ? 1 : 0);
  });
}

function detailTitle(d: ItemDetail): string {
  return d.item_detail_unit ? `${d.item_detail_name}(${d.item_detail_unit})` : d.item_detail_name;
}

function autoTitle(d: ItemDetail): string {
  return d.item_detail_unit ? `${d.item_detail_name}(${d.item_detail_unit}/${REPORT_TEXTS.perTenAre})` : `${d.item_detail_name}(${REPORT_TEXTS.perTenAre})`;
}

export function groupColumns(item: Item, repeat: number, showAll: boolean): ReportColumn[] {
  const columns: ReportColumn[] = [];
  for (const d of visibleDetails(item, showAll)) {
    const key = `${item.item_id}:${repeat}:${d.item_detail_id}`;
    columns.push({ key, kind: 'value', title: detailTitle(d), detail: d, type: d.item_detail_type });
    if (d.item_detail_auto) columns.push({ key: `${key}:auto`, kind: 'auto', title: autoTitle(d), detail: d, type: 'num' });
  }
  columns.push({ key: `${item.item_id}:${repeat}:image`, kind: 'image', title: REPORT_TEXTS.image, detail: null, type: 'image' });
  return columns;
}

function byItem(histories: readonly ReportWorkEntry[]): Map<string, ReportWorkEntry[]> {
  const out = new Map<string, ReportWorkEntry[]>();
  for (const h of histories) {
    const list = out.get(h.item_id);
    if (list) list.push(h);
    else out.set(h.item_id, [h]);
  }
  return out;
}

/** The cell of an empty value, shared (cells are never changed once laid out). */
const EMPTY_CELL: ReportCell = Object.freeze({ value: null }) as ReportCell;

/** What a row needs to fill its cells: per item, its groups' columns and the detail that orders its entries. */
interface ItemPlan {
  itemId: string;
  first: ItemDetail | null;
  groupCols: ReportColumn[][];
}

/**
 * A laid-out row whose cells are filled when first read: the table draws only the rows in view
 * (virtual), so opening a report of 1,000 fields fills a few dozen rows, not all of them; the
 * Excel file reads every row's cells and so fills the rest. Cells never change once filled.
 */
class LaidOutRow implements ReportRow {
  private filled: Record<string, ReportCell> | null = null;

  constructor(
    readonly key: string,
    readonly kind: ReportRow['kind'],
    readonly number: string,
    readonly name: string,
    private readonly entries: Map<string, ReportWorkEntry[]>,
    private readonly plans: readonly ItemPlan[],
    readonly areaNote: string | null = null,
  ) {}

  get cells(): Record<string, ReportCell> {
    if (this.filled) return this.filled;
    const cells: Record<string, ReportCell> = {};
    for (const plan of this.plans) {
      const entries = this.entries.get(plan.itemId);
      if (!entries) continue;
      const ordered = entries.length > 1 ? orderEntries(entries, plan.first) : entries;
      ordered.forEach((h, index) => fillEntry(cells, plan.groupCols[index], h));
    }
    this.filled = cells;
    return cells;
  }

  get entryCount(): number {
    let n = 0;
    for (const plan of this.plans) n += this.entries.get(plan.itemId)?.length ?? 0;
    return n;
  }
}

/**
 * Lays out the table for `seasons` (already chosen: field or non-field ones) and the row sources in order.
 * One pass over the entries for the repeat counts and the summary rows (least and greatest value);
 * each group's columns are made once, and a row's cells are filled from them when first read.
 */
export function buildLayout(seasons: readonly Season[], sources: readonly RowSource[], options: LayoutOptions): ReportLayout {
  const grouped = sources.map((s) => byItem(s.histories));
  const seasonGroups: ReportSeasonGroup[] = [];
  const columns: ReportColumn[] = [];
  const plans: ItemPlan[] = [];
  const start: ReportRow = { key: 'summary-start', kind: 'summary', number: '', name: REPORT_TEXTS.start, cells: {} };
  const end: ReportRow = { key: 'summary-end', kind: 'summary', number: '', name: REPORT_TEXTS.end, cells: {} };

  for (const season of seasons) {
    const groups: ReportGroup[] = [];
    for (const item of season.items) {
      const first = firstDisplayedDetail(item, options.showAll);
      let repeats = 1;
      // Summary: earliest and latest value of the first displayed detail over every entry of the item
      // (the first of equal least values and the last of equal greatest ones, as a stable sort gives).
      let least: string | null = null;
      let greatest: string | null = null;
      for (const g of grouped) {
        const entries = g.get(item.item_id);
        if (!entries) continue;
        repeats = Math.max(repeats, entries.length);
        if (!first) continue;
        for (const h of entries) {
          const v = h.work_items[first.item_detail_id];
          if (!v) continue;
          if (least === null || compareText(v, least) < 0) least = v;
          if (greatest === null || compareText(v, greatest) >= 0) greatest = v;
        }
      }
      const groupCols: ReportColumn[][] = [];
      for (let r = 1; r <= repeats; r++) {
        const cols = groupColumns(item, r, options.showAll);
        groups.push({ item, repeat: r, title: `${item.item_name}(${r})`, columns: cols });
        columns.push(...cols);
        groupCols.push(cols);
      }
      plans.push({ itemId: item.item_id, first, groupCols });
      if (first) {
        const key = `${item.item_id}:1:${first.item_detail_id}`;
        start.cells[key] = least === null ? EMPTY_CELL : { value: least };
        end.cells[key] = greatest === null ? EMPTY_CELL : { value: greatest };
      }
    }
    seasonGroups.push({ season, color: season.color, groups });
  }
  const rows: ReportRow[] = sources.map((s, i) => new LaidOutRow(s.key, s.kind, s.number, s.name, grouped[i], plans, s.areaNote ?? null));
  return { seasons: seasonGroups, columns, summary: [start, end], rows };
}

/** One entry's cells in its group's columns (made by groupColumns). */
function fillEntry(cells: Record<string, ReportCell>, columns: readonly ReportColumn[], h: ReportWorkEntry): void {
  for (const c of columns) {
    if (c.kind === 'image') {
      cells[c.key] = h.image_paths.length ? { value: REPORT_TEXTS.hasImage, images: h.image_paths } : EMPTY_CELL;
      continue;
    }
    const id = (c.detail as ItemDetail).item_detail_id;
    const value = (c.kind === 'auto' ? h.work_items_auto[id] : h.work_items[id]) ?? null;
    cells[c.key] = value === null ? EMPTY_CELL : { value };
  }
}

/** The paddy report's rows: every field in added order; with ほ場外作業表示 one more row per non-field entry. */
export function paddyReportSources(
  fields: readonly ReportPaddyField[],
  histories: readonly ReportWorkEntry[],
  outside: { seasons: readonly Season[]; showAll: boolean } | null,
): RowSource[] {
  const byField = new Map<string, ReportWorkEntry[]>();
  for (const h of histories) {
    if (!h.paddy_field_id) continue;
    const list = byField.get(h.paddy_field_id);
    if (list) list.push(h);
    else byField.set(h.paddy_field_id, [h]);
  }
  const sources: RowSource[] = [...fields]
    .sort((a, b) => a.sequence - b.sequence)
    .map((f) => ({
      key: f.paddy_field_id, kind: 'field', number: String(f.sequence), name: f.name ?? '', areaNote: fieldAreaNote(f), histories: byField.get(f.paddy_field_id) ?? [],
    }));
  if (outside) sources.push(...outsideRows(outside.seasons, histories, outside.showAll));
  return sources;
}

/**
 * The out-of-field rows of the paddy report: one per non-field entry, labelled ほ場外作業, sorted by
 * the value of their item's first displayed detail (then by creation).
 */
export function outsideRows(seasons: readonly Season[], histories: readonly ReportWorkEntry[], showAll: boolean): RowSource[] {
  const items = new Map<string, Item>();
  for (const s of seasons) for (const i of s.items) items.set(i.item_id, i);
  const global = histories.filter((h) => !h.paddy_field_id && items.has(h.item_id));
  const sortValue = (h: ReportWorkEntry) => {
    const first = firstDisplayedDetail(items.get(h.item_id)!, showAll);
    return first ? (h.work_items[first.item_detail_id] ?? null) : null;
  };
  return global
    .map((h) => ({ h, v: sortValue(h) }))
    .sort((a, b) => compareText(a.v, b.v) || (a.h.create_datetime < b.h.create_datetime ? -1 : 1))
    .map(({ h }, n) => ({ key: `outside-${n}`, kind: 'outside' as const, number: '', name: REPORT_TEXTS.outside, histories: [h] }));
}

/** The non-field report: one row labelled ほ場外作業 holding every non-field entry. */
export function notPaddyReportSources(histories: readonly ReportWorkEntry[]): RowSource[] {
  return [{ key: 'outside', kind: 'outside', number: '', name: REPORT_TEXTS.outside, histories: histories.filter((h) => !h.paddy_field_id) }];
}

export function fieldSeasons(seasons: readonly Season[]): Season[] {
  return seasons.filter((s) => !s.is_not_paddy_field_item);
}

export function outsideSeasons(seasons: readonly Season[]): Season[] {
  return seasons.filter((s) => s.is_not_paddy_field_item);
}

/** What a work report is built from: the year's fields, seasons (with items) and entries. */
export interface WorkReportData {
  fields: readonly ReportPaddyField[];
  seasons: readonly Season[];
  histories: readonly ReportWorkEntry[];
}

export interface WorkReportOptions extends LayoutOptions {
  /** 'paddy': one row per field (spec 001 "paddy fields"); 'notpaddy': the non-field report */
  mode: 'paddy' | 'notpaddy';
  /** ほ場外作業表示 (paddy report): the non-field seasons' columns and one row per non-field entry */
  showOutside: boolean;
}

/** The report as the screen lays it out for its checkboxes; the Excel files write this same layout. */
export function workReportLayout(data: WorkReportData, options: WorkReportOptions): ReportLayout {
  const { mode, showAll, showOutside } = options;
  if (mode === 'notpaddy') return buildLayout(outsideSeasons(data.seasons), notPaddyReportSources(data.histories), { showAll });
  const seasons = showOutside ? [...fieldSeasons(data.seasons), ...outsideSeasons(data.seasons)] : fieldSeasons(data.seasons);
  const outside = showOutside ? { seasons: outsideSeasons(data.seasons), showAll } : null;
  return buildLayout(seasons, paddyReportSources(data.fields, data.histories, outside), { showAll });
}
