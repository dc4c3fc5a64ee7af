import { defaultLandmarkName, CLIENT_ROUTES, type Landmark } from '@inasaku/contracts';
import {
  DEFAULT_LANDMARK_ICON, FarmMap, landmarkMarkerIcon, MapButton, MapPage, MapTools, placementMapEvents, placementMarkers, PlacementOverlays, sessionMapProps, usePlacementWrites, useSessionMap,
} from '@inasaku/map';
import { BUTTONS, CONFIRM, ERRORS, queryKeyOf, readOnlyReason, type RemoteRouteProps, type RouteAnswer, TOASTS, useDialog, useRouteQuery } from '@inasaku/ui';
import { useQueryClient } from '@tanstack/react-query';
import { PlusOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useEffect, useMemo, useReducer } from 'react';
import { fieldsApi, withYear } from '../api';
import { LANDMARK_TEXTS } from '../texts';
import { LandmarkForm, type LandmarkFormValues } from './LandmarkForm';
import { DRAFT_ID, landmarkReducer, SHOW } from './landmark-mode';

const LANDMARKS = CLIENT_ROUTES['landmarks.list'];
const NONE: Landmark[] = [];

/** landmarks (spec 001 "Landmarks"): add, move, edit and delete the account's landmarks on the map. */
export default function Landmarks({ session }: RemoteRouteProps) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const { view } = useSessionMap(session);
  const client = useQueryClient();
  const list = useRouteQuery(LANDMARKS, withYear(session.managementId, {}));
  const landmarks = list.data?.list ?? NONE;
  // A write answers the landmark as stored: the cached list takes it in place of a refetch.
  const setLandmarks = (change: (l: Landmark[]) => Landmark[]) =>
    client.setQueriesData<RouteAnswer<typeof LANDMARKS>>({ queryKey: queryKeyOf(LANDMARKS) }, (d) => (d ? { ...d, list: change(d.list) } : d));
  const [state, dispatch] = useReducer(landmarkReducer, SHOW);
  const canEdit = session.canEdit;
  const mid = session.managementId;

  useEffect(() => {
    if (list.error) console.warn('[mfe-fields] landmarks could not be loaded', list.error);
  }, [list.error]);

  // Spec 001 §8: every landmark failure is the alert '通信エラー'.
  const failed = async (e: unknown) => {
    console.error('[mfe-fields] landmark call failed', e);
    await dialog.message(ERRORS.communication);
  };
  const { saving, write, savePosition: savePositionWith } = usePlacementWrites(dispatch, { success: (text) => message.success(text), failed });

  const markers = useMemo(() => {
    const things = landmarks.map((l) => ({ id: l.landmark_id, lat: l.latitude, lng: l.longitude, icon: landmarkMarkerIcon(l.icon), title: l.name }));
    return placementMarkers(things, state, { canEdit, draftId: DRAFT_ID, draftIcon: landmarkMarkerIcon(DEFAULT_LANDMARK_ICON) });
  }, [landmarks, state, canEdit]);

  const create = async (values: LandmarkFormValues) => {
    if (state.mode !== 'add' || !state.draft) return;
    const { lat, lng } = state.draft;
    await write(async () => {
      const created = await fieldsApi.createLandmark(mid, { name: values.name.trim() === '' ? undefined : values.name, icon: values.icon, latitude: lat, longitude: lng });
      setLandmarks((list) => [...list, created]);
    }, TOASTS.registered);
  };

  const update = (id: string, values: LandmarkFormValues) =>
    write(async () => {
      const updated = await fieldsApi.updateLandmark(mid, { landmark_id: id, name: values.name, icon: values.icon });
      setLandmarks((list) => list.map((l) => (l.landmark_id === id ? updated : l)));
    }, TOASTS.changesSaved);

  const remove = async (id: string) => {
    if (!(await dialog.confirm(CONFIRM.delete))) return;
    await write(async () => {
      await fieldsApi.deleteLandmark(mid, id);
      setLandmarks((list) => list.filter((l) => l.landmark_id !== id));
    }, LANDMARK_TEXTS.deleted);
  };

  const savePosition = async () => {
    if (state.mode !== 'move') return;
    const { id, position } = state;
    await savePositionWith(async () => {
      const updated = await fieldsApi.updateLandmark(mid, { landmark_id: id, latitude: position.lat, longitude: position.lng });
      setLandmarks((list) => list.map((l) => (l.landmark_id === updated.landmark_id ? updated : l)));
    }, TOASTS.positionSaved);
  };

  const editing = state.mode === 'edit' ? landmarks.find((l) => l.landmark_id === state.id) : undefined;

  return (
    <MapPage testId="landmarks">
      <FarmMap {...sessionMapProps(session, view)} markers={markers} showLandmarks={false} {...placementMapEvents(dispatch, DRAFT_ID)}>
        <MapTools>
          <MapButton type="primary" icon={<PlusOutlined />} data-testid="landmark-add" disabled={!canEdit || state.mode !== 'show'} onClick={() => dispatch({ type: 'startAdd' })}>
            {LANDMARK_TEXTS.add}
          </MapButton>
        </MapTools>
        <PlacementOverlays testIdPrefix="landmark" state={state} dispatch={dispatch} canEdit={canEdit} saving={saving} onSavePosition={savePosition}
          readOnlyText={readOnlyReason(session)} texts={{ ...BUTTONS, ...LANDMARK_TEXTS }} />
      </FarmMap>
      {state.mode === 'add' && state.formOpen ? (
        <LandmarkForm
          adding
          canEdit={canEdit}
          initial={{ name: defaultLandmarkName(landmarks.length), icon: DEFAULT_LANDMARK_ICON }}
          onSave={create}
          onCancel={() => dispatch({ type: 'cancel' })}
        />
      ) : null}
      {editing ? (
        <LandmarkForm
          key={editing.landmark_id}
          adding={false}
          canEdit={canEdit}
          initial={{ name: editing.name, icon: editing.icon }}
          onSave={(v) => update(editing.landmark_id, v)}
          onCancel={() => dispatch({ type: 'cancel' })}
          onDelete={() => remove(editing.landmark_id)}
        />
      ) : null}
    </MapPage>
  );
}
