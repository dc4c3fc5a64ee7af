import { FarmMap, type FarmMapProps, MapHint, MapPage, sessionMapProps } from '@inasaku/map';
import { readOnlyReason, type RemoteRouteProps } from '@inasaku/ui';
import type { ReactNode } from 'react';
import type { useWorkMap } from './useWorkMap';

interface WorkMapFrameProps extends Pick<FarmMapProps, 'markers' | 'polygons' | 'polylines' | 'onMarkerClick' | 'status'> {
  testId: string;
  session: RemoteRouteProps['session'];
  /** The map handle, its opening view and the landmarks, from useWorkMap. */
  map: Pick<ReturnType<typeof useWorkMap>, 'mapRef' | 'view' | 'landmarks'>;
  /** The screen's hints and panels over the map. */
  children: ReactNode;
  /** Its dialogs and popups, beside the map. */
  dialogs?: ReactNode;
}

/**
 * The frame of both work map screens (作業入力, ほ場マップ): the map at the session's opening view with
 * the landmarks, the read-only notice when the year or the plan forbids writes, then the screen's own
 * overlays on the map and its dialogs beside it.
 */
export function WorkMapFrame({ testId, session, map, children, dialogs, ...layers }: WorkMapFrameProps) {
  return (
    <MapPage testId={testId} isolated>
      <FarmMap ref={map.mapRef} {...sessionMapProps(session, map.view)} {...layers} landmarks={map.landmarks}>
        {!session.canEdit ? <MapHint type="warning">{readOnlyReason(session)}</MapHint> : null}
        {children}
      </FarmMap>
      {dialogs}
    </MapPage>
  );
}
