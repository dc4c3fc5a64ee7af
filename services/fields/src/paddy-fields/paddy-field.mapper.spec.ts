import type { PaddyFieldEntity } from './entities/paddy-field.entity';
import { toPaddyField, toSummary } from './paddy-field.mapper';

const at = new Date('2026-05-01T01:02:03.000Z');
// Without `boundary`: a row read without its boundary columns (the type says every row has them).
const entity = (over: Partial<PaddyFieldEntity> = {}): PaddyFieldEntity => ({
  paddyFieldId: 'p1', accountId: 'a1', managementId: 'm1', sequence: 3, name: '北1', mapPos: '35.6812,139.7671',
  latitude: '35.6812', longitude: '139.7671', area: '12.30', brandId: 'b1',
  brand: { brandId: 'b1', accountId: 'a1', managementId: 'm1', brandName: 'コシヒカリ', sortKey: 1, createdAt: at, updatedAt: at },
  kousakusha: '山田', pinType: '050', remarks: null, tagNo: null, sensorStartDate: null, createdAt: at, updatedAt: at, ...over,
}) as PaddyFieldEntity;

describe('toPaddyField', () => {
  it('answers the contract shape with numbers for the position and exact text for the area', () => {
    expect(toPaddyField(entity())).toEqual({
      paddy_field_id: 'p1', management_id: 'm1', name: '北1', map_pos: '35.6812,139.7671', latitude: 35.6812,
      longitude: 139.7671, area: '12.3', brand_id: 'b1', brand: 'コシヒカリ', kousakusha: '山田', pin_type: '050',
      remarks: null, tag_no: null, sensor_start_date: null, sequence: 3,
      created_at: '2026-05-01T01:02:03.000Z', updated_at: '2026-05-01T01:02:03.000Z',
    });
  });

  it('gives null brand without one and a drawable pin for unknown codes', () => {
    const field = toPaddyField(entity({ brandId: null, brand: null, pinType: '999', area: null }));
    expect(field).toMatchObject({ brand_id: null, brand: null, pin_type: '040', area: null });
  });

  it('summarises for other services', () => {
    expect(toSummary(entity())).toEqual({
      paddy_field_id: 'p1', management_id: 'm1', name: '北1', map_pos: '35.6812,139.7671', area: '12.3',
      brand_id: 'b1', brand_name: 'コシヒカリ',
    });
  });
});
