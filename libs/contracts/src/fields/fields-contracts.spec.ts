import type { ZodType } from 'zod';
import {
  accountAreaPosSchema, createBrandSchema, createLandmarkSchema, createPaddyFieldsSchema, deletePaddyFieldsSchema,
  geocodeSearchSchema, LANDMARK_ICON_CODES, listPaddyFieldsSchema, mapPosRule, normalizeMapPos, orderBrandsSchema,
  parseMapPos, updateBrandSchema, updateLandmarkSchema, updatePaddyFieldSchema, defaultLandmarkName,
} from './index';

const id = '0d8e4cb5-4b5f-4a53-9d44-2d0f1c6a7e10';
const id2 = '5f0b7a3e-8c1d-4e2f-9a6b-1c2d3e4f5a6b';

/** The first issue as the gateway and the service report it. */
function issue(schema: ZodType, value: unknown): { message: string; field: string } | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const first = result.error.issues[0];
  return { message: first.message, field: first.path.map(String).join('.') };
}

const MAX_100 = '入力可能な文字数（100文字）を超えています。';
const MAX_1000 = '入力可能な文字数（1000文字）を超えています。';
const AREA = '整数9桁以内、小数2桁以内の数値で入力してください。';

describe('map_pos', () => {
  it.each([
    ['35.6812,139.7671', { lat: 35.6812, lng: 139.7671 }],
    ['35.6812, 139.7671', { lat: 35.6812, lng: 139.7671 }],
    ['-90,-180', { lat: -90, lng: -180 }],
    ['90,180', { lat: 90, lng: 180 }],
    ['0,0', { lat: 0, lng: 0 }],
    ['36,138', { lat: 36, lng: 138 }],
  ])('reads %p', (text, position) => expect(parseMapPos(text)).toEqual(position));

  it.each(['90.0001,0', '-90.5,0', '0,180.1', '0,-181', '180.5,0'])('rejects %p as out of range', (text) => {
    expect(parseMapPos(text)).toBeNull();
    expect(mapPosRule(text)).toBe('位置は緯度-90〜90、経度-180〜180の範囲で指定してください。');
  });

  it.each(['35.6', '35.6,139.7,1', 'abc,def', '35.6;139.7', '1e1,2', '0x10,1', '35.,139', '.5,139', '35.6,', ',139', '３５,１３９', 'NaN,1', '1000,0'])(
    'rejects %p as malformed',
    (text) => {
      expect(parseMapPos(text)).toBeNull();
      expect(mapPosRule(text)).toBe('位置は「緯度,経度」の形式で指定してください。');
    },
  );

  it('normalises the stored text', () => {
    expect(normalizeMapPos(' 35.1 ,  139.25 ')).toBe('35.1,139.25');
  });
});

describe('createPaddyFieldsSchema', () => {
  it('takes several pins at once', () => {
    expect(createPaddyFieldsSchema.parse({ paddy_fields: [{ map_pos: '35,139' }, { map_pos: '35.1,139.1' }] }).paddy_fields).toHaveLength(2);
  });

  it('ignores account_id and keeps management_id out of the decision', () => {
    const parsed = createPaddyFieldsSchema.parse({ account_id: 'x', management_id: 'm', paddy_fields: [{ map_pos: '35,139' }] });
    expect(parsed).not.toHaveProperty('account_id');
  });

  it('needs at least one pin and names the bad one', () => {
    expect(issue(createPaddyFieldsSchema, { paddy_fields: [] })?.message).toBe('ほ場の位置を指定してください。');
    expect(issue(createPaddyFieldsSchema, {})?.message).toBe('ほ場の位置を指定してください。');
    expect(issue(createPaddyFieldsSchema, { paddy_fields: [{ map_pos: '35,139' }, { map_pos: '95,139' }] })).toEqual({
      message: '位置は緯度-90〜90、経度-180〜180の範囲で指定してください。', field: 'paddy_fields.1.map_pos',
    });
    expect(issue(createPaddyFieldsSchema, { paddy_fields: [{ map_pos: '' }] })?.field).toBe('paddy_fields.0.map_pos');
    expect(issue(createPaddyFieldsSchema, { paddy_fields: [{}] })?.field).toBe('paddy_fields.0.map_pos');
  });

  it('limits one request to 500 pins', () => {
    const pins = (n: number) => Array.from({ length: n }, () => ({ map_pos: '35,139' }));
    expect(issue(createPaddyFieldsSchema, { paddy_fields: pins(500) })).toBeNull();
    expect(issue(createPaddyFieldsSchema, { paddy_fields: pins(501) })?.message).toBe('一度に登録できるほ場は500件までです。');
  });
});

describe('updatePaddyFieldSchema', () => {
  const valid = { paddy_field_id: id };

  it('needs a well-formed id', () => {
    expect(issue(updatePaddyFieldSchema, {})?.field).toBe('paddy_field_id');
    expect(issue(updatePaddyFieldSchema, { paddy_field_id: '1; drop table' })).toEqual({
      message: 'IDの形式が正しくありません。', field: 'paddy_field_id',
    });
  });

  it('name: up to 100 characters, Japanese counted one each', () => {
    expect(issue(updatePaddyFieldSchema, { ...valid, name: '田'.repeat(100) })).toBeNull();
    expect(issue(updatePaddyFieldSchema, { ...valid, name: '田'.repeat(101) })).toEqual({ message: MAX_100, field: 'name' });
  });

  it.each(['12.34', '0', '123456789.99', 12.34, 0, '', null])('area accepts %p', (area) => {
    expect(issue(updatePaddyFieldSchema, { ...valid, area })).toBeNull();
  });

  it.each(['12.345', '1234567890', '01', '1.', '1,000', 'abc', 0.1 + 0.2])('area rejects %p', (area) => {
    expect(issue(updatePaddyFieldSchema, { ...valid, area })).toEqual({ message: AREA, field: 'area' });
  });

  it('area cannot be negative', () => {
    expect(issue(updatePaddyFieldSchema, { ...valid, area: '-1' })).toEqual({ message: '0以上の数値を入力してください。', field: 'area' });
  });

  it('area as a number becomes exact text', () => {
    expect(updatePaddyFieldSchema.parse({ ...valid, area: 12.5 }).area).toBe('12.5');
  });

  it('kousakusha up to 100 and remarks up to 1000', () => {
    expect(issue(updatePaddyFieldSchema, { ...valid, kousakusha: 'a'.repeat(100), remarks: 'あ'.repeat(1000) })).toBeNull();
    expect(issue(updatePaddyFieldSchema, { ...valid, kousakusha: 'a'.repeat(101) })).toEqual({ message: MAX_100, field: 'kousakusha' });
    expect(issue(updatePaddyFieldSchema, { ...valid, remarks: 'あ'.repeat(1001) })).toEqual({ message: MAX_1000, field: 'remarks' });
  });

  it('tag_no (the linked sensor\'s product ID) up to 100; empty or null unlinks', () => {
    for (const tag_no of ['WL-0001', 'x'.repeat(100), '', null]) expect(issue(updatePaddyFieldSchema, { ...valid, tag_no })).toBeNull();
    expect(issue(updatePaddyFieldSchema, { ...valid, tag_no: 'x'.repeat(101) })).toEqual({ message: MAX_100, field: 'tag_no' });
    expect(issue(updatePaddyFieldSchema, { ...valid, tag_no: 'WL\n1' })).toEqual({
      message: '水位センサーに使用できない文字（制御文字など）が含まれています。', field: 'tag_no',
    });
    expect(updatePaddyFieldSchema.parse({ ...valid, tag_no: null }).tag_no).toBe('');
  });

  it('sensor_start_date is a real date YYYY-MM-DD, or empty', () => {
    for (const d of ['2026-05-01', '2024-02-29', '', null]) expect(issue(updatePaddyFieldSchema, { ...valid, sensor_start_date: d })).toBeNull();
    for (const d of ['2026/05/01', '2026-5-1', '2025-02-29', '2026-13-01', '2026-05-01T00:00:00+09:00', 'today', 20260501]) {
      expect(issue(updatePaddyFieldSchema, { ...valid, sensor_start_date: d })).toEqual({
        message: d === 20260501 ? '文字列で入力してください。' : 'センサー開始日はYYYY-MM-DDの形式で入力してください。', field: 'sensor_start_date',
      });
    }
  });

  it('pin_type is one of the ten codes', () => {
    for (const pin of ['010', '040', '100', '']) expect(issue(updatePaddyFieldSchema, { ...valid, pin_type: pin })).toBeNull();
    for (const pin of ['041', '110', '40', 'pinicon040']) {
      expect(issue(updatePaddyFieldSchema, { ...valid, pin_type: pin })).toEqual({ message: '選択肢の中から選択してください。', field: 'pin_type' });
    }
  });

  it('brand_id: a uuid, or empty to unset', () => {
    expect(updatePaddyFieldSchema.parse({ ...valid, brand_id: '' }).brand_id).toBeNull();
    expect(updatePaddyFieldSchema.parse({ ...valid, brand_id: null }).brand_id).toBeNull();
    expect(updatePaddyFieldSchema.parse({ ...valid, brand_id: id2 }).brand_id).toBe(id2);
    expect(updatePaddyFieldSchema.parse(valid)).not.toHaveProperty('brand_id');
    expect(issue(updatePaddyFieldSchema, { ...valid, brand_id: 'x' })).toEqual({ message: 'IDの形式が正しくありません。', field: 'brand_id' });
  });

  it('keeps absent keys absent and is stable when parsed twice (gateway, then service)', () => {
    const once = updatePaddyFieldSchema.parse({ ...valid, name: '北1', area: 3, brand_id: '' });
    expect(once).toEqual({ paddy_field_id: id, name: '北1', area: '3', brand_id: null });
    expect(updatePaddyFieldSchema.parse(once)).toEqual(once);
  });

  it('map_pos, when sent, must be valid', () => {
    expect(issue(updatePaddyFieldSchema, { ...valid, map_pos: '35,139' })).toBeNull();
    expect(issue(updatePaddyFieldSchema, { ...valid, map_pos: '' })?.field).toBe('map_pos');
  });
});

describe('paddy field ids', () => {
  it('delete needs at least one well-formed id', () => {
    expect(issue(deletePaddyFieldsSchema, { paddy_field_ids: [id] })).toBeNull();
    expect(issue(deletePaddyFieldsSchema, { paddy_field_ids: [] })?.message).toBe('削除するほ場を指定してください。');
    expect(issue(deletePaddyFieldsSchema, { paddy_field_ids: [id, 'nope'] })?.field).toBe('paddy_field_ids.1');
  });

  it('list takes an optional id', () => {
    expect(listPaddyFieldsSchema.parse({ management_id: 'm' })).toEqual({ management_id: 'm' });
    expect(issue(listPaddyFieldsSchema, { paddy_field_id: 'x' })?.field).toBe('paddy_field_id');
  });
});

describe('brand schemas', () => {
  it('brand_name is required, up to 20 characters', () => {
    expect(issue(createBrandSchema, { brand_name: 'コシヒカリ' })).toBeNull();
    expect(issue(createBrandSchema, { brand_name: '稲'.repeat(20) })).toBeNull();
    expect(issue(createBrandSchema, { brand_name: '稲'.repeat(21) })).toEqual({
      message: '入力可能な文字数（20文字）を超えています。', field: 'brand_name',
    });
    for (const blank of ['', '   ', '\u3000', undefined, null]) {
      expect(issue(createBrandSchema, { brand_name: blank })).toEqual({ message: '品種名は必須項目です。', field: 'brand_name' });
    }
    expect(issue(updateBrandSchema, { brand_id: id, brand_name: '' })?.message).toBe('品種名は必須項目です。');
  });

  it('order takes the changed rows with integer keys and no repeats', () => {
    const row = { brand_id: id, sort_key: 1, new_sort_key: 2 };
    const other = { brand_id: id2, sort_key: 2, new_sort_key: 1 };
    expect(issue(orderBrandsSchema, { brands: [row, other] })).toBeNull();
    expect(issue(orderBrandsSchema, { brands: [] })?.message).toBe('並び替える品種を指定してください。');
    expect(issue(orderBrandsSchema, { brands: [{ ...row, new_sort_key: 1.5 }] })?.message).toBe('並び順は整数で指定してください。');
    expect(issue(orderBrandsSchema, { brands: [{ ...row, sort_key: '1' }] })?.message).toBe('並び順は整数で指定してください。');
    expect(issue(orderBrandsSchema, { brands: [row, row] })?.message).toBe('同じ品種が重複しています。');
  });
});

describe('landmark schemas', () => {
  it('has the 55 icon codes of the five series', () => {
    expect(LANDMARK_ICON_CODES).toHaveLength(55);
    expect(LANDMARK_ICON_CODES.slice(0, 2)).toEqual(['000', '001']);
    expect(LANDMARK_ICON_CODES).toEqual(expect.arrayContaining(['010', '101', '113', '201', '211', '301', '305', '401', '415']));
    expect(LANDMARK_ICON_CODES).not.toContain('011');
  });

  it('create needs a position inside the earth and accepts name and icon', () => {
    expect(issue(createLandmarkSchema, { latitude: 35.1, longitude: 139.2 })).toBeNull();
    expect(issue(createLandmarkSchema, { name: '倉庫', icon: '102', latitude: '35.1', longitude: '139.2' })).toBeNull();
    expect(issue(createLandmarkSchema, { latitude: 91, longitude: 139 })).toEqual({
      message: '緯度は-90から90までの数値で指定してください。', field: 'latitude',
    });
    expect(issue(createLandmarkSchema, { latitude: 35, longitude: -180.5 })).toEqual({
      message: '経度は-180から180までの数値で指定してください。', field: 'longitude',
    });
    expect(issue(createLandmarkSchema, { latitude: 'north', longitude: 139 })?.field).toBe('latitude');
    expect(issue(createLandmarkSchema, { longitude: 139 })?.field).toBe('latitude');
  });

  it('name up to 100, icon from the list', () => {
    const pos = { latitude: 35, longitude: 139 };
    expect(issue(createLandmarkSchema, { ...pos, name: 'あ'.repeat(100) })).toBeNull();
    expect(issue(createLandmarkSchema, { ...pos, name: 'あ'.repeat(101) })).toEqual({ message: MAX_100, field: 'name' });
    expect(issue(createLandmarkSchema, { ...pos, icon: '999' })).toEqual({ message: '選択肢の中から選択してください。', field: 'icon' });
  });

  it('update moves with both coordinates or none', () => {
    expect(issue(updateLandmarkSchema, { landmark_id: id, latitude: 35, longitude: 139 })).toBeNull();
    expect(issue(updateLandmarkSchema, { landmark_id: id, name: '事務所' })).toBeNull();
    expect(issue(updateLandmarkSchema, { landmark_id: id, latitude: 35 })?.message).toBe('緯度と経度は両方指定してください。');
  });

  it('names a new landmark after the count', () => {
    expect(defaultLandmarkName(0)).toBe('ランドマーク1');
    expect(defaultLandmarkName(4)).toBe('ランドマーク5');
  });
});

describe('geocoding schemas', () => {
  it('the search text is required, up to 100', () => {
    expect(issue(geocodeSearchSchema, { q: '東京都千代田区' })).toBeNull();
    expect(issue(geocodeSearchSchema, { q: '' })).toEqual({ message: '住所または郵便番号は必須項目です。', field: 'q' });
    expect(issue(geocodeSearchSchema, { q: 'あ'.repeat(101) })?.field).toBe('q');
  });

  it('the home position is a valid coordinate pair', () => {
    expect(accountAreaPosSchema.parse({ latitude: '35.5', longitude: 139 })).toEqual({ latitude: 35.5, longitude: 139 });
    expect(issue(accountAreaPosSchema, { latitude: 35.5 })?.field).toBe('longitude');
  });
});

describe('boundary and 筆ポリゴン contracts', () => {
  const { boundaryField, fudePolygonsInViewSchema, createPaddyFieldsSchema, importPaddyFieldsSchema, BOUNDARY_MESSAGES, FIELD_TRANSFER_MESSAGES, FUDE_MESSAGES } =
    jest.requireActual('./index') as typeof import('./index');
  const square = { type: 'Polygon', coordinates: [[[139, 35], [139.001, 35], [139.001, 35.001], [139, 35.001], [139, 35]]] };

  it('a boundary is a valid polygon in Japan, else the shape rule\'s Japanese message', () => {
    expect(boundaryField.safeParse(square).success).toBe(true);
    const crossed = boundaryField.safeParse({ type: 'Polygon', coordinates: [[[139, 35], [139.001, 35.001], [139.001, 35], [139, 35.001], [139, 35]]] });
    expect(crossed.error?.issues[0].message).toBe(BOUNDARY_MESSAGES.selfIntersection);
  });

  it('a new field needs a pin or a boundary', () => {
    expect(createPaddyFieldsSchema.safeParse({ paddy_fields: [{ boundary: square }] }).success).toBe(true);
    expect(createPaddyFieldsSchema.safeParse({ paddy_fields: [{}] }).success).toBe(false);
  });

  it('bbox is minLng,minLat,maxLng,maxLat with min ≤ max', () => {
    expect(fudePolygonsInViewSchema.parse({ bbox: '138.1,37.1,138.2,37.2' }).bbox).toEqual([138.1, 37.1, 138.2, 37.2]);
    expect(fudePolygonsInViewSchema.safeParse({ bbox: '138.2,37.1,138.1,37.2' }).error?.issues[0].message).toBe(FUDE_MESSAGES.bbox);
  });

  it('an import must be confirmed', () => {
    const r = importPaddyFieldsSchema.safeParse({ format: 'csv', content: 'name\n' });
    expect(r.error?.issues[0].message).toBe(FIELD_TRANSFER_MESSAGES.confirm);
  });
});
