import type { GeocodeResult } from '@inasaku/contracts';
import {
  FarmMap, FOCUS_ZOOM, HOME_MARKER_ID, type LatLng, MapActionBar, MapPage, OpaqueAlert, sessionMapProps, useNarrow, useSessionMap,
} from '@inasaku/map';
import { BUTTONS, ERRORS, readOnlyReason, type RemoteRouteProps, TOASTS, useDialog } from '@inasaku/ui';
import { App, Button } from 'antd';
import { useCallback, useState } from 'react';
import { fieldsApi } from '../api';
import { failureMessage } from '../common/errors';
import { useLandmarkMarkers } from '../common/useLandmarks';
import { MARKER_TEXTS } from '../texts';
import { AddressSearch } from './AddressSearch';
import { homeAction, homeHint, canSetHome } from './home-position';

/**
 * markers, the home-position tool (spec 001): the account's area position, which centres
 * every map and places the weather. Set only at zoom 17 or more; a move waits for 地図の中心に設定.
 */
export default function Markers({ session }: RemoteRouteProps) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const narrow = useNarrow();
  const { mapRef, view } = useSessionMap(session);
  const [zoom, setZoom] = useState(view.zoom);
  const initial = session.user.area_pos;
  const [saved, setSaved] = useState<LatLng | null>(initial ? { lat: initial.latitude, lng: initial.longitude } : null);
  const [pending, setPending] = useState<LatLng | null>(null);
  const [saving, setSaving] = useState(false);
  const landmarks = useLandmarkMarkers(session.managementId);
  // The home position stays open to read-only plans (weather needs it), not to past years (spec 000 §4.1).
  const editable = !session.pastYear;

  const store = async (position: LatLng, toast: string) => {
    setSaving(true);
    try {
      await fieldsApi.updateAreaPos(session.managementId, position.lat, position.lng);
      setSaved(position);
      setPending(null);
      message.success(toast);
      // The header's area name and every map's centre come from the refreshed user.
      session.refreshUser().catch((e) => console.warn('[mfe-fields] user refresh failed', e));
    } catch (e) {
      console.error('[mfe-fields] home position not saved', e);
      await dialog.message(failureMessage(e, ERRORS.communication));
    } finally {
      setSaving(false);
    }
  };

  const place = (lat: number, lng: number) => {
    if (saving) return;
    const action = homeAction({ zoom, editable, hasHome: saved !== null, position: { lat, lng } });
    if (action.kind === 'save') void store(action.position, TOASTS.homeSaved);
    else if (action.kind === 'pending') setPending(action.position);
  };

  const onMarkerDragEnd = (id: string, lat: number, lng: number) => {
    if (id === HOME_MARKER_ID) place(lat, lng);
  };

  const choose = useCallback((r: GeocodeResult) => mapRef.current?.panTo(r.latitude, r.longitude, FOCUS_ZOOM), [mapRef]);

  const shown = pending ?? saved;
  const settable = editable && canSetHome(zoom);

  return (
    <MapPage testId="markers">
      <FarmMap ref={mapRef} {...sessionMapProps(session, view)}
        homeMarker={shown ? { ...shown, title: MARKER_TEXTS.home, draggable: settable && !saving } : null}
        landmarks={landmarks}
        onMapClick={place}
        onMarkerDragEnd={onMarkerDragEnd}
        onZoomChange={setZoom}
      >
        <div style={{ position: 'absolute', top: 10, left: 10, zIndex: 1001, width: narrow ? 'calc(100% - 20px)' : 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
          <AddressSearch onChoose={choose} width="100%" />
          <OpaqueAlert testId="map-hint" type={settable ? 'info' : 'warning'}>
            {editable ? homeHint(zoom, saved !== null) : readOnlyReason(session)}
          </OpaqueAlert>
        </div>
        {pending ? (
          <MapActionBar testId="home-actions">
            <Button type="primary" size="large" data-testid="home-save" loading={saving} disabled={!settable} onClick={() => store(pending, TOASTS.positionSaved)}>
              {MARKER_TEXTS.setCenter}
            </Button>
            <Button size="large" data-testid="home-cancel" disabled={saving} onClick={() => setPending(null)}>
              {BUTTONS.cancel}
            </Button>
          </MapActionBar>
        ) : null}
        <span data-testid="map-zoom" data-zoom={zoom} hidden />
      </FarmMap>
    </MapPage>
  );
}
