import type { FarmMarker } from '../types';
import { standsOnHome } from '../partition';

/** The home marker's stacking order on the Google map: above every field and sensor pin. */
export const HOME_Z = 1_000_000;
/** A marker being dragged stays above everything, the home marker included. */
const DRAGGED_Z = 2_000_000;

/**
 * A marker's stacking order on the Google map. One standing on the home position (a sensor at the
 * farm house) goes above the home marker, as on the Leaflet map, or the home marker would hide it.
 */
export function markerZIndex(m: Pick<FarmMarker, 'lat' | 'lng' | 'draggable' | 'zIndex'>, home?: { lat: number; lng: number } | null): number | undefined {
  if (m.draggable) return DRAGGED_Z + (m.zIndex ?? 0);
  if (standsOnHome(m, home)) return HOME_Z + 1 + (m.zIndex ?? 0);
  return m.zIndex;
}
