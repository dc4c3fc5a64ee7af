import { useEffect, useRef, type RefObject } from 'react';
import type { FarmHomeMarker, FarmMapHandle } from '../types';
import { initialView, type AreaPosition } from '../view';

// Typed by shape rather than by the shell's session type: this library does not depend on @inasaku/ui.
interface WithHome {
  user: { area_pos?: AreaPosition | null };
}

/** The opening view of a map screen: zoom 17 on the home position, else Japan at zoom 5. */
export function sessionView(session: WithHome) {
  return initialView(session.user.area_pos);
}

/** The signed-in user's home position as a map marker, or null while none is set. */
export function homeMarkerOf(session: WithHome): FarmHomeMarker | null {
  const pos = session.user.area_pos;
  return pos ? { lat: pos.latitude, lng: pos.longitude, title: 'ホーム' } : null;
}

/**
 * Without a home position the map opens on all of Japan; once the fields are known it
 * moves to them instead, once per screen.
 */
export function useFitOnce(mapRef: RefObject<FarmMapHandle | null>, points: Array<[number, number]>, enabled: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !enabled || points.length === 0 || !mapRef.current) return;
    done.current = true;
    mapRef.current.fitBounds(points, 17);
  }, [mapRef, points, enabled]);
}
