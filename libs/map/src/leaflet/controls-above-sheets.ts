import { useLayoutEffect, type RefObject } from 'react';
import type * as L from 'leaflet';

/** The attribute a screen puts on a panel laid over the bottom of the map (a phone's bottom sheet). */
export const BOTTOM_SHEET_ATTRIBUTE = 'data-map-bottom-sheet';
/**
 * The attribute of a bar of actions floating at the bottom of the map: the controls rise above it
 * as above a sheet, but the view stays where it is (the bar is small, and is there from the start).
 */
export const BOTTOM_BAR_ATTRIBUTE = 'data-map-bottom-bar';

/** How far above the wrapper's bottom edge the highest bottom sheet reaches (0 without one). */
export function sheetInset(wrapperBottom: number, sheetTops: readonly number[]): number {
  return Math.max(0, ...sheetTops.map((top) => Math.ceil(wrapperBottom - top)));
}

/**
 * Until the map is first touched or moved, keeps the opening view's centre (the home position)
 * in the middle of the area the bottom sheets leave free: on a phone, 作業入力's sheet covers the
 * lower quarter of the map and the fields around the home position opened under it. Once the
 * user taps, drags or zooms, or a screen moves the map itself, the view is theirs.
 */
export class OpeningCentreKeeper {
  private shift = 0;
  private done = false;
  private panning = false;

  constructor(private readonly map: L.Map) {
    map.on('movestart', this.onMoveStart);
    // A phone's tap may come without a mousedown (the browser drops it when the touch was
    // handled): the click Leaflet makes of it counts too.
    map.on('mousedown click', this.stop);
  }

  /** The sheets now reach `inset` px above the map's bottom edge. */
  follow(inset: number): void {
    const shift = Math.round(inset / 2);
    if (this.done || shift === this.shift) return;
    this.panning = true;
    try {
      this.map.panBy([0, shift - this.shift], { animate: false });
    } finally {
      this.panning = false;
    }
    this.shift = shift;
  }

  dispose(): void {
    this.map.off('movestart', this.onMoveStart);
    this.map.off('mousedown click', this.stop);
  }

  private readonly onMoveStart = () => {
    if (!this.panning) this.stop();
  };

  private readonly stop = () => {
    this.done = true;
  };
}

/**
 * Keeps the map's bottom controls (zoom, 航空写真/地図, attribution) above any bottom sheet laid
 * over the map, so a selection bar or a side panel turned bottom sheet never covers them: the
 * controls' corners move up by the sheet's height and come back when it goes. The opening view
 * stays centred above the sheets (OpeningCentreKeeper).
 */
export function useControlsAboveSheets(wrapper: RefObject<HTMLDivElement | null>, map: L.Map | null): void {
  useLayoutEffect(() => {
    const root = wrapper.current;
    if (!root || !map) return undefined;
    const corners = () => [...root.querySelectorAll<HTMLElement>('.leaflet-bottom')];
    let observed: Element[] = [];
    const centre = new OpeningCentreKeeper(map);
    const place = () => {
      const panels = [...root.querySelectorAll<HTMLElement>(`[${BOTTOM_SHEET_ATTRIBUTE}]`)];
      const sheets = [...panels, ...root.querySelectorAll<HTMLElement>(`[${BOTTOM_BAR_ATTRIBUTE}]`)];
      // No sheet now nor before: nothing moves, and no layout is read (a side panel opened by a tap
      // on a wide screen would otherwise have the browser lay the page out before its paint).
      if (sheets.length === 0 && observed.length === 0) return;
      const bottom = root.getBoundingClientRect().bottom;
      const inset = sheetInset(bottom, sheets.map((s) => s.getBoundingClientRect().top));
      for (const corner of corners()) corner.style.bottom = inset ? `${inset}px` : '';
      centre.follow(sheetInset(bottom, panels.map((s) => s.getBoundingClientRect().top)));
      if (sheets.length !== observed.length || sheets.some((s, i) => s !== observed[i])) {
        resize.disconnect();
        sheets.forEach((s) => resize.observe(s));
        observed = sheets;
      }
    };
    // jsdom and old browsers have no ResizeObserver: the sheets are then placed as they come and go.
    const resize = typeof ResizeObserver === 'undefined' ? { observe: () => undefined, disconnect: () => undefined } : new ResizeObserver(place);
    resize.observe(root);
    // Sheets come and go with the screen's state; the map's own tiles and markers are not watched.
    const mapPane = map.getContainer();
    const mutations = new MutationObserver((records) => {
      if (records.some((r) => !mapPane.contains(r.target))) place();
    });
    mutations.observe(root, { childList: true, subtree: true });
    place();
    return () => {
      centre.dispose();
      resize.disconnect();
      mutations.disconnect();
      for (const corner of corners()) corner.style.bottom = '';
    };
  }, [wrapper, map]);
}
