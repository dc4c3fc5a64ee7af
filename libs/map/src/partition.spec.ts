import { partitionMarkers } from './partition';
import type { FarmMarker } from './types';

const icon = { url: 'x', width: 24, height: 42, anchorX: 12, anchorY: 42 };
const m = (id: string, extra: Partial<FarmMarker> = {}): FarmMarker => ({ id, lat: 36, lng: 138, icon, ...extra });

describe('partitionMarkers', () => {
  it('sends only draggable markers to real map markers, in input order', () => {
    const { canvas, live } = partitionMarkers([m('a'), m('b', { draggable: true }), m('c'), m('d', { draggable: true })]);
    expect(canvas.map((x) => x.id)).toEqual(['a', 'c']);
    expect(live.map((x) => x.id)).toEqual(['b', 'd']);
  });
  it('drops markers without a usable position', () => {
    expect(partitionMarkers([m('a', { lat: NaN }), m('b', { lng: Infinity }), m('c')]).canvas.map((x) => x.id)).toEqual(['c']);
  });
  it('makes a marker on the home position a real marker, so that the home marker cannot hide it', () => {
    const home = { lat: 36.000001, lng: 138.000002 };
    const { canvas, live } = partitionMarkers([m('near', { lat: 36.0003 }), m('on-home')], home);
    expect(canvas.map((x) => x.id)).toEqual(['near']);
    expect(live.map((x) => [x.id, !!x.draggable])).toEqual([['on-home', false]]);
    expect(partitionMarkers([m('on-home')], null).live).toEqual([]);
  });
});
