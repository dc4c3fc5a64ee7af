import { formValid } from '@inasaku/ui';
import { FIELD } from '../test/fixtures';
import { FIELD_FORM_RULES, formValuesOf, hasAnyValue, updateRequestOf } from './field-form';
import { tokyoToday } from '@inasaku/domain';
import { areaText, fieldMarkers, fieldTitle } from './field-markers';
import { addPin, isNewPinId, removePin } from './new-pins';
import { mapPosOf } from '../common/session';


describe('paddy-field edit form', () => {
  it('starts from the stored values, empty text for unset ones', () => {
    expect(formValuesOf({ ...FIELD, area: '12.5', brand_id: 'b1' })).toEqual({
      name: '', map_pos: '35.5,139.5', area: '12.5', brand_id: 'b1', kousakusha: '', pin_type: '040', remarks: '',
      tag_no: '', sensor_start_date: '',
    });
    expect(formValuesOf({ ...FIELD, tag_no: 'WL-1', sensor_start_date: '2026-05-01' })).toMatchObject({
      tag_no: 'WL-1', sensor_start_date: '2026-05-01',
    });
  });

  it('sends every editable key; a cleared brand is null', () => {
    const values = { ...formValuesOf(FIELD), name: '北1', area: ' 12.34 ', pin_type: '070' };
    expect(updateRequestOf('f1', values)).toEqual({
      paddy_field_id: 'f1', name: '北1', area: '12.34', brand_id: null, kousakusha: '', pin_type: '070', remarks: '',
    });
  });

  it('sends the sensor link only when the form shows it (water feature); no sensor sends no start date', () => {
    const values = { ...formValuesOf(FIELD), tag_no: ' WL-1 ', sensor_start_date: '2026-05-01' };
    expect(updateRequestOf('f1', values)).not.toHaveProperty('tag_no');
    expect(updateRequestOf('f1', values)).not.toHaveProperty('sensor_start_date');
    expect(updateRequestOf('f1', values, true)).toMatchObject({ tag_no: 'WL-1', sensor_start_date: '2026-05-01' });
    expect(updateRequestOf('f1', { ...values, tag_no: '' }, true)).toMatchObject({ tag_no: '', sensor_start_date: '' });
    expect(formValid({ ...values, sensor_start_date: '2026-02-30' }, FIELD_FORM_RULES)).toBe(false);
  });

  it('a newly chosen sensor starts today at +0900', () => {
    expect(tokyoToday(Date.parse('2026-06-30T15:00:00Z'))).toBe('2026-07-01');
    expect(tokyoToday(Date.parse('2026-06-30T14:59:59Z'))).toBe('2026-06-30');
  });

  it('validates with the service rules: area two decimals, name 100, memo 1000', () => {
    const base = formValuesOf(FIELD);
    expect(formValid({ ...base, area: '12.34' }, FIELD_FORM_RULES)).toBe(true);
    expect(formValid({ ...base, area: '12.345' }, FIELD_FORM_RULES)).toBe(false);
    expect(formValid({ ...base, area: '-1' }, FIELD_FORM_RULES)).toBe(false);
    expect(formValid({ ...base, name: '田'.repeat(101) }, FIELD_FORM_RULES)).toBe(false);
    expect(formValid({ ...base, remarks: 'あ'.repeat(1001) }, FIELD_FORM_RULES)).toBe(false);
    expect(formValid({ ...base, kousakusha: 'a'.repeat(101) }, FIELD_FORM_RULES)).toBe(false);
  });

  it('削除 needs some value; the always-set pin icon does not count', () => {
    expect(hasAnyValue({ pin_type: '040' })).toBe(false);
    expect(hasAnyValue({ pin_type: '040', name: '  ' })).toBe(false);
    expect(hasAnyValue({ area: '1' })).toBe(true);
    expect(hasAnyValue(formValuesOf(FIELD))).toBe(true);
  });
});

describe('pins', () => {
  it('adds and removes only new pins', () => {
    const one = addPin([], 35, 139, 1);
    const two = addPin(one, 35.1, 139.1, 2);
    expect(two.map((p) => p.id)).toEqual(['new-1', 'new-2']);
    expect(isNewPinId('new-2')).toBe(true);
    expect(isNewPinId('f1')).toBe(false);
    expect(removePin(two, 'new-1')).toEqual([{ id: 'new-2', lat: 35.1, lng: 139.1 }]);
  });

  it('writes positions as plain decimal text', () => {
    expect(mapPosOf(35.123456789, 139.5)).toBe('35.1234568,139.5');
    expect(mapPosOf(0.00000001, -0.5)).toBe('0,-0.5');
    expect(mapPosOf(40, 140)).toBe('40,140');
  });

  it('draws fields with a title and the selected look, skipping bad positions', () => {
    const bad = { ...FIELD, paddy_field_id: 'bad', map_pos: 'x', latitude: Number.NaN, longitude: Number.NaN };
    const fields = [{ ...FIELD, name: '北1', area: '1234.5', brand: 'コシヒカリ' }, bad];
    const [marker, ...rest] = fieldMarkers(fields, 'f1');
    expect(rest).toHaveLength(0);
    expect(marker).toMatchObject({ id: 'f1', lat: 35.5, lng: 139.5, title: '北1\n1,234.5a / コシヒカリ', zIndex: 1 });
    expect(marker.icon.url).not.toBe(fieldMarkers(fields)[0].icon.url);
    expect(fieldTitle(FIELD)).toBe('（名称未設定）');
  });

  it('shows areas with thousands separators, exactly as stored', () => {
    expect(['0', '12.5', '1234.56', '123456789.01', '1000'].map(areaText)).toEqual(['0', '12.5', '1,234.56', '123,456,789.01', '1,000']);
    expect(areaText('1234.50')).toBe('1,234.50');
  });
});
