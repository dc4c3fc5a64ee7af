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
});
