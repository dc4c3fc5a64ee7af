import { CLIENT_ROUTES, type Sensor, type UnregisteredLorawanDevice } from '@inasaku/contracts';
import { FarmMap, MapButton, MapPage, MapTools, placementMapEvents, placementMarkers, PlacementOverlays, sessionMapProps, usePlacementWrites, useSessionMap } from '@inasaku/map';
import { ApiError, BUTTONS, CONFIRM, ERRORS, queryKeyOf, readOnlyReason, type RemoteRouteProps, TOASTS, useDialog, useRouteMutation, useRouteQuery } from '@inasaku/ui';
import { useQueryClient } from '@tanstack/react-query';
import { ApiOutlined, PlusOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { decodingBody } from '../lorawan/api';
import { LorawanPanel } from '../lorawan/LorawanPanel';
import { formValuesFor, formValuesOf, useLorawanSettings } from '../lorawan/registration';
import { LORAWAN_TEXTS } from '../lorawan/texts';
import { year } from '../sensors/api';
import { sensorHover, sensorIcon } from '../sensors/sensor-view';
import { REGISTER_TEXTS } from '../sensors/texts';
import { DRAFT_ID, sensorReducer, SHOW } from './sensor-mode';
import { SensorForm, type SensorFormValues } from './SensorForm';
import { TokenDialog } from './TokenDialog';

/** A refusal the server explained (bad input, read-only, taken ID): its message belongs in the form. */
function formMessage(e: unknown): string | null {
  return e instanceof ApiError && [400, 403, 404, 409].includes(e.status) && e.message ? e.message : null;
}

/** sensor-add (spec 001 "Sensor registration map"): register, move, edit and delete the account's sensors. */
export default function SensorAdd({ session }: RemoteRouteProps) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const { mapRef, view } = useSessionMap(session);
  const [state, dispatch] = useReducer(sensorReducer, SHOW);
  const [formError, setFormError] = useState<string | null>(null);
  const [token, setToken] = useState<{ sensorId: string; token: string } | null>(null);
  const canEdit = session.canEdit;
  const mid = session.managementId;
  // LoRaWAN: the integrations drawer, a 未登録のデバイス entry being registered.
  const [lorawanOpen, setLorawanOpen] = useState(false);
  const [fromDevice, setFromDevice] = useState<UnregisteredLorawanDevice | null>(null);
  const editingLorawan = useLorawanSettings(mid, state.mode === 'edit' ? state.id : null);

  const client = useQueryClient();
  const list = useRouteQuery(CLIENT_ROUTES['sensors.list'], { query: year(mid) });
  const sensors: Sensor[] = useMemo(() => list.data?.list ?? [], [list.data]);
  useEffect(() => {
    if (list.error) console.warn('[mfe-water] sensors could not be loaded', list.error);
  }, [list.error]);

  // A registration or rename is read back (the list, the sensor map and the dashboard's widget share
  // the answer) before the write settles. A deletion or a move is patched into the cached answers:
  // the server's answer to it carries no sensor to read back.
  const written = { invalidates: [CLIENT_ROUTES['sensors.list']] };
  const insert = useRouteMutation(CLIENT_ROUTES['sensors.create'], written);
  // A LoRaWAN registration also takes its DevEUI off 未登録のデバイス.
  const registerLorawan = useRouteMutation(CLIENT_ROUTES['lorawanSensors.register'], {
    invalidates: [CLIENT_ROUTES['sensors.list'], CLIENT_ROUTES['lorawanDevices.unregistered']],
  });
  const rename = useRouteMutation(CLIENT_ROUTES['sensors.update'], written);
  const updateDecoding = useRouteMutation(CLIENT_ROUTES['lorawanSensors.update']);
  const place = useRouteMutation(CLIENT_ROUTES['sensors.update']);
  const del = useRouteMutation(CLIENT_ROUTES['sensors.delete']);
  const rotateToken = useRouteMutation(CLIENT_ROUTES['sensors.rotateToken']);
  const patchSensors = (change: (sensors: Sensor[]) => Sensor[]) =>
    client.setQueriesData<{ list: Sensor[]; total_count: number }>({ queryKey: queryKeyOf(CLIENT_ROUTES['sensors.list']) }, (answer) =>
      answer ? { ...answer, list: change(answer.list) } : answer,
    );

  // A new form starts without the previous form's refusal.
  const formKey = state.mode === 'edit' ? state.id : state.mode === 'add' && state.formOpen ? DRAFT_ID : null;
  useEffect(() => setFormError(null), [formKey]);

  // Spec 001 §8: sensor save, delete and position failures alert '通信エラー' and are logged.
  const failed = async (e: unknown) => {
    console.error('[mfe-water] sensor call failed', e);
    await dialog.message(ERRORS.communication);
  };
  const { saving, write, savePosition: savePositionWith } = usePlacementWrites(dispatch, { success: (text) => message.success(text), failed });

  const markers = useMemo(() => {
    const things = sensors.map((s) => ({ id: s.sensor_id, lat: s.latitude, lng: s.longitude, icon: sensorIcon(s.status), title: sensorHover(s) }));
    return placementMarkers(things, state, { canEdit, draftId: DRAFT_ID, draftIcon: sensorIcon('9') });
  }, [sensors, state, canEdit]);

  const registerFrom = (device: UnregisteredLorawanDevice) => {
    setLorawanOpen(false);
    setFromDevice(device);
    dispatch({ type: 'startAdd' });
    // The centre now, read from the map: a pan still gliding after the farmer's drag has not ended
    // (no moveend yet), and the device belongs where the map shows, not where it last rested.
    dispatch({ type: 'mapClick', position: mapRef.current?.getCenter() ?? view.center });
    dispatch({ type: 'openForm' });
  };

  const create = async (values: SensorFormValues) => {
    if (state.mode !== 'add' || !state.draft) return;
    if (values.connection_type === 'lorawan') return createLorawan(values);
    try {
      const res = await insert.mutateAsync({
        body: { lat: state.draft.lat, lon: state.draft.lng, sensor_id: values.sensor_id.trim(), sensor_name: (values.sensor_name ?? '').trim(), ...year(mid) },
      });
      if (String(res.result) !== '0') {
        // Result 9: the server's message in the form, and the form stays (spec 001 §8).
        setFormError(res.message || ERRORS.createFailed);
        return;
      }
      dispatch({ type: 'done' });
      message.success(TOASTS.registered);
      if (res.device_token) setToken({ sensorId: values.sensor_id.trim(), token: res.device_token });
    } catch (e) {
      const text = formMessage(e);
      if (text) setFormError(text);
      else await failed(e);
    }
  };

  // A LoRaWAN sensor: no device token; the DevEUI's 未登録のデバイス entry goes with the registration.
  const createLorawan = async (values: SensorFormValues) => {
    if (state.mode !== 'add' || !state.draft) return;
    try {
      const res = await registerLorawan.mutateAsync({
        body: {
          lat: state.draft.lat, lon: state.draft.lng, sensor_id: values.sensor_id.trim(), sensor_name: (values.sensor_name ?? '').trim(),
          dev_eui: (values.dev_eui ?? '').trim(), ...decodingBody(values), ...year(mid),
        },
      });
      if (String(res.result) !== '0') {
        setFormError(res.message || ERRORS.createFailed);
        return;
      }
      dispatch({ type: 'done' });
      setFromDevice(null);
      message.success(TOASTS.registered);
    } catch (e) {
      const text = formMessage(e);
      if (text) setFormError(text);
      else await failed(e);
    }
  };

  const update = async (id: string, values: SensorFormValues) => {
    try {
      if (values.connection_type === 'lorawan') await updateDecoding.mutateAsync({ body: { sensor_id: id, ...decodingBody(values), ...year(mid) } });
      const res = await rename.mutateAsync({ body: { sensor_id: id, sensor_name: (values.sensor_name ?? '').trim(), ...year(mid) } });
      if (String(res.result) !== '0') {
        setFormError(res.message || ERRORS.updateFailed);
        return;
      }
      dispatch({ type: 'done' });
      message.success(TOASTS.changesSaved);
    } catch (e) {
      const text = formMessage(e);
      if (text) setFormError(text);
      else await failed(e);
    }
  };

  const remove = async (id: string) => {
    if (!(await dialog.confirm(CONFIRM.delete))) return;
    await write(async () => {
      await del.mutateAsync({ body: { sensor_id: id, ...year(mid) } });
      patchSensors((list) => list.filter((s) => s.sensor_id !== id));
    }, REGISTER_TEXTS.deleted);
  };

  const rotate = async (id: string) => {
    if (!(await dialog.confirm(REGISTER_TEXTS.rotateConfirm))) return;
    try {
      const res = await rotateToken.mutateAsync({ body: { sensor_id: id, ...year(mid) } });
      if (String(res.result) !== '0' || !res.device_token) {
        setFormError(res.message || ERRORS.updateFailed);
        return;
      }
      setToken({ sensorId: id, token: res.device_token });
    } catch (e) {
      const text = formMessage(e);
      if (text) setFormError(text);
      else await failed(e);
    }
  };

  const savePosition = async () => {
    if (state.mode !== 'move') return;
    const { id, position } = state;
    await savePositionWith(async () => {
      const res = await place.mutateAsync({ body: { sensor_id: id, latitude: position.lat, longitude: position.lng, ...year(mid) } });
      if (String(res.result) !== '0') throw new Error(res.message || 'result 9');
      patchSensors((list) => list.map((s) => (s.sensor_id === id ? { ...s, latitude: position.lat, longitude: position.lng } : s)));
    }, TOASTS.positionSaved);
  };

  const editing = state.mode === 'edit' ? sensors.find((s) => s.sensor_id === state.id) : undefined;

  return (
    <MapPage testId="sensor-add">
      <FarmMap
        {...sessionMapProps(session, view)}
        ref={mapRef}
        markers={markers}
        {...placementMapEvents(dispatch, DRAFT_ID, (id) => sensors.some((s) => s.sensor_id === id))}
      >
        <MapTools>
          <MapButton type="primary" icon={<PlusOutlined />} data-testid="sensor-add-tool" disabled={!canEdit || state.mode !== 'show'} onClick={() => dispatch({ type: 'startAdd' })}>
            {REGISTER_TEXTS.addSensor}
          </MapButton>
          <MapButton icon={<ApiOutlined />} data-testid="lorawan-open" disabled={state.mode !== 'show'} onClick={() => setLorawanOpen(true)}>
            {LORAWAN_TEXTS.open}
          </MapButton>
        </MapTools>
        <PlacementOverlays testIdPrefix="sensor" state={state} dispatch={dispatch} canEdit={canEdit} saving={saving} onSavePosition={savePosition}
          readOnlyText={readOnlyReason(session)} texts={{ ...BUTTONS, ...REGISTER_TEXTS }} />
      </FarmMap>
      {state.mode === 'add' && state.formOpen ? (
        <SensorForm
          adding
          canEdit={canEdit}
          error={formError}
          initial={fromDevice ? formValuesFor(fromDevice) : { sensor_id: '', sensor_name: '', connection_type: 'http' }}
          lorawan={{ devEuiLocked: !!fromDevice }}
          onSave={create}
          onCancel={() => {
            setFromDevice(null);
            dispatch({ type: 'cancel' });
          }}
        />
      ) : null}
      {editing && editingLorawan !== undefined ? (
        <SensorForm
          key={editing.sensor_id}
          adding={false}
          canEdit={canEdit}
          error={formError}
          initial={{ sensor_id: editing.sensor_id, sensor_name: editing.sensor_name ?? '', ...(editingLorawan ? formValuesOf(editingLorawan) : {}) }}
          onSave={(v) => update(editing.sensor_id, v)}
          onCancel={() => dispatch({ type: 'cancel' })}
          onDelete={() => remove(editing.sensor_id)}
          // A LoRaWAN sensor has no device token; its network server's integration is its credential.
          onRotateToken={editingLorawan ? undefined : () => rotate(editing.sensor_id)}
          lorawan={editingLorawan ? { devEuiLocked: true } : undefined}
        />
      ) : null}
      <LorawanPanel open={lorawanOpen} managementId={mid} canEdit={canEdit} onClose={() => setLorawanOpen(false)} onRegister={registerFrom} />
      {token ? <TokenDialog sensorId={token.sensorId} token={token.token} onClose={() => setToken(null)} /> : null}
    </MapPage>
  );
}
