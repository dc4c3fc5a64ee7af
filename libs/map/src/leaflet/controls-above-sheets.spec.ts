import * as L from 'leaflet';
import { renderHook } from '@testing-library/react';
import { BOTTOM_BAR_ATTRIBUTE, OpeningCentreKeeper, sheetInset, useControlsAboveSheets } from './controls-above-sheets';

describe('sheetInset', () => {
  it('lifts the bottom controls by the height of the highest bottom sheet, and not at all without one', () => {
    expect(sheetInset(800, [])).toBe(0);
    expect(sheetInset(800, [740])).toBe(60);
    expect(sheetInset(800, [740, 520.4])).toBe(280);
    // A sheet scrolled out below the map lifts nothing.
    expect(sheetInset(800, [820])).toBe(0);
  });
});

describe('OpeningCentreKeeper', () => {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 390 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 700 });
  });

  const HOME: [number, number] = [37.0656, 138.8779];

  function setUp() {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const map = L.map(element, { center: HOME, zoom: 17 });
    return { map, keeper: new OpeningCentreKeeper(map) };
  }

  /** Where the home position is, in px from the map's top edge. */
  const homeY = (map: L.Map) => Math.round(map.latLngToContainerPoint(HOME).y);

  it('keeps the home position in the middle of the area above the sheet as the sheet comes and grows', () => {
    const { map, keeper } = setUp();
    expect(homeY(map)).toBe(350);
    keeper.follow(200);
    expect(homeY(map)).toBe(250); // the middle of the 500 px above the sheet
    keeper.follow(300);
    expect(homeY(map)).toBe(200);
    keeper.follow(0);
    expect(homeY(map)).toBe(350);
    map.remove();
  });

  it('leaves the view alone once the map was tapped or moved', () => {
    const tapped = setUp();
    tapped.map.fire('mousedown');
    tapped.keeper.follow(200);
    expect(homeY(tapped.map)).toBe(350);
    tapped.map.remove();

    const clicked = setUp();
    clicked.map.fire('click', { latlng: L.latLng(HOME), layerPoint: L.point(0, 0), containerPoint: L.point(0, 0) });
    clicked.keeper.follow(200);
    expect(homeY(clicked.map)).toBe(350);
    clicked.map.remove();

    const moved = setUp();
    moved.keeper.follow(200);
    moved.map.panBy([0, 50], { animate: false });
    moved.keeper.follow(300);
    expect(homeY(moved.map)).toBe(200);
    moved.map.remove();
  });
});

describe('useControlsAboveSheets', () => {
  const HOME: [number, number] = [37.0656, 138.8779];

  /** A map in a wrapper (the root the hook watches), and the map's bottom-left corner of controls. */
  function mapInRoot() {
    const root = document.createElement('div');
    const mapElement = document.createElement('div');
    root.appendChild(mapElement);
    document.body.appendChild(root);
    const map = L.map(mapElement, { center: HOME, zoom: 17 });
    return { root, map, corner: mapElement.querySelector<HTMLElement>('.leaflet-bottom')! };
  }

  it('lifts the bottom controls above an action bar (the credit line included) and leaves the view where it is', () => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 390 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 700 });
    const { root, map, corner } = mapInRoot();
    const bar = document.createElement('div');
    bar.setAttribute(BOTTOM_BAR_ATTRIBUTE, '');
    root.appendChild(bar);
    root.getBoundingClientRect = () => ({ bottom: 700 }) as DOMRect;
    bar.getBoundingClientRect = () => ({ top: 640 }) as DOMRect;

    const { unmount } = renderHook(() => useControlsAboveSheets({ current: root }, map));
    expect(corner.style.bottom).toBe('60px');
    expect(Math.round(map.latLngToContainerPoint(HOME).y)).toBe(350);
    unmount();
    expect(corner.style.bottom).toBe('');
    map.remove();
    root.remove();
  });

  it('reads no layout while there is no sheet, and puts the controls back when the last sheet goes', async () => {
    const { root, map, corner } = mapInRoot();
    const measured = jest.fn(() => ({ bottom: 700 }) as DOMRect);
    root.getBoundingClientRect = measured;
    const mutationsSeen = () => new Promise((r) => setTimeout(r, 0));

    const { unmount } = renderHook(() => useControlsAboveSheets({ current: root }, map));
    // A side panel that is no bottom sheet (a wide screen) comes: nothing to measure.
    const sidePanel = document.createElement('div');
    root.appendChild(sidePanel);
    await mutationsSeen();
    expect(measured).not.toHaveBeenCalled();

    const sheet = document.createElement('div');
    sheet.setAttribute(BOTTOM_BAR_ATTRIBUTE, '');
    sheet.getBoundingClientRect = () => ({ top: 600 }) as DOMRect;
    root.appendChild(sheet);
    await mutationsSeen();
    expect(corner.style.bottom).toBe('100px');
    sheet.remove();
    await mutationsSeen();
    expect(corner.style.bottom).toBe('');
    unmount();
    map.remove();
    root.remove();
  });
});
