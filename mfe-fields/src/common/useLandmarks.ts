import type { Landmark } from '@inasaku/contracts';
import type { FarmLandmark } from '@inasaku/map';
import { useEffect, useMemo, useState } from 'react';
import { fieldsApi } from '../api';

/**
 * The account's landmarks, shown on every map screen but the landmarks route (spec 000 §2.2).
 * `enabled` lets a screen load its own data first. Load failures are only logged.
 */
export function useLandmarkMarkers(managementId: string | null, enabled = true): FarmLandmark[] {
  const [list, setList] = useState<Landmark[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fieldsApi
      .listLandmarks(managementId)
      .then((l) => live && setList(l))
      .catch((e) => console.warn('[mfe-fields] landmarks could not be loaded', e));
    return () => {
      live = false;
    };
  }, [managementId, enabled]);
  return useMemo(() => list.map((l) => ({ id: l.landmark_id, lat: l.latitude, lng: l.longitude, icon: l.icon, name: l.name })), [list]);
}
