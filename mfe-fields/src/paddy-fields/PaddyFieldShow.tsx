import { FUDE_POLYGON_CREDIT, CLIENT_ROUTES, type PaddyField, type PaddyFieldArea } from '@inasaku/contracts';
import {
  addVertex, clearVertices, deleteVertex, type EditorState, FarmMap, type FarmPolygonEditor, MapButton, MapHint, MapPage, moveVertex, sessionMapProps, startEditor, summarize, undo, useFitOnce, useNarrow, useSessionMap,
} from '@inasaku/map';
import { CONFIRM, ERRORS, readOnlyReason, type RemoteRouteProps, TOASTS, useDialog, useRouteQuery } from '@inasaku/ui';
import { FilterOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { fieldsApi, year } from '../api';
import { failureMessage } from '../common/errors';
import { useAfterPaint } from '../common/useAfterPaint';
import { useLandmarkMarkers } from '../common/useLandmarks';
import { BOUNDARY_TEXTS, FIELD_TEXTS, LANDMARK_TEXTS, TRANSFER_TEXTS } from '../texts';
import { FieldTransferDialog } from '../transfer/FieldTransferDialog';
import { AreaTable } from './AreaTable';
import { BoundaryEditorBar } from './BoundaryEditorBar';
import { fieldPolygons, withSelectedPolygon } from './field-polygons';
import { updateRequestOf, type FieldFormValues } from './field-form';
import { fieldMarkers, preloadFieldPins, withSelectedPin } from './field-markers';
import { FieldPanel } from './FieldPanel';
import { HIDDEN, panelReducer } from './panel-state';
import { useCultivators } from './useCultivators';

/** The top-left buttons (large: 40 px) start 10 px down; a hint under them leaves 8 px. */
const HINT_TOP_BELOW_BUTTONS = 58;

/** paddy-field-show (spec 000 §2.5): the year's fields as pins, a detail panel and the per-brand area table. */
export default function PaddyFieldShow({ session }: RemoteRouteProps) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const narrow = useNarrow();
  const { mapRef, view } = useSessionMap(session);
  const [fields, setFields] = useState<PaddyField[]>([]);
  const [load, setLoad] = useState<'loading' | 'done' | 'failed'>('loading');
  const loaded = load !== 'loading';
  const [panel, dispatch] = useReducer(panelReducer, HIDDEN);
  const [areasOpen, setAreasOpen] = useState(false);
  const [areas, setAreas] = useState<PaddyFieldArea[]>([]);
  const [areasLoading, setAreasLoading] = useState(false);
  const [transferOpen, setTransferOpen] = useState(false);
  // The outline being drawn for the selected field; null when not drawing.
  const [drawing, setDrawing] = useState<EditorState | null>(null);
  const mid = session.managementId;

  // The fields request goes first; the smaller requests wait for it, so that with 2,000 fields
  // the pins are not kept waiting by the brands, users and landmarks (only the edit form and the
  // map's extras need those).
  const fieldList = useRouteQuery(CLIENT_ROUTES['paddyFields.list'], { query: year(mid) });
  useState(preloadFieldPins); // the pin bitmaps get ready while the list travels
  // The screen edits its copy of the list in place after each write (see setFields below).
  useEffect(() => {
    if (fieldList.data) {
      setFields(fieldList.data);
      setLoad('done');
    } else if (fieldList.error) {
      console.warn('[mfe-fields] paddy fields could not be loaded', fieldList.error);
      setLoad('failed');
    }
  }, [fieldList.data, fieldList.dataUpdatedAt, fieldList.error]);
  const brandList = useRouteQuery(CLIENT_ROUTES['brands.list'], { query: year(mid) }, { enabled: loaded });
  useEffect(() => {
    if (brandList.error) console.warn('[mfe-fields] brands could not be loaded', brandList.error);
  }, [brandList.error]);
  const brands = brandList.data ?? [];
  const landmarks = useLandmarkMarkers(mid, loaded);
  const cultivators = useCultivators(session.user.display_name, loaded);

  const loadAreas = useCallback(() => {
    setAreasLoading(true);
    fieldsApi
      .paddyFieldAreas(mid)
      .then(setAreas)
      .catch((e) => console.warn('[mfe-fields] paddy-field areas could not be loaded', e))
      .finally(() => setAreasLoading(false));
  }, [mid]);

  const toggleAreas = useCallback(() => {
    if (!areasOpen) loadAreas();
    setAreasOpen(!areasOpen);
  }, [areasOpen, loadAreas]);

  const byId = useMemo(() => new Map(fields.map((f) => [f.paddy_field_id, f])), [fields]);
  const selected = panel.fieldId ? byId.get(panel.fieldId) : undefined;
  // The map shows the selection a frame after the panel: a tap among 10,000 fields paints the
  // panel first, then the map swaps the pin and outline (and re-sorts its pins) in a render of its own.
  const mapSelected = useAfterPaint(panel.mode === 'hidden' ? null : (selected ?? null));
  // The pins of every field once per list; a selection swaps one of them (10,000 fields: a click stays instant).
  const plainMarkers = useMemo(() => fieldMarkers(fields), [fields]);
  const markers = useMemo(() => withSelectedPin(plainMarkers, mapSelected), [plainMarkers, mapSelected]);
  const plainPolygons = useMemo(() => fieldPolygons(fields), [fields]);
  const polygons = useMemo(
    () => (drawing ? plainPolygons.filter((p) => p.id !== selected?.paddy_field_id) : withSelectedPolygon(plainPolygons, mapSelected)),
    [plainPolygons, mapSelected, selected, drawing],
  );
  const polygonEditor = useMemo<FarmPolygonEditor | null>(
    () =>
      drawing
        ? {
            vertices: drawing.vertices,
            onVertexMove: (i, lat, lng) => setDrawing((d) => d && moveVertex(d, i, lat, lng)),
            onVertexClick: (i) => setDrawing((d) => d && deleteVertex(d, i)),
          }
        : null,
    [drawing],
  );
  const points = useMemo(() => plainMarkers.map((m) => [m.lat, m.lng] as [number, number]), [plainMarkers]);
  useFitOnce(mapRef, points, !session.user.area_pos);

  useEffect(() => {
    if (panel.fieldId && !selected && fields.length) dispatch({ type: 'missing' });
  }, [panel.fieldId, selected, fields.length]);

  // Only field pins open the panel: the home marker reports its clicks here too.
  const onMarkerClick = useCallback((id: string) => byId.has(id) && dispatch({ type: 'select', fieldId: id }), [byId]);
  const onMapClick = useCallback(
    (lat: number, lng: number) => {
      if (drawing) setDrawing((d) => d && addVertex(d, lat, lng));
      else dispatch({ type: 'mapClick' });
    },
    [drawing],
  );

  const replaceField = (updated: PaddyField) => setFields((list) => list.map((f) => (f.paddy_field_id === updated.paddy_field_id ? updated : f)));

  const saveBoundary = async () => {
    const polygon = drawing && summarize(drawing).polygon;
    if (!selected || !polygon) return;
    try {
      replaceField(await fieldsApi.updatePaddyField(mid, { paddy_field_id: selected.paddy_field_id, boundary: polygon }));
      setDrawing(null);
      message.success(BOUNDARY_TEXTS.saved);
      if (areasOpen) loadAreas();
    } catch (e) {
      console.error('[mfe-fields] boundary update failed', e);
      await dialog.message(failureMessage(e, ERRORS.updateFailed));
    }
  };

  const removeBoundary = async () => {
    if (!selected || !(await dialog.confirm(BOUNDARY_TEXTS.confirmRemove))) return;
    try {
      replaceField(await fieldsApi.updatePaddyField(mid, { paddy_field_id: selected.paddy_field_id, boundary: null }));
      message.success(BOUNDARY_TEXTS.removed);
    } catch (e) {
      console.error('[mfe-fields] boundary removal failed', e);
      await dialog.message(failureMessage(e, ERRORS.updateFailed));
    }
  };
  const hasBoundaries = plainPolygons.length > 0;

  // The buttons at the top left and the transfer dialog, kept as they are while a tap selects a
  // field: a tap among 10,000 fields renders the panel, not these again.
  const toolbar = useMemo(
    () => (
      <div style={{ position: 'absolute', top: 10, left: 10, zIndex: 1000, width: narrow ? 'calc(100% - 20px)' : 340, pointerEvents: 'none' }}>
        <Tooltip title={FIELD_TEXTS.areaTableToggle} placement="right">
          <MapButton
            icon={<FilterOutlined />}
            type={areasOpen ? 'primary' : 'default'}
            aria-label={FIELD_TEXTS.areaTableToggle}
            aria-pressed={areasOpen}
            data-testid="area-toggle"
            onClick={toggleAreas}
            style={{ pointerEvents: 'auto' }}
          />
        </Tooltip>
        <Tooltip title={TRANSFER_TEXTS.title} placement="right">
          <MapButton
            icon={<SwapOutlined />}
            aria-label={TRANSFER_TEXTS.title}
            data-testid="transfer-open"
            onClick={() => setTransferOpen(true)}
            style={{ pointerEvents: 'auto', marginInlineStart: 8 }}
          >
            {narrow ? null : TRANSFER_TEXTS.open}
          </MapButton>
        </Tooltip>
        {areasOpen ? (
          <div style={{ marginTop: 8, pointerEvents: 'auto' }}>
            <AreaTable rows={areas} loading={areasLoading} />
          </div>
        ) : null}
      </div>
    ),
    [narrow, areasOpen, areas, areasLoading, toggleAreas],
  );

  const refetchFields = fieldList.refetch;
  const transferDialog = useMemo(
    () => (
      <FieldTransferDialog
        open={transferOpen}
        managementId={mid}
        canEdit={session.canEdit}
        onClose={() => setTransferOpen(false)}
        onImported={() => {
          setLoad('loading');
          void refetchFields();
        }}
      />
    ),
    [transferOpen, mid, session.canEdit, refetchFields],
  );

  const save = async (values: FieldFormValues) => {
    if (!selected) return;
    try {
      const updated = await fieldsApi.updatePaddyField(mid, updateRequestOf(selected.paddy_field_id, values, session.waterFeature));
      setFields((list) => list.map((f) => (f.paddy_field_id === updated.paddy_field_id ? updated : f)));
      dispatch({ type: 'saved' });
      message.success(TOASTS.changesSaved);
      if (areasOpen) loadAreas();
    } catch (e) {
      console.error('[mfe-fields] paddy field update failed', e);
      await dialog.message(failureMessage(e, ERRORS.updateFailed));
    }
  };

  const remove = async () => {
    if (!selected || !(await dialog.confirm(CONFIRM.delete))) return;
    try {
      await fieldsApi.deletePaddyFields(mid, [selected.paddy_field_id]);
      setFields((list) => list.filter((f) => f.paddy_field_id !== selected.paddy_field_id));
      dispatch({ type: 'deleted' });
      message.success(LANDMARK_TEXTS.deleted);
      if (areasOpen) loadAreas();
    } catch (e) {
      console.error('[mfe-fields] paddy field delete failed', e);
      await dialog.message(failureMessage(e, ERRORS.deleteFailed));
    }
  };

  return (
    <MapPage testId="paddy-field-show">
      <FarmMap ref={mapRef} {...sessionMapProps(session, view)}
        markers={markers}
        polygons={polygons}
        polygonEditor={polygonEditor}
        extraAttribution={hasBoundaries ? FUDE_POLYGON_CREDIT : null}
        landmarks={landmarks}
        onMarkerClick={onMarkerClick}
        onMapClick={onMapClick}
      >
        {/* On a phone the hint spans the map's width: it goes below the buttons at the top left, not over them. */}
        {!session.canEdit ? <MapHint type="warning" top={narrow ? HINT_TOP_BELOW_BUTTONS : undefined}>{readOnlyReason(session)}</MapHint> : null}
        {session.canEdit && load === 'done' && fields.length === 0 ? (
          <MapHint top={narrow ? HINT_TOP_BELOW_BUTTONS : undefined}>{FIELD_TEXTS.noFields}</MapHint>
        ) : null}
        {toolbar}
        {drawing && selected ? (
          <BoundaryEditorBar
            fieldName={selected.name || FIELD_TEXTS.unnamed}
            state={drawing}
            onUndo={() => setDrawing((d) => d && undo(d))}
            onClear={() => setDrawing((d) => d && clearVertices(d))}
            onCancel={() => setDrawing(null)}
            onSave={saveBoundary}
          />
        ) : null}
        {!drawing && panel.mode !== 'hidden' && selected ? (
          <FieldPanel
            mode={panel.mode}
            field={selected}
            brands={brands}
            cultivators={cultivators}
            canEdit={session.canEdit}
            waterFeature={session.waterFeature}
            onEdit={() => dispatch({ type: 'edit', canEdit: session.canEdit })}
            onCancel={() => dispatch({ type: 'cancel' })}
            onClose={() => dispatch({ type: 'close' })}
            onSave={save}
            onDelete={remove}
            onDrawBoundary={() => setDrawing(startEditor(selected.boundary))}
            onRemoveBoundary={removeBoundary}
          />
        ) : null}
        {transferDialog}
      </FarmMap>
    </MapPage>
  );
}
