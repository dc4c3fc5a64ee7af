import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FarmMapProps } from '../FarmMap';
import type { FarmHomeMarker, FarmMapHandle, LatLng } from '../types';
import { initialView, type AreaPosition } from '../view';

// Typed by shape rather than by the shell's session type: this library does not depend on @inasaku/ui.
export interface SignedInHome {
  user: { area_pos?: AreaPosition | null };
}

/** The opening view of a map screen: zoom 17 on the home position, else Japan at zoom 5. */
export function sessionView(session: SignedInHome) {
  return initialView(session.user.area_pos);
}

/** The signed-in user's home position as a map marker, or null while none is set. */
export function homeMarkerOf(session: SignedInHome): FarmHomeMarker | null {
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

/**
 * The FarmMap props every map screen takes from the shell's session: its Google Maps key (the GSI
 * tiles without one), the opening view and the home marker. A screen spreads them first and may
 * override homeMarker after them.
 */
export function sessionMapProps(
  session: SignedInHome & { config: { googleMapsApiKey?: string | null } },
  view: { center: LatLng; zoom: number },
): Pick<FarmMapProps, 'googleMapsApiKey' | 'center' | 'zoom' | 'homeMarker'> {
  return { googleMapsApiKey: session.config.googleMapsApiKey, center: view.center, zoom: view.zoom, homeMarker: homeMarkerOf(session) };
}

/** The map handle of a map screen and the view it opens on, fixed at mount (sessionView). */
export function useSessionMap(session: SignedInHome) {
  const mapRef = useRef<FarmMapHandle>(null);
  const [view] = useState(() => sessionView(session));
  return { mapRef, view };
}
