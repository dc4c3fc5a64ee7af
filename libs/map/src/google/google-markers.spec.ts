import { GoogleMarkerSet, type GoogleMarkerItem } from './google-markers';

// A stand-in for the parts of google.maps the marker set uses.
class FakeMarker {
  static all: FakeMarker[] = [];
  listeners: Record<string, () => void> = {};
  map: unknown;
  calls: string[] = [];
  constructor(public opts: Record<string, any>) {
    this.map = opts.map;
    FakeMarker.all.push(this);
  }
  addListener(name: string, fn: () => void) {
    this.listeners[name] = fn;
  }
  setMap(m: unknown) {
    this.map = m;
  }
  setPosition(p: unknown) {
    this.calls.push('position');
    this.opts.position = p;
  }
  setIcon(i: unknown) {
    this.calls.push('icon');
    this.opts.icon = i;
  }
  setDraggable(d: boolean) {
    this.calls.push('draggable');
    this.opts.draggable = d;
  }
  setZIndex(z: number) {
    this.calls.push('zIndex');
    this.opts.zIndex = z;
  }
  getPosition() {
    const p = this.opts.position as { lat: number; lng: number };
    return { lat: () => p.lat + 0.5, lng: () => p.lng };
  }
}
const info = { opened: null as null | string, setContent(el: HTMLElement) { this.opened = el.textContent; }, open() {}, close() { this.opened = null; } };

beforeAll(() => {
  (globalThis as any).google = {
    maps: {
      Marker: FakeMarker,
      InfoWindow: function InfoWindow() { return info; },
      Point: class { constructor(public x: number, public y: number) {} },
      Size: class { constructor(public width: number, public height: number) {} },
      event: { clearInstanceListeners() {} },
    },
  };
});
beforeEach(() => (FakeMarker.all = []));

const icon = { url: 'data:a', width: 24, height: 42, anchorX: 12, anchorY: 42 };
const item = (key: string, extra: Partial<GoogleMarkerItem> = {}): GoogleMarkerItem => ({ key, lat: 38, lng: 140, icon, ...extra });

describe('GoogleMarkerSet', () => {
  it('creates optimized markers with the icon size and anchor, draggable ones unoptimized', () => {
    const set = new GoogleMarkerSet({} as google.maps.Map);
    set.update([item('a'), item('b', { draggable: true })]);
    const [a, b] = FakeMarker.all;
    expect(a.opts.icon).toMatchObject({ url: 'data:a', scaledSize: { width: 24, height: 42 }, anchor: { x: 12, y: 42 } });
    expect(a.opts.optimized).toBe(true);
    expect(b.opts.optimized).toBe(false);
    expect(b.opts.draggable).toBe(true);
  });

  it('patches only what changed and removes markers that are gone', () => {
    const set = new GoogleMarkerSet({} as google.maps.Map);
    set.update([item('a'), item('b')]);
    set.update([item('a', { icon: { ...icon, url: 'data:b' } })]);
    const [a, b] = FakeMarker.all;
    expect(FakeMarker.all).toHaveLength(2);
    expect(a.calls).toEqual(['icon']);
    expect(b.map).toBeNull();
  });

  it('calls the latest handlers and shows the title as text on hover', () => {
    const set = new GoogleMarkerSet({} as google.maps.Map);
    const first = jest.fn();
    const second = jest.fn();
    const dragEnd = jest.fn();
    set.update([item('a', { onClick: first, title: '<i>ほ場</i>' })]);
    set.update([item('a', { onClick: second, onDragEnd: dragEnd, title: '<i>ほ場</i>' })]);
    const [a] = FakeMarker.all;
    a.listeners.click();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalled();
    a.listeners.dragend();
    expect(dragEnd).toHaveBeenCalledWith(38.5, 140);
    a.listeners.mouseover();
    expect(info.opened).toBe('<i>ほ場</i>');
    a.listeners.mouseout();
    expect(info.opened).toBeNull();
  });
});
