import { pinMarkerIcon } from '@inasaku/map';
import { fieldMarkers, pinState } from './field-markers';
import { field } from './test/fixtures';

describe('pin looks (spec 000 §2.6, §4.6)', () => {
  it('stored when the chosen item has a history on the field; selected when selected or centred', () => {
    const stored = new Set(['f1']);
    expect(pinState('f1', { stored, selected: [] })).toEqual({ stored: true, selected: false });
    expect(pinState('f2', { stored, selected: ['f2'] })).toEqual({ stored: false, selected: true });
    expect(pinState('f1', { stored, selected: new Set(['f1']) })).toEqual({ stored: true, selected: true });
    expect(pinState('f3', { stored, selected: [], centred: 'f3' })).toEqual({ stored: false, selected: true });
    expect(pinState('f3', { stored: new Set(), selected: [] })).toEqual({ stored: false, selected: false });
  });

  it('draws each field with its own pin kind in that look (040 -> 041 / 042 / 043)', () => {
    const fields = [field(1), field(2, { pin_type: '070' }), field(3), field(4, { map_pos: 'bad' })];
    const markers = fieldMarkers(fields, { stored: new Set(['f1', 'f3']), selected: ['f2', 'f3'] });
    expect(markers.map((m) => m.id)).toEqual(['f1', 'f2', 'f3']);
    expect(markers[0].icon.url).toBe(pinMarkerIcon('041').url);
    expect(markers[1].icon.url).toBe(pinMarkerIcon('072').url);
    expect(markers[2].icon.url).toBe(pinMarkerIcon('043').url);
    expect(markers[2].zIndex).toBe(1);
    expect(markers[0].title).toBe('田1');
  });
});
