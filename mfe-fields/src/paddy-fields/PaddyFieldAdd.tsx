import type { PaddyField } from '@inasaku/contracts';
import { DEFAULT_PIN_ICON } from '@inasaku/domain';
import { FarmMap, fieldPinIcon, type FarmMapHandle, type FarmMarker } from '@inasaku/map';
import { BUTTONS, ERRORS, TOASTS, useDialog, type RemoteRouteProps } from '@inasaku/ui';
import { App, Button, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldsApi } from '../api';
import { failureMessage } from '../common/errors';
import { MapActionBar, MapHint } from '../common/MapHint';
import { MapPage } from '../common/MapPage';
import { readOnlyReason } from '../common/ReadOnlyHint';
import { homeMarkerOf, mapPosOf, sessionView } from '../common/session';
import { useFitOnce } from '../common/useFitFields';
import { useLandmarkMarkers } from '../common/useLandmarks';
import { FIELD_TEXTS } from '../texts';
import { fieldMarkers } from './field-markers';
import { addPin, isNewPinId, removePin, type NewPin } from './new-pins';

// New pins stand out from the registered ones in the selected look, drawn on top.
const NEW_PIN_ICON = fieldPinIcon(DEFAULT_PIN_ICON, { selected: true });

/** paddy-field-add (spec 000 §2.4): click the map to place pins, then register them at once. */
export default function PaddyFieldAdd({ session }: RemoteRouteProps) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const navigate = useNavigate();
  const mapRef = useRef<FarmMapHandle>(null);
  const [view] = useState(() => sessionView(session));
  const [fields, setFields] = useState<PaddyField[]>([]);
  const [pins, setPins] = useState<NewPin[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const seq = useRef(0);
  const landmarks = useLandmarkMarkers(session.managementId);
  const editable = session.canEdit;

  useEffect(() => {
    let live = true;
    fieldsApi
      .listPaddyFields(session.managementId)
      .then((list) => live && setFields(list))
      .catch((e) => console.warn('[mfe-fields] paddy fields could not be loaded', e));
    return () => {
      live = false;
    };
  }, [session.managementId]);

  const existing = useMemo(() => fieldMarkers(fields), [fields]);
  const markers = useMemo<FarmMarker[]>(
    () => [...existing, ...pins.map((p) => ({ ...p, icon: NEW_PIN_ICON, zIndex: 2 }))],
    [existing, pins],
  );
  const points = useMemo(() => existing.map((m) => [m.lat, m.lng] as [number, number]), [existing]);
  useFitOnce(mapRef, points, !session.user.area_pos);

  const onMapClick = useCallback(
    (lat: number, lng: number) => {
      if (!editable || submitting) return;
      seq.current += 1;
      setPins((list) => addPin(list, lat, lng, seq.current));
    },
    [editable, submitting],
  );
  const onMarkerClick = useCallback(
    (id: string) => {
      if (isNewPinId(id) && !submitting) setPins((list) => removePin(list, id));
    },
    [submitting],
  );

  const register = async () => {
    setSubmitting(true);
    try {
      await fieldsApi.createPaddyFields(session.managementId, pins.map((p) => mapPosOf(p.lat, p.lng)));
      message.success(TOASTS.registered);
      navigate('/paddy-fields/show');
    } catch (e) {
      console.error('[mfe-fields] paddy field registration failed', e);
      setSubmitting(false);
      await dialog.message(failureMessage(e, ERRORS.createFailed));
    }
  };

  return (
    <MapPage testId="paddy-field-add">
      <FarmMap
        ref={mapRef}
        googleMapsApiKey={session.config.googleMapsApiKey}
        center={view.center}
        zoom={view.zoom}
        markers={markers}
        homeMarker={homeMarkerOf(session)}
        landmarks={landmarks}
        onMapClick={onMapClick}
        onMarkerClick={onMarkerClick}
      >
        <MapHint type={editable ? 'info' : 'warning'}>{editable ? FIELD_TEXTS.addHint : readOnlyReason(session)}</MapHint>
        <MapActionBar testId="add-actions">
          <Typography.Text data-testid="new-pin-count" style={{ marginInlineEnd: 4 }}>
            {FIELD_TEXTS.addSelected(pins.length)}
          </Typography.Text>
          <Button
            type="primary"
            size="large"
            data-testid="register-fields"
            disabled={!editable || pins.length === 0}
            loading={submitting}
            onClick={register}
          >
            {FIELD_TEXTS.register}
          </Button>
          <Button size="large" data-testid="cancel-pins" disabled={pins.length === 0 || submitting} onClick={() => setPins([])}>
            {BUTTONS.cancel}
          </Button>
        </MapActionBar>
      </FarmMap>
    </MapPage>
  );
}
