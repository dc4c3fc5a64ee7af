import type { FarmPolygon } from '../types';
import { drawOrder, insidePolygon, PolygonIndex } from './polygon-index';
import { baseLookCode, overlayStyle, polygonStyle } from './polygon-look';
import { PIN_COLORS } from '../icons/pin-icons';

const box = (id: string, lat: number, lng: number, size: number, look = '040'): FarmPolygon => ({
  id,
  look,
  rings: [[[lat, lng], [lat, lng + size], [lat + size, lng + size], [lat + size, lng]]],
});

describe('polygon hit test', () => {
  it('finds the outline under a tap, none outside', () => {
    const index = new PolygonIndex([box('a', 37, 139, 0.001), box('b', 37.002, 139, 0.001)]);
    expect(index.idAt(37.0005, 139.0005)).toBe('a');
    expect(index.idAt(37.0025, 139.0005)).toBe('b');
    expect(index.idAt(37.0015, 139.0005)).toBeNull();
  });

  it('leaves a hole out', () => {
    const withHole: FarmPolygon = {
      ...box('h', 37, 139, 0.003),
      rings: [box('x', 37, 139, 0.003).rings[0], box('y', 37.001, 139.001, 0.001).rings[0]],
    };
    expect(insidePolygon(withHole, 37.0005, 139.0005)).toBe(true);
    expect(insidePolygon(withHole, 37.0015, 139.0015)).toBe(false);
  });

  it('answers the selected outline where two overlap, as it is drawn on top', () => {
    const polygons = [box('sel', 37, 139, 0.002, '042'), box('plain', 37, 139, 0.002, '040')];
    expect(drawOrder(polygons).map((p) => p.id)).toEqual(['plain', 'sel']);
    expect(new PolygonIndex(polygons).idAt(37.001, 139.001)).toBe('sel');
  });

  it('answers within the tap budget among 10,000 outlines', () => {
    const polygons: FarmPolygon[] = [];
    for (let i = 0; i < 10_000; i++) polygons.push(box(`f${i}`, 37 + Math.floor(i / 100) * 0.001, 139 + (i % 100) * 0.001, 0.0009));
    const index = new PolygonIndex(polygons);
    const started = performance.now();
    for (let i = 0; i < 100; i++) expect(index.idAt(37 + 0.0995, 139 + 0.0995)).toBe('f9999');
    expect((performance.now() - started) / 100).toBeLessThan(5);
  });
});

describe('polygon index kept across selections', () => {
  it('a new list that only restyles keeps the tree and answers the new looks; a reshaped list builds it again', () => {
    const plain = [box('a', 37, 139, 0.002), box('b', 37, 139, 0.002)];
    const index = new PolygonIndex(plain);
    expect(index.idAt(37.001, 139.001)).toBe('b');
    const tree = index.prepare();
    index.update([{ ...plain[0], look: '042' }, plain[1]]);
    expect(index.prepare()).toBe(tree);
    expect(index.idAt(37.001, 139.001)).toBe('a');
    index.update([plain[0], box('b', 37.01, 139, 0.002)]);
    expect(index.prepare()).not.toBe(tree);
    expect(index.idAt(37.001, 139.001)).toBe('a');
    expect(index.idAt(37.011, 139.001)).toBe('b');
  });
});

describe('outline colours', () => {
  it("wear the pin's colour; selected ones the selected pin's yellow ring; a history fills denser", () => {
    expect(polygonStyle('070')).toMatchObject({ color: PIN_COLORS['070'], fillColor: PIN_COLORS['070'] });
    expect(polygonStyle('072').color).toBe('#FFEB3B');
    expect(polygonStyle('071').fillOpacity).toBeGreaterThan(polygonStyle('070').fillOpacity);
  });

  it('a selected outline on the overlay, over its base look, reads as the selected look', () => {
    for (const code of ['042', '043', '102', '013']) {
      const base = polygonStyle(baseLookCode(code)).fillOpacity;
      const over = overlayStyle(code);
      expect(baseLookCode(code)).toBe(String(Number(code) - 2).padStart(3, '0'));
      expect(base + over.fillOpacity * (1 - base)).toBeCloseTo(polygonStyle(code).fillOpacity, 10);
      expect(over).toMatchObject({ color: '#FFEB3B', weight: polygonStyle(code).weight });
    }
  });
});
