import * as L from 'leaflet';
import type { FarmPolygon } from '../types';
import { recordingContext } from '../polygons/recording-context.spec-support';
import { OUTLINES_PER_PATH } from '../polygons/outline-painter';
import { PolygonLayer } from './polygon-layer';

// jsdom draws nothing: a 2D context that records paths, fills and strokes per canvas.
const { ops, context: fakeContext } = recordingContext();

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  HTMLCanvasElement.prototype.getContext = jest.fn(() => fakeContext) as never;
});

const flush = () => new Promise((r) => setTimeout(r, 40));

/** n squares of about 20 m in a grid around (38, 140), each with its own rings object kept across lists. */
function fields(n: number): FarmPolygon[] {
  const side = Math.ceil(Math.sqrt(n));
  const d = 0.0001;
  return Array.from({ length: n }, (_, i) => {
    const lat = 38 + (Math.floor(i / side) - side / 2) * 0.0003;
    const lng = 140 + ((i % side) - side / 2) * 0.0003;
    return { id: `f${i}`, look: i % 3 === 0 ? '041' : '040', rings: [[[lat - d, lng - d], [lat - d, lng + d], [lat + d, lng + d], [lat + d, lng - d]]] };
  });
}

function setUp(polygons: FarmPolygon[]) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const map = L.map(element, { center: [38, 140], zoom: 17 });
  const layer = new PolygonLayer({ padding: 0.25 }).addTo(map);
  layer.setPolygons(polygons);
  const canvases = () => Array.from(element.querySelectorAll('canvas'));
  return { map, layer, canvases, remove: () => map.remove() };
}

describe('PolygonLayer', () => {
  it('paints the outlines once into the base; a selection paints only its outline, on a small overlay', async () => {
    const list = fields(2500);
    const { layer, canvases, remove } = setUp(list);
    await flush();
    expect(layer.baseDraws).toBe(1);
    expect(layer.drawnCount).toBeGreaterThan(100);
    expect(canvases()).toHaveLength(1);
    // The screens' way: a copy of the list with one outline in its selected look.
    const select = (id: string, look: string) => list.map((p) => (p.id === id ? { ...p, look } : p));
    layer.setPolygons(select('f1274', '042'));
    await flush();
    expect(layer.baseDraws).toBe(1);
    expect(layer.overlayDraws).toBe(1);
    // The overlay: one path (one outline), as large as that outline and its stroke, not the view.
    expect(ops.filter((o) => o === 'move')).toHaveLength(1);
    const overlay = canvases()[1];
    expect(parseFloat(overlay.style.width)).toBeLessThan(40);
    // Another field, a stored one: the base is still the one painted first.
    layer.setPolygons(select('f3', '043'));
    await flush();
    layer.setPolygons(list.map((p) => ({ ...p }))); // nothing selected, every object new
    await flush();
    expect(layer.baseDraws).toBe(1);
    expect(layer.overlayDraws).toBe(3);
    expect(overlay.style.display).toBe('none');
    remove();
  });

  it('splits a look of many outlines into paths of at most OUTLINES_PER_PATH (a path of thousands is slow to build in Chromium)', async () => {
    const list = fields(2500).map((p) => ({ ...p, look: '040' }));
    const { layer, remove } = setUp(list);
    await flush();
    const drawn = layer.drawnCount;
    expect(drawn).toBeGreaterThan(OUTLINES_PER_PATH);
    expect(ops.filter((o) => o === 'move')).toHaveLength(drawn);
    // One look: as many paths as it takes, each filled and stroked once.
    const paths = Math.ceil(drawn / OUTLINES_PER_PATH);
    expect(ops.filter((o) => o === 'begin')).toHaveLength(paths);
    expect(ops.filter((o) => o === 'fill')).toHaveLength(paths);
    expect(ops.filter((o) => o === 'stroke')).toHaveLength(paths);
    remove();
  });

  it('paints the base again when an outline is reshaped, its base look changes or the view moves', async () => {
    const list = fields(100);
    const { map, layer, remove } = setUp(list);
    await flush();
    layer.setPolygons(list.map((p, i) => (i === 5 ? { ...p, rings: [p.rings[0].slice(0, 3)] } : p)));
    await flush();
    expect(layer.baseDraws).toBe(2);
    layer.setPolygons(list.map((p, i) => (i === 5 ? { ...p, look: '071' } : p)));
    await flush();
    expect(layer.baseDraws).toBe(3);
    // A drag within the padding shows what is painted; the move's end paints the new frame.
    map.fire('move');
    await flush();
    expect(layer.baseDraws).toBe(3);
    map.panBy([30, 0], { animate: false });
    await flush();
    expect(layer.baseDraws).toBe(4);
    remove();
  });
});
