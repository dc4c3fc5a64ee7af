import { CLIENT_ROUTES, type PaddyField, type PaddyFieldArea, type PaddyFieldHistorySummary, type Season, type WorkHistory } from '@inasaku/contracts';
import { formatThousands } from '@inasaku/domain';
import { type FarmPolyline, FOCUS_ZOOM, useFitOnce } from '@inasaku/map';
import { queryKeyOf, type RemoteRouteProps } from '@inasaku/ui';
import { useQuery } from '@tanstack/react-query';
import { CloseOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { worksApi } from '../common/api';
import { fieldPolygons } from '../common/field-polygons';
import { fieldMarkers, fieldName } from '../common/field-markers';
import { HISTORY_TEXTS } from '../common/texts';
import { useWorkMap } from '../common/useWorkMap';
import { WorkMapFrame } from '../common/WorkMapFrame';
import { userNames, useUsers } from '../common/useUsers';
import { storedFieldIds } from '../input/selection';
import { lastRefreshText } from '@inasaku/offline';
import { historyWrites, loadHistoriesOf } from '../input/history-offline';
import { loadFieldData, loadSeasons } from '../input/offline-data';
import { AreaPanel } from './AreaPanel';
import { HistoryList } from './HistoryList';
import { HistoryPopup } from './HistoryPopup';
import { IconBar, type HistoryTool } from './IconBar';
import { defaultLocationRange, locationQuery, trailPolylines } from './location-filter';
import { PersonFilterPanel, type PersonFilterValue } from './PersonFilterPanel';
import { SearchPanel } from './SearchPanel';
import type { SearchGroup } from './search-groups';
import { useWorkSearch } from './useWorkSearch';
import { WorkFilterPanel } from './WorkFilterPanel';

type Subject = { kind: 'field'; id: string } | { kind: 'item'; id: string } | null;

const NO_SEASONS: Season[] = [];

/**
 * work-history-show (ほ場マップ, spec 000 §2.7, §4.6): the fields with their work state, the
 * selected field's or non-field item's histories, the history popup, the work and person
 * filters with worker trails, the area totals and the search.
 */
export default function WorkHistoryShow({ session }: RemoteRouteProps) {
  const { message, dialog, narrow, mid, mapRef, view, landmarks, store } = useWorkMap(session);
  const users = useUsers(session);
  const names = useMemo(() => userNames(users), [users]);
  const [deviceCopyAt, setDeviceCopyAt] = useState<number | null>(null);

  const [fields, setFields] = useState<PaddyField[]>([]);
  const [summaries, setSummaries] = useState<PaddyFieldHistorySummary[]>([]);
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const [itemId, setItemId] = useState<string | null>(null);
  const [subject, setSubject] = useState<Subject>(null);
  const [centred, setCentred] = useState<string | null>(null);
  const [histories, setHistories] = useState<WorkHistory[]>([]);
  const [historiesLoading, setHistoriesLoading] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [tool, setTool] = useState<HistoryTool | null>(null);
  const [popup, setPopup] = useState<WorkHistory | null>(null);
  const [areas, setAreas] = useState<PaddyFieldArea[]>([]);
  const [areasLoading, setAreasLoading] = useState(false);
  const [person, setPerson] = useState<PersonFilterValue>(() => ({ ...defaultLocationRange(), userIds: [] }));
  const [trails, setTrails] = useState<FarmPolyline[]>([]);
  const [trailsBusy, setTrailsBusy] = useState(false);
  const request = useRef(0);
  const { state: search, searching, loadingMore, run: runSearch, more: moreSearch } = useWorkSearch(mid, fields);

  const loadSummaries = useCallback(
    () =>
      loadFieldData(store, mid)
        .then((d) => {
          setFields(d.fields);
          setSummaries(d.summaries);
          setDeviceCopyAt(d.deviceCopyAt);
        })
        .catch((e) => console.warn('[mfe-works] paddy fields and their histories could not be loaded', e)),
    [mid, store],
  );

  // Seasons come from the device when offline (loadSeasons); the query cache shares them across screens.
  const seasonsQuery = useQuery({ queryKey: [...queryKeyOf(CLIENT_ROUTES['seasons.list']), 'on-device', mid], queryFn: () => loadSeasons(store, mid) });
  const seasons = seasonsQuery.data?.data ?? NO_SEASONS;
  useEffect(() => {
    if (seasonsQuery.error) console.warn('[mfe-works] seasons could not be loaded', seasonsQuery.error);
  }, [seasonsQuery.error]);
  useEffect(() => {
    void loadSummaries();
  }, [loadSummaries]);

  // Every user is checked until the person filter is first applied.
  const personApplied = useRef(false);
  useEffect(() => {
    if (!personApplied.current) setPerson((p) => ({ ...p, userIds: users.map((u) => u.user_id) }));
  }, [users]);

  const items = useMemo(() => seasons.flatMap((s) => s.items), [seasons]);
  const item = items.find((i) => i.item_id === itemId) ?? null;
  const byId = useMemo(() => new Map(fields.map((f) => [f.paddy_field_id, f])), [fields]);
  const stored = useMemo(() => storedFieldIds(summaries, item && !item.is_not_paddy_field_item ? item.item_id : null), [summaries, item]);
  const selectedIds = useMemo(() => (subject?.kind === 'field' ? [subject.id] : []), [subject]);
  const markers = useMemo(() => fieldMarkers(fields, { stored, selected: selectedIds, centred }), [fields, stored, selectedIds, centred]);
  const polygons = useMemo(() => fieldPolygons(fields, { stored, selected: selectedIds, centred }), [fields, stored, selectedIds, centred]);
  const points = useMemo(() => markers.map((m) => [m.lat, m.lng] as [number, number]), [markers]);
  useFitOnce(mapRef, points, !session.user.area_pos);

  /** Loads the side panel's histories; a failure alerts its message (spec 000 §8). */
  const loadHistories = useCallback(
    async (next: Subject) => {
      const n = ++request.current;
      setSubject(next);
      if (!next) {
        setHistories([]);
        setHistoriesLoading(false);
        return;
      }
      setHistoriesLoading(true);
      if (narrow) setPanelOpen(true);
      try {
        const list = (await loadHistoriesOf(store, mid, next)).data;
        if (n === request.current) setHistories(list);
      } catch (e) {
        console.error('[mfe-works] work histories could not be loaded', e);
        if (n === request.current) setHistories([]);
        await dialog.message(e instanceof Error ? e.message : String(e));
      } finally {
        if (n === request.current) setHistoriesLoading(false);
      }
    },
    [mid, narrow, dialog, store],
  );

  const onMarkerClick = useCallback(
    (id: string) => {
      if (!byId.has(id)) return;
      setCentred(null);
      if (subject?.kind === 'field' && subject.id === id) {
        void loadHistories(null);
        return;
      }
      // Selecting a field clears a selected non-field item (spec 000 §4.6).
      if (item?.is_not_paddy_field_item) setItemId(null);
      void loadHistories({ kind: 'field', id });
    },
    [byId, subject, item, loadHistories],
  );

  const chooseSeason = (id: string) => {
    setSeasonId(id);
    setItemId(null);
    if (subject?.kind === 'item') void loadHistories(null);
  };

  const chooseItem = (id: string | null) => {
    setItemId(id);
    const chosen = items.find((i) => i.item_id === id);
    if (chosen?.is_not_paddy_field_item) {
      // A non-field item shows its global histories and deselects the field.
      setCentred(null);
      void loadHistories({ kind: 'item', id: chosen.item_id });
    } else if (subject?.kind === 'item') {
      void loadHistories(null);
    }
  };

  const toggleTool = (t: HistoryTool) => {
    const next = tool === t ? null : t;
    setTool(next);
    if (next === 'area') {
      setAreasLoading(true);
      worksApi
        .paddyFieldAreas(mid)
        .then(setAreas)
        .catch((e) => console.warn('[mfe-works] paddy-field areas could not be loaded', e))
        .finally(() => setAreasLoading(false));
    }
  };

  const centreOn = (group: SearchGroup) => {
    if (!group.position || !group.paddyFieldId) return;
    setCentred(group.paddyFieldId);
    mapRef.current?.panTo(group.position.lat, group.position.lng, Math.max(mapRef.current.getZoom(), FOCUS_ZOOM));
    if (narrow) setTool(null);
  };

  const applyPerson = async (value: PersonFilterValue) => {
    personApplied.current = true;
    setPerson(value);
    setTrailsBusy(true);
    try {
      const { from, to } = locationQuery(value);
      const found = value.userIds.length ? await worksApi.listLocations(from, to) : {};
      const lines = trailPolylines(found, users, value.userIds);
      setTrails(lines);
      setTool(null);
      if (lines.length) mapRef.current?.fitBounds(lines.flatMap((l) => l.points), 18);
      else message.info(HISTORY_TEXTS.noTrails);
    } catch (e) {
      // Load failures other than histories are only logged (spec 000 §8).
      console.warn('[mfe-works] location histories could not be loaded', e);
    } finally {
      setTrailsBusy(false);
    }
  };

  /** After a save or delete in the popup: hide it, clear the selection, reload markers and histories (spec 000 §4.6). */
  const afterChange = () => {
    setPopup(null);
    setCentred(null);
    void loadSummaries();
    if (subject?.kind === 'item') void loadHistories(subject);
    else void loadHistories(null);
    if (search.groups && search.q) void runSearch(search.q);
  };

  const popupField = popup?.paddy_field_id ? byId.get(popup.paddy_field_id) : undefined;
  const popupItem = popup ? items.find((i) => i.item_id === popup.item_id) : undefined;
  const subjectField = subject?.kind === 'field' ? byId.get(subject.id) : undefined;
  const subjectItem = subject?.kind === 'item' ? items.find((i) => i.item_id === subject.id) : undefined;
  const showPanel = !narrow || panelOpen;

  return (
    <WorkMapFrame
      status={deviceCopyAt !== null ? <span data-testid="last-refresh">{lastRefreshText(deviceCopyAt)}</span> : null}
      testId="work-history-show"
      session={session}
      map={{ mapRef, view, landmarks }}
      markers={markers}
      polygons={polygons}
      polylines={trails}
      onMarkerClick={onMarkerClick}
      dialogs={
        popup ? (
          <HistoryPopup
            key={popup.work_history_id}
            history={popup}
            details={popupItem?.item_details ?? null}
            fieldArea={popupField?.area ?? null}
            fieldLabel={popup.paddy_field_id ? (popup.paddy_field_name ?? fieldName(popupField)) : HISTORY_TEXTS.notPaddy}
            userNames={names}
            canEdit={session.canEdit}
            managementId={mid}
            onClose={() => setPopup(null)}
            onChanged={afterChange}
            save={(h, change, images) => historyWrites(store, mid).save(h, change, images)}
            remove={(h) => historyWrites(store, mid).remove(h)}
          />
        ) : null
      }
    >
      <IconBar open={tool} active={{ work: !!item, location: trails.length > 0, search: !!search.groups }} onToggle={toggleTool} />
      {item && tool === null ? (
        <Tag
          color={item.color}
          variant="solid"
          data-testid="work-filter-chip"
          closable
          onClose={() => chooseItem(null)}
          style={{ position: 'absolute', left: 64, top: 10, zIndex: 1001, fontSize: 13, padding: '2px 8px', boxShadow: '0 2px 6px rgba(0,0,0,0.25)' }}
        >
          {HISTORY_TEXTS.itemFilterLabel(item.season_name, item.item_name)}
        </Tag>
      ) : null}
      {tool === 'work' ? (
        <WorkFilterPanel
          seasons={seasons}
          seasonsStatus={seasonsQuery.isPending ? 'loading' : seasonsQuery.isError ? 'failed' : undefined}
          seasonId={seasonId}
          itemId={itemId}
          onSeason={chooseSeason}
          onItem={chooseItem}
          onClose={() => setTool(null)}
        />
      ) : null}
      {tool === 'location' ? (
        <PersonFilterPanel value={person} users={users} busy={trailsBusy} onApply={applyPerson} onClose={() => setTool(null)} />
      ) : null}
      {tool === 'area' ? <AreaPanel rows={areas} loading={areasLoading} onClose={() => setTool(null)} /> : null}
      {tool === 'search' ? (
        <SearchPanel
          state={search}
          busy={searching}
          loadingMore={loadingMore}
          onSearch={runSearch}
          onMore={moreSearch}
          onCentre={centreOn}
          onOpenHistory={setPopup}
          onClose={() => setTool(null)}
        />
      ) : null}
      {narrow && !panelOpen && subject ? (
        <Button
          icon={<UnorderedListOutlined />}
          data-testid="history-panel-open"
          onClick={() => setPanelOpen(true)}
          data-map-bottom-sheet
          style={{ position: 'absolute', right: 10, bottom: 36, zIndex: 1001, boxShadow: '0 2px 8px rgba(0,0,0,0.25)' }}
        >
          {HISTORY_TEXTS.showPanel}
        </Button>
      ) : null}
      {showPanel ? (
        <Card
          size="small"
          data-testid="history-panel"
          data-map-bottom-sheet={narrow ? '' : undefined}
          title={
            subjectField ? (
              <span data-testid="history-panel-title">{fieldName(subjectField)}</span>
            ) : subjectItem ? (
              <span data-testid="history-panel-title">
                <Tag color={subjectItem.color} variant="solid" style={{ marginInlineEnd: 6 }}>
                  {HISTORY_TEXTS.notPaddy}
                </Tag>
                {subjectItem.item_name}
              </span>
            ) : (
              HISTORY_TEXTS.histories
            )
          }
          extra={
            narrow ? (
              <Button type="text" size="small" icon={<CloseOutlined />} aria-label={HISTORY_TEXTS.close} onClick={() => setPanelOpen(false)} />
            ) : subjectField?.area ? (
              <Typography.Text type="secondary">
                {formatThousands(subjectField.area)}a{subjectField.brand ? ` / ${subjectField.brand}` : ''}
              </Typography.Text>
            ) : null
          }
          style={{
            position: 'absolute',
            zIndex: 1001,
            boxShadow: '0 4px 16px rgba(0,0,0,0.25)',
            display: 'flex',
            flexDirection: 'column',
            ...(narrow
              ? { left: 0, right: 0, bottom: 0, maxHeight: '50%', borderRadius: '12px 12px 0 0' }
              : { right: 10, top: 10, width: 320, maxHeight: 'calc(100% - 20px)' }),
          }}
          styles={{ body: { padding: 0, overflowY: 'auto', flex: 1, minHeight: 0 } }}
        >
          {subject ? (
            <HistoryList histories={histories} loading={historiesLoading} onOpen={setPopup} />
          ) : (
            <Typography.Paragraph type="secondary" style={{ margin: 12 }} data-testid="history-panel-hint">
              {HISTORY_TEXTS.panelHint}
            </Typography.Paragraph>
          )}
        </Card>
      ) : null}
    </WorkMapFrame>
  );
}
