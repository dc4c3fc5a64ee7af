import type { Step } from '../walk-step';

/**
 * Fields: two pins (the first is worked on by works and water, the second deleted at the end),
 * brands, landmarks, the home position, geocoding against the stand-in geocoders, 筆ポリゴン
 * (none loaded: the tap answers null) and the export read back in through preview and import.
 */
export const fieldsSteps: Step[] = [
  {
    route: 'paddyFields.create', input: () => ({ body: { paddy_fields: [{ map_pos: '36.6512,138.1812' }, { map_pos: '36.6520,138.1820' }] } }),
    keep: (d, s) => {
      s.fieldId = d[0].paddy_field_id;
      s.spareFieldId = d[1].paddy_field_id;
    },
  },
  { route: 'brands.createMasterData', input: () => ({ query: {} }) },
  {
    route: 'brands.create', input: () => ({ body: { brand_name: 'コシヒカリ（歩行）' } }),
    keep: (d, s) => {
      s.brandId = d.brand_id;
      s.brandSortKey = String(d.sort_key);
    },
  },
  { route: 'brands.list', input: () => ({ query: {} }) },
  { route: 'brands.update', input: (s) => ({ body: { brand_id: s.brandId, brand_name: 'つや姫（歩行）' } }) },
  {
    route: 'brands.order',
    input: (s) => ({ body: { brands: [{ brand_id: s.brandId, sort_key: Number(s.brandSortKey), new_sort_key: Number(s.brandSortKey) + 100 }] } }),
  },
  {
    route: 'paddyFields.update',
    input: (s) => ({ body: { paddy_field_id: s.fieldId, name: '東1', area: '10.5', brand_id: s.brandId, kousakusha: '山田', remarks: '歩行' } }),
  },
  { route: 'paddyFields.list', input: () => ({ query: {} }) },
  { route: 'paddyFields.areas', input: () => ({ query: {} }) },
  { route: 'brands.delete', input: (s) => ({ body: { brand_id: s.brandId } }) },
  { route: 'landmarks.create', input: () => ({ body: { name: '倉庫', latitude: 36.65, longitude: 138.18 } }), keep: (d, s) => (s.landmarkId = d.landmark_id) },
  { route: 'landmarks.list' },
  { route: 'landmarks.update', input: (s) => ({ body: { landmark_id: s.landmarkId, name: '作業小屋' } }) },
  { route: 'landmarks.delete', input: (s) => ({ body: { landmark_id: s.landmarkId } }) },
  { route: 'accountAreaPos.update', input: () => ({ body: { latitude: 36.651282, longitude: 138.181224 } }) },
  { route: 'geocode.search', input: () => ({ query: { q: '長野県長野市' } }) },
  { route: 'fudePolygons.at', input: () => ({ query: { lat: 36.6512, lng: 138.1812 } }) },
  { route: 'fudePolygons.inView', input: () => ({ query: { bbox: '138.18,36.65,138.19,36.66' } }) },
  { route: 'paddyFields.export', input: () => ({ query: { format: 'geojson' } }), keep: (d, s) => (s.exported = d.content) },
  { route: 'paddyFields.importPreview', input: (s) => ({ body: { format: 'geojson', content: s.exported } }) },
  { route: 'paddyFields.import', input: (s) => ({ body: { format: 'geojson', content: s.exported, confirm: true } }) },
  // The same file once more in one part, as the browser sends a file too large for one request.
  {
    route: 'paddyFields.importPart', input: (s) => ({ body: { upload_id: '0b5c2d4e-8f1a-4b3c-9d2e-7f6a5b4c3d2e', part: 0, content: s.exported } }),
  },
  { route: 'paddyFields.importUploadPreview', input: () => ({ body: { format: 'geojson', upload_id: '0b5c2d4e-8f1a-4b3c-9d2e-7f6a5b4c3d2e', parts: 1 } }) },
  {
    route: 'paddyFields.importUpload',
    input: () => ({ body: { format: 'geojson', upload_id: '0b5c2d4e-8f1a-4b3c-9d2e-7f6a5b4c3d2e', parts: 1, confirm: true } }),
  },
];

export const closingFieldsSteps: Step[] = [{ route: 'paddyFields.delete', input: (s) => ({ body: { paddy_field_ids: [s.spareFieldId] } }) }];
