import type { Item, ItemDetail, PaddyField, Season, WorkHistory } from '@inasaku/contracts';

export const DATE: ItemDetail = {
  item_detail_id: 'd-date', item_detail_name: '実施日', item_detail_type: 'date', item_detail_key: null,
  item_detail_unit: null, item_detail_auto: false, display_flg: true,
};
export const WORKER: ItemDetail = {
  item_detail_id: 'd-worker', item_detail_name: '作業者', item_detail_type: 'list', item_detail_key: 'users',
  item_detail_unit: null, item_detail_auto: false, display_flg: false,
};
export const AMOUNT: ItemDetail = {
  item_detail_id: 'd-amount', item_detail_name: '施肥量', item_detail_type: 'num', item_detail_key: null,
  item_detail_unit: 'kg', item_detail_auto: true, display_flg: false,
};
export const MEMO: ItemDetail = {
  item_detail_id: 'd-memo', item_detail_name: 'メモ', item_detail_type: 'textarea', item_detail_key: null,
  item_detail_unit: null, item_detail_auto: false, display_flg: false,
};
export const PRODUCT: ItemDetail = {
  item_detail_id: 'd-product', item_detail_name: '肥料名', item_detail_type: 'string', item_detail_key: null,
  item_detail_unit: null, item_detail_auto: false, display_flg: false,
};

export const item = (id: string, name: string, season: Pick<Season, 'season_id' | 'season_name' | 'color' | 'is_not_paddy_field_item'>, extra: Partial<Item> = {}): Item => ({
  item_id: id, item_name: name, season_id: season.season_id, season_name: season.season_name, color: season.color,
  is_not_paddy_field_item: season.is_not_paddy_field_item, sort_key: 1, item_area_total: null,
  item_progress: season.is_not_paddy_field_item ? null : '1', item_pattern: season.is_not_paddy_field_item ? '1' : '2',
  item_details: [DATE, WORKER, AMOUNT, MEMO, PRODUCT], ...extra,
});

const s1 = { season_id: 's1', season_name: '施肥', color: '#3EC08D', is_not_paddy_field_item: false };
const s2 = { season_id: 's2', season_name: '機械整備', color: '#C499F0', is_not_paddy_field_item: true };

export const SEASONS: Season[] = [
  { ...s1, sort_key: 1, items: [item('i1', '元肥', s1), item('i2', '追肥', s1, { item_pattern: '1', sort_key: 2 })] },
  { ...s2, sort_key: 2, items: [item('i9', 'トラクター点検', s2, { item_details: [DATE, WORKER, MEMO] })] },
];

export const FIELD: PaddyField = {
  paddy_field_id: 'f1', management_id: 'mgmt-2026', name: null, map_pos: '35.5,139.5', latitude: 35.5, longitude: 139.5,
  area: null, brand_id: null, brand: null, kousakusha: null, pin_type: '040', remarks: null, tag_no: null,
  sensor_start_date: null, sequence: 1, created_at: '2026-04-01T00:00:00+09:00', updated_at: '2026-04-01T00:00:00+09:00',
};

export const field = (n: number, extra: Partial<PaddyField> = {}): PaddyField => ({
  ...FIELD, paddy_field_id: `f${n}`, name: `田${n}`, map_pos: `35.5,139.5${n}`, longitude: Number(`139.5${n}`), sequence: n, ...extra,
});

export const history = (id: string, extra: Partial<WorkHistory> = {}): WorkHistory => ({
  work_history_id: id, management_id: 'mgmt-2026', season_id: 's1', season_name: '施肥', color: '#3EC08D', item_id: 'i1',
  item_name: '元肥', is_not_paddy_field_item: false, paddy_field_id: 'f1', paddy_field_name: '田1',
  work_items: { 'd-date': '2026-05-01', 'd-worker': '田中太郎', 'd-amount': '30' }, work_items_auto: { 'd-amount': '30' },
  work_items_merged: [
    { ...DATE, value: '2026-05-01', auto_value: null },
    { ...WORKER, value: '田中太郎', auto_value: null },
    { ...AMOUNT, value: '30', auto_value: '30' },
  ].map(({ item_detail_id, item_detail_name, item_detail_type, item_detail_unit, value, auto_value }) => ({
    item_detail_id, item_detail_name, item_detail_type, item_detail_unit, value, auto_value,
  })),
  work_date: '2026-05-01', worker: '田中太郎', image_paths: [], image_urls: [],
  create_datetime: '2026-05-01T09:00:00+09:00', update_datetime: '2026-05-01T09:00:00+09:00', create_user_id: 'user-1', update_user_id: null,
  ...extra,
});
