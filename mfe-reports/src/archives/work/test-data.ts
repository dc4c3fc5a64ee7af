import type { Item, ItemDetail, ReportPaddyField, ReportWorkEntry, ReportWorkHistory, Season } from '@inasaku/contracts';

/** Small report fixtures shared by the layout, sheet and screen tests. */
export const detail = (id: string, name: string, extra: Partial<ItemDetail> = {}): ItemDetail => ({
  item_detail_id: id, item_detail_name: name, item_detail_type: 'string', item_detail_key: null, item_detail_unit: null,
  item_detail_auto: false, display_flg: true, ...extra,
});

export const FERTILIZE: Item = {
  item_id: 'item-f', item_name: '元肥', season_id: 'season-1', season_name: '施肥', color: '#B4AF4F', is_not_paddy_field_item: false,
  sort_key: 1, item_area_total: null, item_progress: '1', item_pattern: '1',
  item_details: [
    detail('d-date', '実施日', { item_detail_type: 'date' }),
    detail('d-worker', '作業者', { item_detail_type: 'list', display_flg: false }),
    detail('d-amount', '施用量', { item_detail_type: 'num', item_detail_unit: 'kg', item_detail_auto: true }),
    detail('d-memo', 'メモ', { item_detail_type: 'textarea', display_flg: false }),
  ],
};

export const MACHINE: Item = {
  item_id: 'item-m', item_name: '機械整備', season_id: 'season-2', season_name: 'ほ場外作業', color: '#C499F0', is_not_paddy_field_item: true,
  sort_key: 1, item_area_total: null, item_progress: null, item_pattern: '1',
  item_details: [detail('m-date', '実施日', { item_detail_type: 'date' }), detail('m-worker', '作業者', { item_detail_type: 'list', display_flg: false }), detail('m-name', '機械名')],
};

export const SEASONS: Season[] = [
  { season_id: 'season-1', season_name: '施肥', color: '#B4AF4F', is_not_paddy_field_item: false, sort_key: 1, items: [FERTILIZE] },
  { season_id: 'season-2', season_name: 'ほ場外作業', color: '#C499F0', is_not_paddy_field_item: true, sort_key: 2, items: [MACHINE] },
];

export const FIELDS: ReportPaddyField[] = [
  { paddy_field_id: 'f2', name: '東2', sequence: 2, area: '20' },
  { paddy_field_id: 'f1', name: '東1', sequence: 1, area: '10' },
  { paddy_field_id: 'f3', name: '西1', sequence: 3, area: null },
];

let n = 0;
export function history(fieldId: string | null, item: Item, values: Record<string, string>, extra: Partial<ReportWorkEntry> = {}): ReportWorkEntry {
  n++;
  return {
    paddy_field_id: fieldId, item_id: item.item_id, work_items: values,
    work_items_auto: {}, image_paths: [], work_date: values['d-date'] ?? values['m-date'] ?? null,
    create_datetime: `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}.000Z`, ...extra,
  };
}

export const HISTORIES: ReportWorkEntry[] = [
  history('f1', FERTILIZE, { 'd-date': '2026-05-10', 'd-worker': '山田', 'd-amount': '30' }, { work_items_auto: { 'd-amount': '30' } }),
  history('f1', FERTILIZE, { 'd-date': '2026-05-01', 'd-worker': '佐藤', 'd-amount': '12.5' }, { work_items_auto: { 'd-amount': '12.5' }, image_paths: ['m/image/1/0.jpg'] }),
  history('f2', FERTILIZE, { 'd-date': '2026-04-20', 'd-amount': '多め' }),
  history(null, MACHINE, { 'm-date': '2026-03-05', 'm-name': 'コンバイン' }),
  history(null, MACHINE, { 'm-date': '2026-02-01', 'm-name': 'トラクター' }, { image_paths: ['m/image/2/0.jpg'] }),
];

/** An entry as the works service sends it (values in the item's detail order). */
export function compactOf(e: ReportWorkEntry, seasons: Season[] = SEASONS): ReportWorkHistory {
  const ids = seasons.flatMap((s) => s.items).find((i) => i.item_id === e.item_id)!.item_details.map((d) => d.item_detail_id);
  const align = (r: Record<string, string>) => {
    const out = ids.map((id) => r[id] ?? null);
    while (out.length && out[out.length - 1] === null) out.pop();
    return out;
  };
  return { f: e.paddy_field_id, i: e.item_id, v: align(e.work_items), a: align(e.work_items_auto), p: e.image_paths, d: e.work_date, t: Date.parse(e.create_datetime) };
}
