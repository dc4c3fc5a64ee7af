import { CLIENT_ROUTES } from '@inasaku/contracts';
import type { FarmLandmark } from '@inasaku/map';
import { useRouteQuery } from '@inasaku/ui';
import { useEffect, useMemo } from 'react';
import { withYear } from './api';

/** The account's landmarks, shown on every map screen but the landmarks route (spec 000 §2.2). Load failures are only logged. */
export function useLandmarkMarkers(managementId: string | null): FarmLandmark[] {
  const query = useRouteQuery(CLIENT_ROUTES['landmarks.list'], withYear(managementId, {}));
  useEffect(() => {
    if (query.error) console.warn('[mfe-works] landmarks could not be loaded', query.error);
  }, [query.error]);
  const list = query.data?.list;
  return useMemo(() => (list ?? []).map((l) => ({ id: l.landmark_id, lat: l.latitude, lng: l.longitude, icon: l.icon, name: l.name })), [list]);
}
