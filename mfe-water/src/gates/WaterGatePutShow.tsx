import type { GateMode, OpenWaterGate, WaterGate } from '@inasaku/contracts';
import { FarmMap, MAP_CONTROL_SHADOW, MapButton, MapPage, parseMapPos, sessionMapProps, useNarrow, useSessionMap } from '@inasaku/map';
import { readOnlyReason, TOASTS, useDialog, type RemoteRouteProps } from '@inasaku/ui';
import { UnorderedListOutlined } from '@ant-design/icons';
import { lastRefreshText, offlineStoreOf, submitRecord, OUTBOX_TEXTS } from '@inasaku/offline';
import { Alert, App, Flex, Segmented, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { logFailure } from '../common/api';
import { ERRORS } from '@inasaku/ui';
import { useUserNames } from '../common/useUserNames';
import { gatesApi } from './api';
import { gateRecord, loadGateMap } from './offline-gates';
import { initialGateForm, modeSwitchLocked, toRecordTime, toggleGate, type GateFormValues } from './gate-form';
import { gateMarkers, gateName } from './gate-markers';
import { GateForm } from './GateForm';
import { OpenGateList } from './OpenGateList';
import { SelectedGates } from './SelectedGates';
import { GATE_TEXTS } from './texts';

/**
 * water-gate-put-show (水門マップ, spec 001 "Water-gate recording map", §4): the 給水 / 排水
 * switch, the open-gate list, one marker per field in the mode's status; marker clicks select
 * gates, 記録する opens the form, 登録 records them all at once.
 */
export default function WaterGatePutShow({ session }: RemoteRouteProps) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const narrow = useNarrow();
  const mid = session.managementId;
  const { mapRef, view } = useSessionMap(session);
  const userNames = useUserNames();
  // The user's own data on this device (IndexedDB): the map without a network, records queued.
  const store = useMemo(() => offlineStoreOf(session.user), [session.user]);
  const [deviceCopyAt, setDeviceCopyAt] = useState<number | null>(null);

  const [mode, setMode] = useState<GateMode>('supply');
  const [gates, setGates] = useState<WaterGate[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [formOpen, setFormOpen] = useState(false);
  const [openList, setOpenList] = useState<{ loading: boolean; gates: OpenWaterGate[] } | null>(null);

  const load = useCallback(async () => {
    const answer = await loadGateMap(store, mid);
    setGates(answer.data);
    setDeviceCopyAt(answer.fromDevice ? answer.at : null);
  }, [mid, store]);

  useEffect(() => {
    setSelected([]);
    load().catch((e) => console.warn('[mfe-water] gate map could not be loaded', e));
  }, [load]);

  const byId = useMemo(() => new Map(gates.map((g) => [g.paddy_field_id, g])), [gates]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const markers = useMemo(() => gateMarkers(gates, mode, selectedSet), [gates, mode, selectedSet]);
  const selectedNames = useMemo(() => selected.map((id) => byId.get(id)).filter((g): g is WaterGate => !!g).map(gateName), [selected, byId]);

  // Without a home position the map opens on all of Japan; move to the fields once they are known.
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || session.user.area_pos || !markers.length || !mapRef.current) return;
    fitted.current = true;
    mapRef.current.fitBounds(markers.map((m) => [m.lat, m.lng] as [number, number]), 17);
  }, [mapRef, markers, session.user.area_pos]);

  const onMarkerClick = useCallback((id: string) => {
    if (byId.has(id)) setSelected((list) => toggleGate(list, id));
  }, [byId]);

  const showOpenList = async () => {
    setOpenList({ loading: true, gates: [] });
    try {
      setOpenList({ loading: false, gates: await gatesApi.open(mid, mode) });
    } catch (e) {
      console.warn('[mfe-water] open gates could not be loaded', e);
      setOpenList({ loading: false, gates: [] });
    }
  };

  const pickOpenGate = (g: OpenWaterGate) => {
    const pos = parseMapPos(byId.get(g.paddy_field_id)?.map_pos ?? '');
    setOpenList(null);
    if (pos) mapRef.current?.panTo(pos.lat, pos.lng, 17);
  };

  const submit = async (values: GateFormValues) => {
    let queued = false;
    try {
      const input = {
        paddy_field_ids: selected,
        water_gate_status: values.water_gate_status,
        water_gate_time: toRecordTime(values.water_gate_time),
        water_gate_worker: values.water_gate_worker.trim(),
      };
      // Sent at once when the network allows, else kept in the outbox with its Idempotency-Key.
      queued = (await submitRecord(store, gateRecord(mid, mode, input, session.user.user_id))).queued;
    } catch (e) {
      // Spec 001 §8: a gate record failure alerts '通信エラー' and is logged; the form stays.
      logFailure('gate record', e);
      await dialog.message(ERRORS.communication);
      return;
    }
    if (queued) message.info(OUTBOX_TEXTS.queued);
    else message.success(TOASTS.registered);
    setFormOpen(false);
    setSelected([]);
    if (queued) return;
    await load().catch((e) => console.warn('[mfe-water] reload after record failed', e));
  };

  const locked = modeSwitchLocked(selected.length);

  return (
    <MapPage testId="water-gate-put-show" isolated>
      <FarmMap ref={mapRef} {...sessionMapProps(session, view)}
        markers={markers}
        onMarkerClick={onMarkerClick}
        status={deviceCopyAt !== null ? <span data-testid="last-refresh">{lastRefreshText(deviceCopyAt)}</span> : null}
      >
        <Flex
          gap={8}
          align="center"
          wrap
          style={{ position: 'absolute', left: 10, top: 10, zIndex: 1001, maxWidth: narrow ? 'calc(100% - 20px)' : undefined }}
        >
          <Tooltip title={locked ? GATE_TEXTS.switchLocked : undefined}>
            <Segmented<GateMode>
              data-testid="gate-mode"
              size="large"
              value={mode}
              disabled={locked}
              onChange={(m) => setMode(m)}
              options={[
                { value: 'supply', label: <span data-testid="gate-mode-supply">{GATE_TEXTS.modes.supply}</span> },
                { value: 'out', label: <span data-testid="gate-mode-out">{GATE_TEXTS.modes.out}</span> },
              ]}
              style={{ boxShadow: MAP_CONTROL_SHADOW }}
            />
          </Tooltip>
          <MapButton icon={<UnorderedListOutlined />} data-testid="open-gates-button" onClick={showOpenList} aria-label={GATE_TEXTS.openList(mode)}>
            {narrow ? null : GATE_TEXTS.openList(mode)}
          </MapButton>
        </Flex>
        {!session.canEdit ? (
          <Alert
            type="warning"
            showIcon
            data-testid="gate-read-only"
            title={readOnlyReason(session)}
            style={{ position: 'absolute', left: 10, top: 64, zIndex: 1001 }}
          />
        ) : null}
        <SelectedGates names={selectedNames} canEdit={session.canEdit} onRecord={() => setFormOpen(true)} onClear={() => setSelected([])} />
      </FarmMap>
      {formOpen ? (
        <GateForm
          mode={mode}
          gateNames={selectedNames}
          initial={initialGateForm(session.user.display_name)}
          userNames={userNames}
          canEdit={session.canEdit}
          onCancel={() => setFormOpen(false)}
          onSubmit={submit}
        />
      ) : null}
      {openList ? (
        <OpenGateList mode={mode} gates={openList.gates} loading={openList.loading} onClose={() => setOpenList(null)} onPick={pickOpenGate} />
      ) : null}
    </MapPage>
  );
}
