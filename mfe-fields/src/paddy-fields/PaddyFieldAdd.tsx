import { FUDE_POLYGON_CREDIT, FUDE_POLYGON_CREDIT_SHORT, FUDE_POLYGON_SOURCE_URL, CLIENT_ROUTES, type PaddyField } from '@inasaku/contracts';
import { DEFAULT_PIN_ICON } from '@inasaku/domain';
import {
  FarmMap, type FarmMarker, type FarmPolygon, fieldPinIcon, MapActionBar, MapHint, MapPage, sessionMapProps, useFitOnce, useSessionMap,
} from '@inasaku/map';
import { BUTTONS, ERRORS, readOnlyReason, type RemoteRouteProps, TOASTS, useDialog, useRouteQuery } from '@inasaku/ui';
import { App, Button, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldsApi, year } from '../api';
import { failureMessage } from '../common/errors';
import { mapPosOf } from '../common/session';
import { useLandmarkMarkers } from '../common/useLandmarks';
import { FIELD_TEXTS, FUDE_TEXTS } from '../texts';
import { fieldMarkers } from './field-markers';
import { fieldPolygons } from './field-polygons';
import { chosenAt, fudeField, withFude, type NewField } from './new-fude';
import { addPin, isNewPinId, removePin } from './new-pins';

// New pins stand out from the registered ones in the selected look, drawn on top.
const NEW_PIN_ICON = fieldPinIcon(DEFAULT_PIN_ICON, { selected: true });

const NO_FIELDS: PaddyField[] = [];

/**
 * paddy-field-add (spec 000 §2.4): click the map to place pins, then register them at once. A tap
 * inside a 筆 (MAFF's parcel polygons) outlines that paddy at once and registers it with its
 * boundary and area; where there is no 筆 the tap places a plain pin as before.
 */
export default function PaddyFieldAdd({ session }: RemoteRouteProps) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const navigate = useNavigate();
  const { mapRef, view } = useSessionMap(session);
  const fieldList = useRouteQuery(CLIENT_ROUTES['paddyFields.list'], { query: year(session.managementId) });
  const fields: PaddyField[] = fieldList.data ?? NO_FIELDS;
  const [pins, setPins] = useState<NewField[]>([]);
  const [lookups, setLookups] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const seq = useRef(0);
  // Lookups still on their way: 登録 waits for them so a tapped 筆 is not registered as a bare pin.
  const pending = useRef(new Set<Promise<void>>());
  const pinsRef = useRef(pins);
  pinsRef.current = pins;
  const landmarks = useLandmarkMarkers(session.managementId);
  const editable = session.canEdit;

  useEffect(() => {
    if (fieldList.error) console.warn('[mfe-fields] paddy fields could not be loaded', fieldList.error);
  }, [fieldList.error]);

  const existing = useMemo(() => fieldMarkers(fields), [fields]);
  const markers = useMemo<FarmMarker[]>(
    () => [...existing, ...pins.map((p) => ({ ...p, icon: NEW_PIN_ICON, zIndex: 2 }))],
    [existing, pins],
  );
  const polygons = useMemo<FarmPolygon[]>(
    () => [...fieldPolygons(fields), ...pins.flatMap((p) => (p.outline ? [p.outline] : []))],
    [fields, pins],
  );
  const points = useMemo(() => existing.map((m) => [m.lat, m.lng] as [number, number]), [existing]);
  useFitOnce(mapRef, points, !session.user.area_pos);

  const onMapClick = useCallback(
    (lat: number, lng: number) => {
      if (!editable || submitting) return;
      const inside = chosenAt(pins, lat, lng);
      if (inside) {
        setPins((list) => removePin(list, inside.id));
        return;
      }
      seq.current += 1;
      const id = `new-${seq.current}`;
      // The pin shows at once; when the lookup finds a 筆 there, the pin becomes that paddy.
      setPins((list) => addPin(list, lat, lng, seq.current));
      setLookups((k) => k + 1);
      const lookup = fieldsApi
        .fudeAt(lat, lng)
        .catch((e) => {
          // Without the lookup the farmer keeps his plain pin, as before 筆ポリゴン.
          console.warn('[mfe-fields] 筆ポリゴン lookup failed; keeping a plain pin', e);
          return null;
        })
        .then((fude) => {
          if (fude) setPins((list) => withFude(list, fudeField(id, lat, lng, fude)));
        })
        .finally(() => {
          pending.current.delete(lookup);
          setLookups((k) => k - 1);
        });
      pending.current.add(lookup);
    },
    [editable, submitting, pins],
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
      await Promise.all([...pending.current]);
      await fieldsApi.createPaddyFieldsFrom(
        session.managementId,
        pinsRef.current.map((p) => ({ map_pos: mapPosOf(p.lat, p.lng), ...(p.fude ? { boundary: p.fude.boundary } : {}) })),
      );
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
      <FarmMap ref={mapRef} {...sessionMapProps(session, view)}
        markers={markers}
        polygons={polygons}
        extraAttribution={FUDE_POLYGON_CREDIT}
        landmarks={landmarks}
        onMapClick={onMapClick}
        onMarkerClick={onMarkerClick}
      >
        <MapHint type={editable ? 'info' : 'warning'}>
          {editable ? (
            <>
              {FIELD_TEXTS.addHint}
              <br />
              {FUDE_TEXTS.addHint}
            </>
          ) : (
            readOnlyReason(session)
          )}
        </MapHint>
        <MapActionBar testId="add-actions">
          <Typography.Text data-testid="new-pin-count" style={{ marginInlineEnd: 4 }}>
            {FIELD_TEXTS.addSelected(pins.length)}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="fude-area" style={{ marginInlineEnd: 4 }}>
            {lookups > 0 ? FUDE_TEXTS.looking : FUDE_TEXTS.outlined(pins.filter((p) => p.fude).length, fudeTotal(pins))}
          </Typography.Text>
          {/* The bar covers the middle of the map's credit line: the 出典 stays readable here too. */}
          <Typography.Link href={FUDE_POLYGON_SOURCE_URL} target="_blank" rel="noreferrer" data-testid="fude-credit" style={{ fontSize: 11, marginInlineEnd: 4 }}>
            {FUDE_POLYGON_CREDIT_SHORT}
          </Typography.Link>
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

/** Total area (a) of the tapped 筆, two decimals. */
function fudeTotal(pins: readonly NewField[]): number {
  return Math.round(pins.reduce((sum, p) => sum + (p.fude?.area_a ?? 0), 0) * 100) / 100;
}
