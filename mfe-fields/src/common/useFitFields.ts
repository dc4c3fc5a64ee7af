import type { FarmMapHandle } from '@inasaku/map';
import { useEffect, useRef, type RefObject } from 'react';

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
