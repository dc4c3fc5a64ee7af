import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createRef, useEffect } from 'react';
import { GOOGLE_FALLBACK_MESSAGE, HOME_MARKER_ID } from './constants';
import { FarmMap } from './FarmMap';
import { fieldPinIcon, pinMarkerIcon } from './icons/pin-icons';
import { googleFallback } from './provider';
import type { FarmMapHandle, FarmMarker } from './types';

// Stands in for Google: fails the way a refused key or a blocked script does.
jest.mock('./google/GoogleFarmMap', () => ({
  __esModule: true,
  default: function FailingGoogle({ onFail }: { onFail: (e: unknown) => void }) {
    useEffect(() => onFail(new Error('blocked')), [onFail]);
    return <div data-map-provider="google" />;
  },
}));

// jsdom lays nothing out: give the map a size so Leaflet places tiles and pins.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as never;
});
beforeEach(() => googleFallback.reset());

const center = { lat: 38, lng: 140 };
const pins = (n: number, extra: Partial<FarmMarker> = {}): FarmMarker[] =>
  Array.from({ length: n }, (_, i) => ({ id: `f${i}`, lat: 38 + i * 0.01, lng: 140, icon: pinMarkerIcon('040'), ...extra }));

const tiles = (c: HTMLElement) => Array.from(c.querySelectorAll<HTMLImageElement>('img.leaflet-tile')).map((i) => i.src);

describe('FarmMap on Leaflet', () => {
  it('shows GSI aerial photos with attribution, zoom bottom right and 航空写真 / 地図 bottom left', () => {
    const { container } = render(<FarmMap center={center} zoom={17} />);
    expect(container.querySelector('[data-map-provider="leaflet"]')).not.toBeNull();
    expect(tiles(container).length).toBeGreaterThan(0);
    expect(tiles(container).every((u) => u.startsWith('https://cyberjapandata.gsi.go.jp/xyz/seamlessphoto/17/'))).toBe(true);
    expect(container.querySelector('.leaflet-bottom.leaflet-right .leaflet-control-zoom')).not.toBeNull();
    expect(container.querySelector('.leaflet-bottom.leaflet-right .leaflet-control-attribution')?.textContent).toContain('国土地理院');
    const typeControl = container.querySelector('.leaflet-bottom.leaflet-left')!;
    expect(typeControl.textContent).toContain('航空写真');
    fireEvent.click(screen.getByRole('button', { name: '地図' }));
    expect(tiles(container).every((u) => u.startsWith('https://cyberjapandata.gsi.go.jp/xyz/std/17/'))).toBe(true);
  });

  it("puts the status line (最終更新) in the bottom-left corner above 航空写真 / 地図, covering no control; none without one", () => {
    const { container, rerender } = render(<FarmMap center={center} zoom={17} />);
    const corner = () => [...container.querySelector('.leaflet-bottom.leaflet-left')!.children];
    expect(corner()).toHaveLength(1);
    rerender(<FarmMap center={center} zoom={17} status={<span data-testid="last-refresh">最終更新: 2026/04/20 10:05</span>} />);
    // Leaflet stacks a bottom corner's controls from the bottom up: the first child is the highest.
    const [status, type] = corner();
    expect(status.textContent).toBe('最終更新: 2026/04/20 10:05');
    expect(type.textContent).toContain('航空写真');
    expect(screen.getByTestId('last-refresh').closest('.leaflet-control')).toBe(status);
    rerender(<FarmMap center={center} zoom={17} />);
    expect(corner()).toHaveLength(1);
  });

  it('draws pins in one canvas, not one element per pin; only draggable markers are elements', () => {
    const markers = [...pins(500), { ...pins(1)[0], id: 'drag', draggable: true }];
    const { container } = render(<FarmMap center={center} zoom={12} markers={markers} homeMarker={{ lat: 38, lng: 140.01 }} />);
    expect(container.querySelectorAll('canvas')).toHaveLength(1);
    // the draggable marker and the home marker
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2);
  });

  it('a click inside an outline selects its field like its pin; while a shape is drawn every click is the map\'s; the credit line takes the 出典', () => {
    const onMarkerClick = jest.fn();
    const onMapClick = jest.fn();
    // An outline of about 200 m around the centre, its field's pin far away.
    const polygon = { id: 'f9', look: '040', rings: [[[37.999, 139.999], [37.999, 140.001], [38.001, 140.001], [38.001, 139.999]] as Array<[number, number]>] };
    const props = { center, zoom: 17, polygons: [polygon], onMarkerClick, onMapClick, extraAttribution: '出典：農林水産省「筆ポリゴン」' };
    const { container, rerender } = render(<FarmMap {...props} />);
    const map = container.querySelector('.leaflet-container')!;
    fireEvent.click(map, { clientX: 430, clientY: 320 });
    expect(onMarkerClick).toHaveBeenCalledWith('f9');
    expect(onMapClick).not.toHaveBeenCalled();
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain('出典：農林水産省「筆ポリゴン」');
    const editor = { vertices: [[38, 140]] as Array<[number, number]>, onVertexMove: jest.fn(), onVertexClick: jest.fn() };
    rerender(<FarmMap {...props} polygonEditor={editor} />);
    fireEvent.click(map, { clientX: 430, clientY: 320 });
    expect(onMarkerClick).toHaveBeenCalledTimes(1);
    expect(onMapClick).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('[aria-label="頂点1"]')).toHaveLength(1);
  });

  it('reports a click on a pin as a marker click and elsewhere as a map click', () => {
    const onMarkerClick = jest.fn();
    const onMapClick = jest.fn();
    const { container } = render(
      <FarmMap center={center} zoom={17} markers={[{ id: 'p1', lat: 38, lng: 140, icon: pinMarkerIcon('040') }]} onMarkerClick={onMarkerClick} onMapClick={onMapClick} />,
    );
    const map = container.querySelector('.leaflet-container')!;
    // The pin's tip is at the map centre (400, 300); its icon spans 388..411 x 258..299.
    fireEvent.click(map, { clientX: 400, clientY: 280 });
    expect(onMarkerClick).toHaveBeenCalledWith('p1');
    expect(onMapClick).not.toHaveBeenCalled();
    fireEvent.click(map, { clientX: 100, clientY: 300 });
    expect(onMapClick).toHaveBeenCalledTimes(1);
    const [lat, lng] = onMapClick.mock.calls[0];
    expect(lat).toBeCloseTo(38, 4);
    expect(lng).toBeLessThan(140);
  });

  it('among 10,000 fields with outlines: a tap inside an outline or on a pin finds its field; a selection leaves the cached base alone', async () => {
    // A 100 x 100 grid, 60 px apart at zoom 17; field f5050 at the centre (400, 300). Each outline
    // is 40 x 20 px around its field's centre; its pin's tip stands on the outline's south edge.
    const mPerPx = (156543.03392 * Math.cos((38 * Math.PI) / 180)) / 2 ** 17;
    const dLat = mPerPx / 110574;
    const dLng = mPerPx / (111320 * Math.cos((38 * Math.PI) / 180));
    const fields = Array.from({ length: 10_000 }, (_, i) => ({
      id: `f${i}`, lat: 38 - (Math.floor(i / 100) - 50) * 60 * dLat, lng: 140 + ((i % 100) - 50) * 60 * dLng,
    }));
    const rings = fields.map((f) => [[[f.lat - 10 * dLat, f.lng - 20 * dLng], [f.lat - 10 * dLat, f.lng + 20 * dLng], [f.lat + 10 * dLat, f.lng + 20 * dLng], [f.lat + 10 * dLat, f.lng - 20 * dLng]] as Array<[number, number]>]);
    const markersOf = (selected: string | null): FarmMarker[] =>
      fields.map((f) => ({ id: f.id, lat: f.lat - 10 * dLat, lng: f.lng, icon: fieldPinIcon('040', { selected: f.id === selected }), zIndex: f.id === selected ? 1 : 0 }));
    const polygonsOf = (selected: string | null) => fields.map((f, i) => ({ id: f.id, rings: rings[i], look: f.id === selected ? '042' : '040' }));
    const onMarkerClick = jest.fn();
    const frames = () => act(() => new Promise((r) => setTimeout(r, 60)));
    const { container, rerender } = render(<FarmMap center={center} zoom={17} markers={markersOf(null)} polygons={polygonsOf(null)} onMarkerClick={onMarkerClick} />);
    await frames();
    const wrapper = container.querySelector<HTMLElement>('[data-base-draws]')!;
    const baseDraws = Number(wrapper.dataset.baseDraws);
    expect(baseDraws).toBeGreaterThan(0);
    const map = container.querySelector('.leaflet-container')!;
    // Inside f5050's outline, east of its pin.
    fireEvent.click(map, { clientX: 418, clientY: 302 });
    expect(onMarkerClick).toHaveBeenLastCalledWith('f5050');
    // On the head of the pin of f5049 (60 px west), north of its outline.
    fireEvent.click(map, { clientX: 340, clientY: 276 });
    expect(onMarkerClick).toHaveBeenLastCalledWith('f5049');
    // Between the fields: the map's.
    fireEvent.click(map, { clientX: 430, clientY: 270 });
    expect(onMarkerClick).toHaveBeenCalledTimes(2);
    rerender(<FarmMap center={center} zoom={17} markers={markersOf('f5049')} polygons={polygonsOf('f5049')} onMarkerClick={onMarkerClick} />);
    await frames();
    rerender(<FarmMap center={center} zoom={17} markers={markersOf('f5050')} polygons={polygonsOf('f5050')} onMarkerClick={onMarkerClick} />);
    await frames();
    expect(Number(wrapper.dataset.baseDraws)).toBe(baseDraws);
    // The index is the same after the selections: the same tap answers the same field.
    fireEvent.click(map, { clientX: 418, clientY: 302 });
    expect(onMarkerClick).toHaveBeenLastCalledWith('f5050');
  });

  it('shows a hovered pin title in an info tooltip as text', () => {
    const { container } = render(<FarmMap center={center} zoom={17} markers={[{ id: 'p1', lat: 38, lng: 140, icon: pinMarkerIcon('040'), title: '<b>田んぼ</b>\n1.5a' }]} />);
    fireEvent.mouseMove(container.querySelector('.leaflet-container')!, { clientX: 400, clientY: 270 });
    const tip = container.querySelector('.leaflet-tooltip');
    expect(tip?.textContent).toBe('<b>田んぼ</b>\n1.5a');
  });

  it('hides landmarks when showLandmarks is false', () => {
    const landmarks = [{ id: 'l1', lat: 38, lng: 140, icon: '101', name: '倉庫' }];
    const { container, rerender } = render(<FarmMap center={center} landmarks={landmarks} />);
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1);
    rerender(<FarmMap center={center} landmarks={landmarks} showLandmarks={false} />);
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
  });

  it('reports the home marker and landmarks by their own ids', () => {
    const onMarkerClick = jest.fn();
    const onLandmarkClick = jest.fn();
    const { container } = render(
      <FarmMap center={center} homeMarker={{ lat: 38, lng: 140 }} landmarks={[{ id: 'l1', lat: 38.001, lng: 140, icon: '000' }]} onMarkerClick={onMarkerClick} onLandmarkClick={onLandmarkClick} />,
    );
    const [landmark, home] = Array.from(container.querySelectorAll('.leaflet-marker-icon'));
    expect(home.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect((home as HTMLElement).style.width).toBe('42px');
    expect((home as HTMLElement).style.height).toBe('56px');
    expect((landmark as HTMLElement).style.width).toBe('42px');
    fireEvent.click(home);
    expect(onMarkerClick).toHaveBeenCalledWith(HOME_MARKER_ID);
    fireEvent.click(landmark);
    expect(onLandmarkClick).toHaveBeenCalledWith('l1');
  });

  it('pans and zooms through its handle, and follows new center / zoom props', () => {
    const ref = createRef<FarmMapHandle>();
    const onZoomChange = jest.fn();
    const { rerender } = render(<FarmMap ref={ref} onZoomChange={onZoomChange} />);
    expect(ref.current!.getZoom()).toBe(5);
    expect(ref.current!.getCenter()).toEqual({ lat: 36, lng: 138 });
    act(() => ref.current!.panTo(35.5, 139.5, 17));
    expect(ref.current!.getZoom()).toBe(17);
    expect(ref.current!.getCenter().lat).toBeCloseTo(35.5, 6);
    expect(onZoomChange).toHaveBeenLastCalledWith(17);
    rerender(<FarmMap ref={ref} center={{ lat: 40, lng: 141 }} zoom={15} />);
    expect(ref.current!.getZoom()).toBe(15);
    expect(ref.current!.getCenter().lng).toBeCloseTo(141, 6);
  });
});

describe('FarmMap with a Google key', () => {
  it('falls back to Leaflet when Google fails and says so once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(
      <App>
        <FarmMap googleMapsApiKey="AIza-test" center={center} />
        <FarmMap googleMapsApiKey="AIza-test" center={center} />
      </App>,
    );
    expect(await screen.findByText(GOOGLE_FALLBACK_MESSAGE, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(container.querySelectorAll('[data-map-provider="leaflet"]')).toHaveLength(2);
    expect(screen.getAllByText(GOOGLE_FALLBACK_MESSAGE)).toHaveLength(1);
    // A map opened later on the same page goes straight to Leaflet.
    const later = render(<FarmMap googleMapsApiKey="AIza-test" center={center} />);
    expect(later.container.querySelector('[data-map-provider="leaflet"]')).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('also falls back outside antd <App>', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<FarmMap googleMapsApiKey="AIza-test" center={center} />);
    expect(await screen.findByText(GOOGLE_FALLBACK_MESSAGE, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(container.querySelector('[data-map-provider="leaflet"]')).not.toBeNull();
    warn.mockRestore();
  });

  it('never loads Google without a key', () => {
    const { container } = render(<FarmMap googleMapsApiKey={null} center={center} />);
    expect(container.querySelector('[data-map-provider="leaflet"]')).not.toBeNull();
    expect(container.querySelector('[data-map-provider="google"]')).toBeNull();
  });
});
