import { fieldPinIcon } from '@inasaku/map';
import { FIELD } from '../test/fixtures';
import { fieldMarkers, withSelectedPin } from './field-markers';

// 10,000 fields on the map: a selection must hand the map the same pin objects for every field
// that did not change, so that its canvas updates two pins instead of rebuilding 10,000.
describe('field pins of a large list', () => {
  const fields = Array.from({ length: 1000 }, (_, i) => ({ ...FIELD, paddy_field_id: `f${i}`, latitude: 35 + i / 1000, longitude: 139 }));

  it('keeps each field pin while the field object lives', () => {
    const first = fieldMarkers(fields);
    const again = fieldMarkers(fields);
    expect(again).not.toBe(first);
    expect(again.every((m, i) => m === first[i])).toBe(true);
    const edited = fields.map((f, i) => (i === 5 ? { ...f, name: '北5' } : f));
    const after = fieldMarkers(edited);
    expect(after.filter((m, i) => m !== first[i]).map((m) => m.id)).toEqual(['f5']);
    expect(after[5].title).toBe('北5');
  });

  it('withSelectedPin swaps only the selected pin, in the selected look on top', () => {
    const plain = fieldMarkers(fields);
    const selected = withSelectedPin(plain, fields[7]);
    expect(selected.filter((m, i) => m !== plain[i]).map((m) => m.id)).toEqual(['f7']);
    expect(selected[7]).toMatchObject({ id: 'f7', zIndex: 1, icon: fieldPinIcon(fields[7].pin_type, { selected: true }) });
    expect(selected).toEqual(fieldMarkers(fields, 'f7'));
    expect(withSelectedPin(plain, null)).toBe(plain);
    expect(withSelectedPin(plain, { ...FIELD, paddy_field_id: 'gone' })).toBe(plain);
  });
});
