import * as L from 'leaflet';
import { fieldPinIcon, pinMarkerIcon } from '../icons/pin-icons';
import { PinCanvasLayer, pinTooltipContent, type CanvasPin } from './pin-canvas-layer';

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

describe('PinCanvasLayer: cached base and selection overlay', () => {
  const plain = fieldPinIcon('040');
  const selected = fieldPinIcon('040', { selected: true });

  /** A grid of n pins 30 px apart around the centre, as a screen lists a large account's fields. */
  function grid(n: number, look: (i: number) => CanvasPin['icon'] = () => plain): CanvasPin[] {
    const side = Math.ceil(Math.sqrt(n));
    const metresPerPx = (156543.03392 * Math.cos((38 * Math.PI) / 180)) / 2 ** 17;
    const dLat = (30 * metresPerPx) / 110574;
    const dLng = (30 * metresPerPx) / (111320 * Math.cos((38 * Math.PI) / 180));
    return Array.from({ length: n }, (_, i) => ({
      id: `g${i}`, lat: 38 + (Math.floor(i / side) - side / 2) * dLat, lng: 140 + ((i % side) - side / 2) * dLng, icon: look(i),
    }));
  }

  it('a selection among 2,500 pins paints the overlay only: the base is not painted again, even from new objects', async () => {
    const pins = grid(2500);
    const { layer, remove } = setUp(pins);
    await flush();
    const base = layer.baseDraws;
    const overlay = layer.overlayDraws;
    expect(base).toBeGreaterThan(0);
    // The screen's way: one pin object swapped for its selected look (zIndex 1 as the screens give it).
    layer.setPins(pins.map((p, i) => (i === 1234 ? { ...p, icon: selected, zIndex: 1 } : p)));
    await flush();
    expect(layer.baseDraws).toBe(base);
    expect(layer.overlayDraws).toBe(overlay + 1);
    // Only the selected pin was drawn, on the overlay.
    expect(drawn).toHaveLength(1);
    // Another selection, every pin a new object with the same values (as some screens build them).
    layer.setPins(pins.map((p, i) => ({ ...p, ...(i === 7 ? { icon: selected, zIndex: 1 } : {}) })));
    await flush();
    expect(layer.baseDraws).toBe(base);
    expect(layer.overlayDraws).toBe(overlay + 2);
    // Nothing selected: the overlay is emptied, the base still untouched.
    layer.setPins(pins);
    await flush();
    expect(layer.baseDraws).toBe(base);
    expect(layer.overlayDraws).toBe(overlay + 3);
    remove();
  });

  it('the base is painted again when the pins change or the view moves', async () => {
    const pins = grid(100);
    const { map, layer, remove } = setUp(pins);
    await flush();
    const base = layer.baseDraws;
    layer.setPins(pins.slice(1));
    await flush();
    expect(layer.baseDraws).toBe(base + 1);
    map.panBy([40, 0], { animate: false });
    await flush();
    expect(layer.baseDraws).toBe(base + 2);
    remove();
  });

  it('hit-tests by the index: the selected pin on top of the base, the southern of two plain pins, none off a pin', async () => {
    const pins = column(null, 3).map((p) => ({ ...p, icon: plain }));
    const { layer, remove } = setUp(pins);
    await flush();
    // p0's tip at the centre (400, 300); p1 10 px south covers p0's lower part.
    expect(layer.pinAt({ x: 400, y: 300 - 38 })).toBe('p0');
    expect(layer.pinAt({ x: 400, y: 310 - 40 })).toBe('p1');
    layer.setPins([{ ...pins[0], icon: selected, zIndex: 1 }, pins[1], pins[2]]);
    expect(layer.pinAt({ x: 400, y: 310 - 40 })).toBe('p0');
    expect(layer.pinAt({ x: 600, y: 100 })).toBeNull();
    remove();
  });

  it('answers a tap among 10,000 pins by the index, without walking them all', async () => {
    const pins = grid(10_000);
    const { layer, remove } = setUp(pins);
    await flush();
    // The pin whose tip is at the centre, give or take a pixel: the grid's middle.
    const started = performance.now();
    let id: string | null = null;
    for (let i = 0; i < 100; i++) id = layer.pinAt({ x: 400, y: 300 - 20 });
    expect((performance.now() - started) / 100).toBeLessThan(2);
    expect(id).toBe('g5050');
    remove();
  });
});

describe('pinTooltipContent', () => {
  it('keeps a pin name as text, wrapped within a phone-sized width, its own line breaks kept', () => {
    const name = `<b>${'北'.repeat(100)}</b>\n12.34 a`;
    const content = pinTooltipContent(name);
    expect(content.textContent).toBe(name);
    expect(content.querySelector('b')).toBeNull();
    expect(content.style.whiteSpace).toBe('pre-wrap');
    expect(content.style.overflowWrap).toBe('anywhere');
    expect(content.style.maxWidth).toBe('min(20em, 70vw)');
  });
});
