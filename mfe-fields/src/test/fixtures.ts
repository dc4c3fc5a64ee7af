import type { Brand, Landmark, PaddyField } from '@inasaku/contracts';

export const FIELD: PaddyField = {
  paddy_field_id: 'f1', management_id: 'mgmt-2026', name: null, map_pos: '35.5,139.5', latitude: 35.5, longitude: 139.5,
  area: null, brand_id: null, brand: null, kousakusha: null, pin_type: '040', remarks: null, tag_no: null,
  sensor_start_date: null, sequence: 1, created_at: '2026-04-01T00:00:00+09:00', updated_at: '2026-04-01T00:00:00+09:00',
};

export const field = (n: number, extra: Partial<PaddyField> = {}): PaddyField => ({
  ...FIELD,
  paddy_field_id: `f${n}`,
  map_pos: `35.5,139.5${n}`,
  longitude: Number(`139.5${n}`),
  sequence: n,
  ...extra,
});

export const brand = (n: number, name = `品種${n}`): Brand => ({ brand_id: `b${n}`, brand_name: name, management_id: 'mgmt-2026', sort_key: n });

export const landmark = (n: number, extra: Partial<Landmark> = {}): Landmark => ({
  landmark_id: `l${n}`, name: `ランドマーク${n}`, icon: '000', latitude: 35.5 + n / 1000, longitude: 139.5, ...extra,
});
