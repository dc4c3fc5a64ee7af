import type { Item, PaddyField, PaddyFieldHistorySummary, Season } from '@inasaku/contracts';
import { MapHint, useFitOnce } from '@inasaku/map';
import { type ImageEntry, type RemoteRouteProps, TOASTS } from '@inasaku/ui';
import { SwapOutlined } from '@ant-design/icons';
import { lastRefreshText, submitRecord, OUTBOX_TEXTS } from '@inasaku/offline';
import { Alert, Button, Card, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { worksApi } from '../common/api';
import { workItemsToSave, type DetailValues } from '../common/detail-form';
import { logFailure } from '../common/errors';
import { fieldPolygons } from '../common/field-polygons';
import { fieldMarkers } from '../common/field-markers';
import { SeasonItemPicker } from '../common/SeasonItemPicker';
import { INPUT_TEXTS } from '../common/texts';
import { useWorkMap } from '../common/useWorkMap';
import { WorkMapFrame } from '../common/WorkMapFrame';
import { userNames } from '../common/useUsers';
import { loadFieldData, loadGlobalHistories, loadSeasons } from './offline-data';
import { fieldWorkRecord, globalWorkRecord, queuedFieldIds, queuedGlobalCount } from './outbox-records';
import { useInputUsers } from './useInputUsers';
import { SelectedPanel } from './SelectedPanel';
import { saveConfirmation, selectionSummary, storedFieldIds, toggleSelection } from './selection';
import { WorkInputDialog } from './WorkInputDialog';

/**
 * work-history-add (作業入力, spec 000 §2.6, §4.5, §5): pick a season and an item; a field item
 * selects pins and opens 作業項目入力 from 選択済み; a non-field item opens it at once.
 */
export default function WorkHistoryAdd({ session }: RemoteRouteProps) {
  const { message, dialog, narrow, mid, mapRef, view, landmarks, store } = useWorkMap(session);
  const users = useInputUsers(session, store);
  const names = useMemo(() => userNames(users), [users]);

  const [seasons, setSeasons] = useState<Season[]>([]);
  const [seasonsStatus, setSeasonsStatus] = useState<'loading' | 'failed' | undefined>('loading');
  const [fields, setFields] = useState<PaddyField[]>([]);
  const [summaries, setSummaries] = useState<PaddyFieldHistorySummary[]>([]);
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const [itemId, setItemId] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The top frame (season and item) of the phone layout; closed while fields are picked.
  const [frameOpen, setFrameOpen] = useState(true);
  // When the copies on the device are shown (no network): the time of their last refresh.
  const [deviceCopyAt, setDeviceCopyAt] = useState<{ seasons: number | null; fields: number | null }>({ seasons: null, fields: null });
  const copyAt = [deviceCopyAt.seasons, deviceCopyAt.fields].filter((t): t is number => t !== null);

  const loadFields = useCallback(async () => {
    const data = await loadFieldData(store, mid);
    setFields(data.fields);
    setSummaries(data.summaries);
    setDeviceCopyAt((c) => ({ ...c, fields: data.deviceCopyAt }));
  }, [mid, store]);

  useEffect(() => {
    let live = true;
    setSeasonsStatus('loading');
    loadSeasons(store, mid)
      .then((answer) => {
        if (!live) return;
        setSeasons(answer.data);
        setSeasonsStatus(undefined);
        setDeviceCopyAt((c) => ({ ...c, seasons: answer.fromDevice ? answer.at : null }));
      })
      .catch((e) => {
        console.warn('[mfe-works] seasons could not be loaded', e);
        if (live) setSeasonsStatus('failed');
      });
    loadFields().catch((e) => console.warn('[mfe-works] paddy fields could not be loaded', e));
    return () => {
      live = false;
    };
  }, [mid, store, loadFields]);

  const season = seasons.find((s) => s.season_id === seasonId) ?? null;
  const item: Item | null = season?.items.find((i) => i.item_id === itemId) ?? null;
  const fieldItem = item && !item.is_not_paddy_field_item ? item : null;

  const byId = useMemo(() => new Map(fields.map((f) => [f.paddy_field_id, f])), [fields]);
  const selectedFields = useMemo(() => selected.map((id) => byId.get(id)).filter((f): f is PaddyField => !!f), [selected, byId]);
  const stored = useMemo(() => storedFieldIds(summaries, fieldItem?.item_id ?? null), [summaries, fieldItem]);
  const markers = useMemo(() => fieldMarkers(fields, { stored, selected }), [fields, stored, selected]);
  const polygons = useMemo(() => fieldPolygons(fields, { stored, selected }), [fields, stored, selected]);
  const points = useMemo(() => markers.map((m) => [m.lat, m.lng] as [number, number]), [markers]);
  useFitOnce(mapRef, points, !session.user.area_pos);

  const chooseSeason = (id: string) => {
    setSeasonId(id);
    setItemId(null);
    setSelected([]);
  };

  const chooseItem = (id: string | null) => {
    setItemId(id);
    setSelected([]);
    const chosen = season?.items.find((i) => i.item_id === id);
    if (!chosen) return;
    if (chosen.is_not_paddy_field_item) setDialogOpen(true);
    else if (narrow) setFrameOpen(false);
  };

  const onMarkerClick = useCallback(
    (id: string) => {
      if (!fieldItem || !byId.has(id)) return;
      setSelected((list) => toggleSelection(list, id));
    },
    [fieldItem, byId],
  );

  const closeDialog = () => {
    setDialogOpen(false);
    // A non-field item opens the dialog on choice: unchoose it so that choosing it again reopens it.
    if (item?.is_not_paddy_field_item) setItemId(null);
  };

  const save = async (values: DetailValues, images: ImageEntry[]): Promise<boolean> => {
    if (!item) return false;
    let queued = false;
    const savedIds = selectedFields.map((f) => f.paddy_field_id);
    try {
      const workItems = workItemsToSave(item.item_details, values);
      const question = await confirmationFor(item);
      if (question && !(await dialog.confirm(question))) return false;
      const entry = { season_id: item.season_id, item_id: item.item_id, work_items: workItems };
      // Sent at once when the network allows, else kept in the outbox with its Idempotency-Key.
      const record = item.is_not_paddy_field_item
        ? globalWorkRecord(mid, item, entry, images)
        : fieldWorkRecord(mid, item, savedIds.map((id) => ({ paddy_field_id: id, ...entry })), selectionSummary(selectedFields).areaTotal, images);
      queued = (await submitRecord(store, record)).queued;
    } catch (e) {
      await dialog.message(logFailure('work input save', e));
      return false;
    }
    if (queued) message.info(OUTBOX_TEXTS.queued);
    else message.success(TOASTS.registered);
    closeDialog();
    // Save clears the selection, reloads and re-applies the item selection (spec 000 §4.5).
    setSelected([]);
    if (queued) {
      // The device's copy does not hold the waiting record: its fields show as stored meanwhile.
      setSummaries((list) => [...list, ...savedIds.map((id) => ({ paddy_field_id: id, season_id: item.season_id, item_id: item.item_id, count: 1, last_work_date: null }))]);
      return true;
    }
    await loadFields().catch((e) => console.warn('[mfe-works] reload after save failed', e));
    return true;
  };

  /** The spec 000 §5 question for this save, from fresh figures (another user may have entered meanwhile). */
  const confirmationFor = async (it: Item): Promise<string | null> => {
    if (it.is_not_paddy_field_item) {
      if (it.item_pattern !== '2') return null;
      const existing = await loadGlobalHistories(store, mid, it.item_id);
      return saveConfirmation(it, { globalCount: existing.length + (await queuedGlobalCount(store, it.item_id)) });
    }
    // Without a network: the device's copy plus the records still waiting in the outbox.
    const fresh = await worksApi.paddyFieldHistories(mid, { item_id: it.item_id }).catch(() => summaries);
    const waiting = (await queuedFieldIds(store, it.item_id)).map((id) => ({ paddy_field_id: id, item_id: it.item_id }));
    return saveConfirmation(it, { selectedIds: selected, summaries: [...fresh, ...waiting] });
  };

  const hint = !session.canEdit
    ? null
    : !item
      ? INPUT_TEXTS.selectItem
      : fieldItem && selected.length === 0 && !dialogOpen
        ? INPUT_TEXTS.selectFields
        : null;
  const showFrame = !narrow || frameOpen || !fieldItem;

  return (
    <WorkMapFrame
      testId="work-history-add"
      session={session}
      map={{ mapRef, view, landmarks }}
      markers={markers}
      polygons={polygons}
      onMarkerClick={onMarkerClick}
      dialogs={
        dialogOpen && item ? (
          <WorkInputDialog
            key={item.item_id}
            item={item}
            fields={item.is_not_paddy_field_item ? [] : selectedFields}
            userNames={names}
            canEdit={session.canEdit}
            onCancel={closeDialog}
            onSave={save}
          />
        ) : null
      }
    >
      {hint && !(narrow && showFrame) ? (
        <MapHint testId="input-hint" top={narrow ? 64 : 10}>
          {hint}
        </MapHint>
      ) : null}
      {showFrame ? (
        <Card
          size="small"
          data-testid="item-frame"
          style={{
            position: 'absolute',
            zIndex: 1001,
            boxShadow: '0 4px 16px rgba(0,0,0,0.25)',
            ...(narrow
              ? { left: 0, right: 0, top: 0, maxHeight: '60%', overflowY: 'auto', borderRadius: '0 0 12px 12px' }
              : { left: 10, top: 10, width: 320, maxHeight: 'calc(100% - 20px)', overflowY: 'auto' }),
          }}
          styles={{ body: { padding: 12 } }}
        >
          {narrow && hint ? (
            <Alert data-testid="input-hint" type="info" showIcon title={hint} style={{ marginBottom: 10 }} />
          ) : null}
          <SeasonItemPicker seasons={seasons} seasonId={seasonId} itemId={itemId} onSeason={chooseSeason} onItem={chooseItem} status={seasonsStatus} />
          {copyAt.length ? (
            <Typography.Text type="secondary" data-testid="last-refresh" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
              {lastRefreshText(Math.min(...copyAt))}
            </Typography.Text>
          ) : null}
        </Card>
      ) : (
        <Button
          icon={<SwapOutlined />}
          size="large"
          data-testid="change-item"
          onClick={() => setFrameOpen(true)}
          style={{ position: 'absolute', left: 10, top: 10, zIndex: 1001, boxShadow: '0 2px 8px rgba(0,0,0,0.25)' }}
        >
          {INPUT_TEXTS.changeItem}
        </Button>
      )}
      {fieldItem && (!narrow || !showFrame) ? (
        <SelectedPanel
          item={fieldItem}
          fields={selectedFields}
          canEdit={session.canEdit}
          onInput={() => setDialogOpen(true)}
          onClear={() => setSelected([])}
        />
      ) : null}
    </WorkMapFrame>
  );
}
