import { toChanges, toPosition } from './paddy-fields.service';

describe('toPosition', () => {
  it('stores the trimmed text and its exact parts', () => {
    expect(toPosition(' 35.68123456789012 , 139.7671 ')).toEqual({
      mapPos: '35.68123456789012,139.7671', latitude: '35.68123456789012', longitude: '139.7671',
    });
    expect(toPosition('-33.8,-70')).toEqual({ mapPos: '-33.8,-70', latitude: '-33.8', longitude: '-70' });
  });
});

describe('toChanges', () => {
  const id = '0d8e4cb5-4b5f-4a53-9d44-2d0f1c6a7e10';

  it('leaves absent keys alone', () => {
    expect(toChanges({ paddy_field_id: id })).toEqual({});
    expect(toChanges({ paddy_field_id: id, name: '北1' })).toEqual({ name: '北1' });
  });

  it('clears with empty values and puts the default pin back', () => {
    expect(toChanges({ paddy_field_id: id, name: '', area: '', brand_id: null, kousakusha: '', remarks: '', pin_type: '' })).toEqual({
      name: null, area: null, brandId: null, kousakusha: null, remarks: null, pinType: '040',
    });
  });

  it('maps every form field', () => {
    expect(toChanges({
      paddy_field_id: id, name: '南2', map_pos: '36,138', area: '12.34', brand_id: id, kousakusha: '佐藤',
      pin_type: '070', remarks: 'メモ',
    })).toEqual({
      name: '南2', mapPos: '36,138', latitude: '36', longitude: '138', area: '12.34', brandId: id, kousakusha: '佐藤',
      pinType: '070', remarks: 'メモ',
    });
  });
});

describe('toChanges: the sensor link (tag_no, sensor_start_date)', () => {
  const id = '0d8e4cb5-4b5f-4a53-9d44-2d0f1c6a7e10';

  it('links by product ID (trimmed) with a start date, and unlinks with empty values', () => {
    expect(toChanges({ paddy_field_id: id, tag_no: ' WL-1 ', sensor_start_date: '2026-05-01' })).toEqual({
      tagNo: 'WL-1', sensorStartDate: '2026-05-01',
    });
    expect(toChanges({ paddy_field_id: id, tag_no: '', sensor_start_date: '' })).toEqual({ tagNo: null, sensorStartDate: null });
    expect(toChanges({ paddy_field_id: id, tag_no: '   ' })).toEqual({ tagNo: null });
  });

  it('leaves the link alone when the keys are absent', () => {
    expect(toChanges({ paddy_field_id: id, name: '北1' })).not.toHaveProperty('tagNo');
    expect(toChanges({ paddy_field_id: id, name: '北1' })).not.toHaveProperty('sensorStartDate');
  });
});
