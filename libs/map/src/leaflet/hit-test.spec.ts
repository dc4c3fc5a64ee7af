import { boxInView, compareDrawOrder, hitTestPins, type PinBox } from './hit-test';
import { alphaMask } from './icon-bitmaps';

const pin = (x: number, y: number): PinBox => ({ x, y, width: 24, height: 42, anchorX: 12, anchorY: 42 });

describe('hitTestPins', () => {
  it('finds a pin within its icon box, measured from the anchor', () => {
    const boxes = [pin(100, 100)];
    expect(hitTestPins(boxes, 100, 99)).toBe(0); // just above the tip
    expect(hitTestPins(boxes, 88, 58)).toBe(0); // top-left pixel
    expect(hitTestPins(boxes, 111, 99)).toBe(0); // bottom-right pixel
    expect(hitTestPins(boxes, 112, 80)).toBe(-1); // right edge is exclusive
    expect(hitTestPins(boxes, 100, 100)).toBe(-1); // below the tip
    expect(hitTestPins(boxes, 100, 57)).toBe(-1); // above the head
  });

  it('answers the pin drawn last when pins overlap', () => {
    const boxes = [pin(100, 100), pin(105, 110)];
    expect(hitTestPins(boxes, 104, 90)).toBe(1);
    expect(hitTestPins(boxes, 92, 62)).toBe(0); // only the first covers this point
  });

  it('lets a click through transparent pixels to the pin behind', () => {
    const boxes = [pin(100, 100), pin(100, 110)];
    // The front pin (index 1) is opaque only in its head (the top 20 rows).
    const isOpaque = (i: number, _ix: number, iy: number) => (i === 1 ? iy < 20 : true);
    expect(hitTestPins(boxes, 100, 95, { isOpaque })).toBe(0); // front tail area is transparent
    expect(hitTestPins(boxes, 100, 75, { isOpaque })).toBe(1); // front head
  });

  it('forgives a near miss with slop when nothing opaque is hit', () => {
    const boxes = [pin(100, 100)];
    const isOpaque = () => false;
    expect(hitTestPins(boxes, 114, 80, { isOpaque, slop: 3 })).toBe(0);
    expect(hitTestPins(boxes, 116, 80, { isOpaque, slop: 3 })).toBe(-1);
    expect(hitTestPins(boxes, 114, 80)).toBe(-1);
  });

  it('is fast enough for 2,000 pins on every pointer move', () => {
    const boxes = Array.from({ length: 2000 }, (_, i) => pin((i % 50) * 20, Math.floor(i / 50) * 20 + 42));
    const t0 = performance.now();
    for (let k = 0; k < 200; k++) hitTestPins(boxes, 5000, 5000);
    expect((performance.now() - t0) / 200).toBeLessThan(2);
  });
});

describe('boxInView', () => {
  it('keeps icons that touch the view', () => {
    expect(boxInView(pin(5, 5), 800, 600)).toBe(true); // the head is off screen, the tip is in
    expect(boxInView(pin(-13, 300), 800, 600)).toBe(false);
    expect(boxInView(pin(400, 643), 800, 600)).toBe(false);
    expect(boxInView(pin(400, 642), 800, 600)).toBe(true);
  });
});

describe('compareDrawOrder', () => {
  it('draws north to south, then by zIndex on top', () => {
    const list = [
      { id: 'south', lat: 35 },
      { id: 'north', lat: 37 },
      { id: 'raised', lat: 30, zIndex: 1 },
      { id: 'mid', lat: 36 },
    ].sort(compareDrawOrder);
    expect(list.map((p) => p.id)).toEqual(['north', 'mid', 'south', 'raised']);
  });
});

describe('alphaMask', () => {
  it('downsamples the alpha channel of a 2x bitmap to CSS pixels', () => {
    // 4x2 device pixels = 2x1 CSS pixels; left half opaque, right half transparent.
    const data = new Uint8ClampedArray(4 * 2 * 4);
    for (const [x, y] of [[0, 0], [1, 0], [0, 1], [1, 1]]) data[(y * 4 + x) * 4 + 3] = 255;
    expect(Array.from(alphaMask({ data, width: 4 }, 2, 2, 1))).toEqual([1, 0]);
  });
});
