import { googleOutlines } from './google-outline-overlay';
import { webMercator } from '../projection';
import type { FarmPolygon } from '../types';
import { recordingContext } from '../polygons/recording-context.spec-support';
import { OUTLINES_PER_PATH } from '../polygons/outline-painter';

// A stand-in for the parts of google.maps the outline overlay uses, and a 2D context that
// records paths, fills and strokes (jsdom draws nothing).
const { ops, context: fakeContext } = recordingContext();

const CENTER = { lat: 36.65, lng: 138.18 };
const ZOOM = 17;
const WIDTH = 800;
const HEIGHT = 600;
const listeners: Record<string, () => void> = {};
const overlayLayer = document.createElement('div');
let overlays: Array<{ setMap(m: unknown): void; draw(): void }> = [];

class FakeOverlayView {
  map: unknown = null;
  constructor() {
    overlays.push(this as never);
  }
  onAdd() {}
  onRemove() {}
  draw() {}
  getPanes() {
    return { overlayLayer };
  }
  getProjection() {
    // The container's top-left is the map's centre minus half its size, in world pixels.
    const c = webMercator(CENTER.lat, CENTER.lng, ZOOM);
    return {
      fromContainerPixelToLatLng: () => ({ lat: () => latOfWorldY(c.y - HEIGHT / 2), lng: () => lngOfWorldX(c.x - WIDTH / 2) }),
      fromLatLngToDivPixel: () => ({ x: -WIDTH / 2, y: -HEIGHT / 2 }),
    };
  }
  setMap(m: unknown) {
    if (m && !this.map) {
      this.map = m;
      this.onAdd();
      this.draw();
    } else if (!m && this.map) {
      this.map = null;
      this.onRemove();
    }
  }
}

const scale = 256 * 2 ** ZOOM;
const lngOfWorldX = (x: number) => (x / scale) * 360 - 180;
const latOfWorldY = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / scale))) * 180) / Math.PI;

const map = {
  getZoom: () => ZOOM,
  getDiv: () => ({ clientWidth: WIDTH, clientHeight: HEIGHT }),
  addListener: (name: string, fn: () => void) => {
    listeners[name] = fn;
    return { remove: () => delete listeners[name] };
  },
} as unknown as google.maps.Map;

beforeAll(() => {
  (globalThis as { google?: unknown }).google = { maps: { OverlayView: FakeOverlayView, Point: class { constructor(public x: number, public y: number) {} } } };
  HTMLCanvasElement.prototype.getContext = jest.fn(() => fakeContext) as never;
});
beforeEach(() => {
  overlays = [];
  overlayLayer.innerHTML = '';
});

/** A square of about 20 m around a point. */
function square(id: string, lat: number, lng: number, look = '040'): FarmPolygon {
  const d = 0.0001;
  return { id, look, rings: [[[lat - d, lng - d], [lat - d, lng + d], [lat + d, lng + d], [lat + d, lng - d], [lat - d, lng - d]]] };
}
const frame = () => new Promise((r) => setTimeout(r, 40));

describe('Google outlines', () => {
  it('draws every outline in view into one canvas of the overlay pane, few paths per look, and none out of view', async () => {
    const outlines = googleOutlines(map);
    expect(overlayLayer.querySelectorAll('canvas')).toHaveLength(1);
    const many = Array.from({ length: 500 }, (_, i) => square(`f${i}`, CENTER.lat + (i % 20) * 0.0002, CENTER.lng + Math.floor(i / 20) * 0.0002));
    outlines.setPolygons([...many, square('far', 37.5, 139.5), square('sel', CENTER.lat, CENTER.lng, '042')]);
    await frame();
    // One DOM node for all of them: no object per field.
    expect(overlayLayer.querySelectorAll('canvas')).toHaveLength(1);
    const moves = ops.filter((o) => o === 'move').length;
    // Those whose box meets the container (its top-left at the centre minus half the size).
    const c = webMercator(CENTER.lat, CENTER.lng, ZOOM);
    const inView = many.filter((p) => {
      const pts = p.rings[0].map(([lat, lng]) => webMercator(lat, lng, ZOOM));
      const xs = pts.map((q) => q.x - (c.x - WIDTH / 2));
      const ys = pts.map((q) => q.y - (c.y - HEIGHT / 2));
      return Math.max(...xs) >= 0 && Math.min(...xs) <= WIDTH && Math.max(...ys) >= 0 && Math.min(...ys) <= HEIGHT;
    }).length;
    expect(inView).toBeGreaterThan(100);
    expect(inView).toBeLessThan(500);
    expect(moves).toBe(inView + 1); // the selected one too, not the far one
    expect(moves).toBeLessThan(502);
    // Plain fields in paths of at most OUTLINES_PER_PATH, the selected one on top in its own.
    const paths = Math.ceil(inView / OUTLINES_PER_PATH) + 1;
    expect(paths).toBeGreaterThan(2);
    expect(ops.filter((o) => o === 'fill')).toHaveLength(paths);
    expect(ops.filter((o) => o === 'stroke')).toHaveLength(paths);
    const canvas = overlayLayer.querySelector('canvas') as HTMLCanvasElement;
    expect([canvas.style.left, canvas.style.top, canvas.style.width]).toEqual([`${-WIDTH / 2}px`, `${-HEIGHT / 2}px`, `${WIDTH}px`]);
    expect(canvas.style.pointerEvents).toBe('none');
    outlines.remove();
  });

  it('paints again after a move, not when the same list comes again, and leaves nothing behind when removed', async () => {
    const outlines = googleOutlines(map);
    const list = [square('a', CENTER.lat, CENTER.lng)];
    outlines.setPolygons(list);
    await frame();
    expect(ops.filter((o) => o === 'fill')).toHaveLength(1);
    ops.push('marker');
    outlines.setPolygons(list);
    await frame();
    expect(ops).toContain('marker');
    listeners.bounds_changed();
    await frame();
    expect(ops).not.toContain('marker');
    expect(ops.filter((o) => o === 'fill')).toHaveLength(1);
    outlines.remove();
    expect(overlayLayer.querySelectorAll('canvas')).toHaveLength(0);
    expect(listeners.bounds_changed).toBeUndefined();
  });
});
