import { PolygonIndex } from '@inasaku/map';
import { fieldPolygons } from './field-polygons';
import { field } from './test/fixtures';

const square = (lng: number, lat: number) => ({
  type: 'Polygon' as const,
  coordinates: [[[lng, lat], [lng + 0.001, lat], [lng + 0.001, lat + 0.001], [lng, lat + 0.001], [lng, lat]]],
});

describe('work maps: field outlines', () => {
  const fields = [
    field(1, { pin_type: '070', boundary: square(139, 37.9), boundary_area_a: 97.8 }),
    field(2, { pin_type: '010', boundary: square(139.002, 37.9), boundary_area_a: 97.8 }),
    field(3),
  ];

  it("wear their pins' looks: a history of the chosen item (stored), selected or centred", () => {
    const list = fieldPolygons(fields, { stored: new Set(['f1']), selected: ['f2'] });
    expect(list.map((p) => [p.id, p.look])).toEqual([['f1', '071'], ['f2', '012']]);
    expect(fieldPolygons(fields, { stored: new Set(), selected: new Set(), centred: 'f1' })[0].look).toBe('072');
  });

  it('a tap inside an outline answers its field, as a tap on its pin does', () => {
    const index = new PolygonIndex(fieldPolygons(fields, { stored: new Set(), selected: [] }));
    expect(index.idAt(37.9005, 139.0025)).toBe('f2');
    expect(index.idAt(37.95, 139.0025)).toBeNull();
  });
});
