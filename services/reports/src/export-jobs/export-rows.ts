import type { Item, ReportPaddyField, ReportWorkEntry, Season } from '@inasaku/contracts';

/** One row of the image export: a work record with its photos. */
export interface ExportRow {
  number: number | null;
  fieldName: string;
  seasonName: string;
  itemName: string;
  workDate: string | null;
  worker: string | null;
  /** the other entered details, 'name: value unit' per line (with the per-10a value when calculated) */
  contents: string;
  images: string[];
}

export const EXPORT_HEADERS = ['番号', 'ほ場名', '作業分類', '作業項目', '実施日', '作業者', '作業内容'] as const;
export const OUTSIDE_NAME = 'ほ場外作業';

/**
 * The records of the year in report order: fields in added order (then season, item and
 * 実施日 order), then the non-field records. Pure, so the order is tested without a database.
 */
export function exportRows(fields: readonly ReportPaddyField[], seasons: readonly Season[], histories: readonly ReportWorkEntry[]): ExportRow[] {
  const items = new Map<string, { item: Item; season: Season; order: number }>();
  let order = 0;
  for (const s of seasons) for (const i of s.items) items.set(i.item_id, { item: i, season: s, order: order++ });
  const fieldOrder = new Map(fields.map((f) => [f.paddy_field_id, f]));
  const known = histories.filter((h) => items.has(h.item_id) && (h.paddy_field_id === null || fieldOrder.has(h.paddy_field_id)));
  const key = (h: ReportWorkEntry) => (h.paddy_field_id ? fieldOrder.get(h.paddy_field_id)!.sequence : Number.MAX_SAFE_INTEGER);
  known.sort((a, b) =>
    key(a) - key(b)
    || items.get(a.item_id)!.order - items.get(b.item_id)!.order
    || (a.work_date ?? '9999').localeCompare(b.work_date ?? '9999')
    || a.create_datetime.localeCompare(b.create_datetime));
  return known.map((h) => {
    const { item, season } = items.get(h.item_id)!;
    const field = h.paddy_field_id ? fieldOrder.get(h.paddy_field_id)! : null;
    const [dateDetail, workerDetail, ...rest] = item.item_details;
    const lines = rest.flatMap((d) => {
      const v = h.work_items[d.item_detail_id];
      if (v === undefined || v === '') return [];
      const unit = d.item_detail_unit ? ` ${d.item_detail_unit}` : '';
      const auto = h.work_items_auto[d.item_detail_id];
      return [`${d.item_detail_name}: ${v}${unit}${auto ? ` (${auto}${unit}/10a)` : ''}`];
    });
    return {
      number: field ? field.sequence : null,
      fieldName: field ? (field.name ?? '') : OUTSIDE_NAME,
      seasonName: season.season_name,
      itemName: item.item_name,
      workDate: (dateDetail && h.work_items[dateDetail.item_detail_id]) || h.work_date,
      worker: (workerDetail && h.work_items[workerDetail.item_detail_id]) || null,
      contents: lines.join('\n'),
      images: h.image_paths,
    };
  });
}
