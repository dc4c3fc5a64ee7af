import { useLayoutEffect, type RefObject } from 'react';
import type * as L from 'leaflet';

/** The attribute a screen puts on a panel laid over the bottom of the map (a phone's bottom sheet). */
export const BOTTOM_SHEET_ATTRIBUTE = 'data-map-bottom-sheet';

/** How far above the wrapper's bottom edge the highest bottom sheet reaches (0 without one). */
export function sheetInset(wrapperBottom: number, sheetTops: readonly number[]): number {
  return Math.max(0, ...sheetTops.map((top) => Math.ceil(wrapperBottom - top)));
}

/**
 * Keeps the map's bottom controls (zoom, 航空写真/地図, attribution) above any bottom sheet laid
 * over the map, so a selection bar or a side panel turned bottom sheet never covers them: the
 * controls' corners move up by the sheet's height and come back when it goes.
 */
export function useControlsAboveSheets(wrapper: RefObject<HTMLDivElement | null>, map: L.Map | null): void {
  useLayoutEffect(() => {
    const root = wrapper.current;
    if (!root || !map) return undefined;
    const corners = () => [...root.querySelectorAll<HTMLElement>('.leaflet-bottom')];
    let observed: Element[] = [];
    const place = () => {
      const sheets = [...root.querySelectorAll<HTMLElement>(`[${BOTTOM_SHEET_ATTRIBUTE}]`)];
      const inset = sheetInset(root.getBoundingClientRect().bottom, sheets.map((s) => s.getBoundingClientRect().top));
      for (const corner of corners()) corner.style.bottom = inset ? `${inset}px` : '';
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
      resize.disconnect();
      mutations.disconnect();
      for (const corner of corners()) corner.style.bottom = '';
    };
  }, [wrapper, map]);
}
