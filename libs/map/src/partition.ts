import type { FarmMarker } from './types';

/**
 * Draggable markers need a real map marker (the map library drags it); every other marker
 * is drawn in the shared pin canvas. Keeps the order of the input within each group.
 */
export function partitionMarkers(markers: readonly FarmMarker[]): { canvas: FarmMarker[]; live: FarmMarker[] } {
  const canvas: FarmMarker[] = [];
  const live: FarmMarker[] = [];
  for (const m of markers) {
    if (!Number.isFinite(m.lat) || !Number.isFinite(m.lng)) continue;
    (m.draggable ? live : canvas).push(m);
  }
  return { canvas, live };
}
