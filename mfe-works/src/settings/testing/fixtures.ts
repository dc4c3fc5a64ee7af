import { FIXED_ITEM_DETAILS, type Item, type ItemDetail, type Season, type WorkLog, type WorkProgress } from '@inasaku/contracts';

export const fixedDetails = (itemId: string): ItemDetail[] =>
  FIXED_ITEM_DETAILS.map((d, i) => ({ ...d, item_detail_id: `${itemId}-d${i}` }));

export function item(n: number, season: Pick<Season, 'season_id' | 'season_name' | 'color' | 'is_not_paddy_field_item'>, extra: Partial<Item> = {}): Item {
  const id = `i${n}`;
  return {
    item_id: id,
    item_name: `作業項目${n}`,
    season_id: season.season_id,
    season_name: season.season_name,
    color: season.color,
    is_not_paddy_field_item: season.is_not_paddy_field_item,
    sort_key: n,
    item_area_total: season.is_not_paddy_field_item ? null : '100',
    item_progress: season.is_not_paddy_field_item ? null : '1',
    item_pattern: season.is_not_paddy_field_item ? '1' : '2',
    item_details: fixedDetails(id),
    ...extra,
  };
}

export function season(n: number, name: string, extra: Partial<Season> = {}): Season {
  return { season_id: `s${n}`, season_name: name, color: '#1A82B7', is_not_paddy_field_item: false, sort_key: n, items: [], ...extra };
}

export function log(n: number, extra: Partial<WorkLog> = {}): WorkLog {
  return {
    log_id: `log${n}`,
    management_id: 'mgmt-2026',
    type: 1,
    del_flg: '0',
    work_date: '2026-05-10',
    worker: '田中太郎',
    season_name: '施肥',
    item_name: `元肥${n}`,
    is_not_paddy_field_item: false,
    paddy_fields: [{ paddy_field_id: 'f1', paddy_field_name: '北1' }],
    area_total: '12.5',
    item_details: [
      { item_detail_name: '実施日', item_detail_unit: null, item_detail_value: '2026-05-10' },
      { item_detail_name: '作業者', item_detail_unit: null, item_detail_value: '田中太郎' },
      { item_detail_name: '施用量', item_detail_unit: 'kg', item_detail_value: '20' },
      { item_detail_name: '肥料名', item_detail_unit: null, item_detail_value: null },
    ],
    image_paths: [],
    image_urls: [],
    user_id: 'user-1',
    created_at: '2026-05-10T09:00:00+09:00',
    ...extra,
  };
}

export function progress(n: number, extra: Partial<WorkProgress> = {}): WorkProgress {
  return {
    season: '田植え',
    season_id: 's1',
    color: '#3EC08D',
    item_id: `i${n}`,
    item_name: `作業項目${n}`,
    actual_total_area: '25',
    item_area_total: '100',
    actual_percent: 25,
    ...extra,
  };
}
