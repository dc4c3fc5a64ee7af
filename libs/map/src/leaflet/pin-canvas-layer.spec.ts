import * as L from 'leaflet';
import { pinMarkerIcon } from '../icons/pin-icons';
import { PinCanvasLayer, type CanvasPin } from './pin-canvas-layer';

// jsdom draws nothing and loads no image: a 2D context that records drawImage, and images that
// load at once, so the layer's own drawing loop runs as in a browser.
const drawn: Array<{ x: number; y: number }> = [];
const fakeContext = {
  setTransform: () => undefined,
  save: () => undefined,
  restore: () => undefined,
  beginPath: () => undefined,
  rect: () => undefined,
  clip: () => undefined,
  clearRect: () => drawn.splice(0),
  drawImage: (_s: unknown, x: number, y: number) => drawn.push({ x, y }),
  getImageData: (_x: number, _y: number, w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4).fill(255) }),
};
class LoadingImage {
  onload: (() => void) | null = null;
  decoding = '';
  set src(_url: string) {
    queueMicrotask(() => this.onload?.());
  }
}

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  HTMLCanvasElement.prototype.getContext = jest.fn(() => fakeContext) as never;
  (globalThis as { Image: unknown }).Image = LoadingImage;
});

const icon = pinMarkerIcon('040');
const selectedIcon = pinMarkerIcon('042');
const flush = () => new Promise((r) => setTimeout(r, 40));

function setUp(pins: CanvasPin[]) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const map = L.map(element, { center: [38, 140], zoom: 17 });
  const reports: Array<[number, number]> = [];
  const layer = new PinCanvasLayer({ onDrawn: (n, total) => reports.push([n, total]) }).addTo(map);
  layer.setPins(pins);
  return { map, layer, reports, remove: () => map.remove() };
}

/** A column of pins 10 px apart going south from the centre, ids p0 (north) .. p<n-1>. */
function column(map: L.Map | null, n: number): CanvasPin[] {
  const metresPerPx = (156543.03392 * Math.cos((38 * Math.PI) / 180)) / 2 ** 17;
  return Array.from({ length: n }, (_, i) => ({ id: `p${i}`, lat: 38 - (i * 10 * metresPerPx) / 110574, lng: 140, icon }));
}

describe('PinCanvasLayer', () => {
  it('draws the pins in view once their icon has loaded and reports drawn / total', async () => {
    const pins = [...column(null, 5), { id: 'far', lat: 39, lng: 141, icon }];
    const { reports, remove } = setUp(pins);
    await flush();
    expect(drawn).toHaveLength(5);
    expect(reports.at(-1)).toEqual([5, 6]);
    remove();
  });

  it('hit-tests the topmost pin: the southern one covers the head of the one above', async () => {
    const { layer, remove } = setUp(column(null, 3));
    await flush();
    // Icons 24 x 42 on their tips: p0 at the centre (400, 300) spans y 258..300, p1 268..310, p2 278..320.
    expect(layer.pinAt({ x: 400, y: 300 - 38 })).toBe('p0');
    expect(layer.pinAt({ x: 400, y: 310 - 40 })).toBe('p1');
    expect(layer.pinAt({ x: 100, y: 100 })).toBeNull();
    remove();
  });

  it('a new array with one changed pin updates it in place: drawn on top, nothing re-projected', async () => {
    const pins = column(null, 3);
    const { map, layer, remove } = setUp(pins);
    await flush();
    expect(layer.pinAt({ x: 400, y: 310 - 40 })).toBe('p1');
    const project = jest.spyOn(map, 'project');
    // p0 selected: above the others though it is the northern one.
    layer.setPins([{ ...pins[0], icon: selectedIcon, zIndex: 1 }, pins[1], pins[2]]);
    expect(layer.pinAt({ x: 400, y: 310 - 40 })).toBe('p0');
    await flush();
    expect(project).not.toHaveBeenCalled();
    // The last drawn is p0 (its tip at the centre: drawn with its top left at 400 - 12, 300 - 42).
    expect(drawn.at(-1)).toEqual({ x: 388, y: 258 });
    // Unselected again, and another list altogether.
    layer.setPins(pins);
    expect(layer.pinAt({ x: 400, y: 310 - 40 })).toBe('p1');
    layer.setPins(pins.slice(0, 1));
    expect(layer.pinAt({ x: 400, y: 310 - 40 })).toBe('p0');
    remove();
  });

  it('a selection repaints only where the changed pins are; a moved view repaints everything', async () => {
    const metresPerPx = (156543.03392 * Math.cos((38 * Math.PI) / 180)) / 2 ** 17;
    const west: CanvasPin = { id: 'west', lat: 38, lng: 140 - (200 * metresPerPx) / (111320 * Math.cos((38 * Math.PI) / 180)), icon };
    const pins = [...column(null, 3), west];
    const { map, layer, reports, remove } = setUp(pins);
    await flush();
    expect(drawn).toHaveLength(4);
    layer.setPins([{ ...pins[0], icon: selectedIcon, zIndex: 1 }, pins[1], pins[2], west]);
    await flush();
    // p1 and p2 overlap p0 and are drawn again beneath it; the western pin is left as it was.
    expect(drawn).toEqual([{ x: 388, y: 268 }, { x: 388, y: 278 }, { x: 388, y: 258 }]);
    expect(reports.at(-1)).toEqual([4, 4]);
    map.panBy([5, 0], { animate: false });
    await flush();
    expect(drawn).toHaveLength(4);
    remove();
  });

  it('a moved pin is projected again', async () => {
    const pins = column(null, 2);
    const { layer, remove } = setUp(pins);
    await flush();
    layer.setPins([pins[0], { ...pins[1], lng: 141 }]);
    expect(layer.pinAt({ x: 400, y: 310 - 40 })).toBe('p0');
    remove();
  });
});
