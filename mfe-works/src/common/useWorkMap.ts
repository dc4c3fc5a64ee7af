import { useNarrow, useSessionMap } from '@inasaku/map';
import { offlineStoreOf } from '@inasaku/offline';
import { useDialog, type RemoteRouteProps } from '@inasaku/ui';
import { App } from 'antd';
import { useMemo } from 'react';
import { useLandmarkMarkers } from './useLandmarks';

/**
 * What both work map screens (作業入力, ほ場マップ) start from: toasts and dialogs, the phone
 * layout, the map with its opening view and the landmarks, and the user's own data on this
 * device (IndexedDB: shown without a network, writes queued).
 */
export function useWorkMap(session: RemoteRouteProps['session']) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const narrow = useNarrow();
  const mid = session.managementId;
  const { mapRef, view } = useSessionMap(session);
  const landmarks = useLandmarkMarkers(mid);
  const store = useMemo(() => offlineStoreOf(session.user), [session.user]);
  return { message, dialog, narrow, mid, mapRef, view, landmarks, store };
}
