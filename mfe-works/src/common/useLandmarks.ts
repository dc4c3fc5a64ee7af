import type { Landmark } from '@inasaku/contracts';
import type { FarmLandmark } from '@inasaku/map';
import { useEffect, useMemo, useState } from 'react';
import { worksApi } from './api';

/** The account's landmarks, shown on every map screen but the landmarks route (spec 000 §2.2). Load failures are only logged. */
export function useLandmarkMarkers(managementId: string | null): FarmLandmark[] {
  const [list, setList] = useState<Landmark[]>([]);
  useEffect(() => {
    let live = true;
    worksApi
      .listLandmarks(managementId)
      .then((l) => live && setList(l))
      .catch((e) => console.warn('[mfe-works] landmarks could not be loaded', e));
    return () => {
      live = false;
    };
  }, [managementId]);
  return useMemo(() => list.map((l) => ({ id: l.landmark_id, lat: l.latitude, lng: l.longitude, icon: l.icon, name: l.name })), [list]);
}
