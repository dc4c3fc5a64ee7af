import type { FarmMarker } from './types';

/** Degrees within which a marker counts as standing on the home marker (about a metre). */
const UNDER_HOME_DEGREES = 1e-5;

/**
 * Draggable markers need a real map marker (the map library drags it); every other marker
 * is drawn in the shared pin canvas, which lies below the real markers. A marker standing
 * on the home position would vanish under the home marker there (a sensor set at the farm
 * house), so it becomes a real marker too, drawn above the home marker. Keeps the order of
 * the input within each group.
 */
export function partitionMarkers(
  markers: readonly FarmMarker[],
  home?: { lat: number; lng: number } | null,
): { canvas: FarmMarker[]; live: FarmMarker[] } {
  const canvas: FarmMarker[] = [];
  const live: FarmMarker[] = [];
  for (const m of markers) {
    if (!Number.isFinite(m.lat) || !Number.isFinite(m.lng)) continue;
    (m.draggable || standsOnHome(m, home) ? live : canvas).push(m);
  }
  return { canvas, live };
}

/** Whether the marker stands on the home marker's position (within about a metre). */
export function standsOnHome(m: { lat: number; lng: number }, home?: { lat: number; lng: number } | null): boolean {
  return !!home && Math.abs(m.lat - home.lat) <= UNDER_HOME_DEGREES && Math.abs(m.lng - home.lng) <= UNDER_HOME_DEGREES;
}
