import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref, type RefObject } from 'react';
import {
  GSI_AERIAL_TILES, GSI_ATTRIBUTION, GSI_MAX_NATIVE_ZOOM, GSI_STANDARD_TILES,
  HOME_MARKER_ID, MAX_ZOOM, MIN_ZOOM,
} from '../constants';
import { HOME_MARKER_ICON } from '../icons/home-icon';
import { landmarkMarkerIcon } from '../icons/landmark-icons';
import { partitionMarkers } from '../partition';
import type { FarmMapHandle, FarmMapViewProps, FarmMarkerIcon, MapType } from '../types';
import { resolveView, samePosition } from '../view';
import { leafletIcon } from './leaflet-icons';
import { MapStatusControl } from './MapStatusControl';
import { MapTypeControl } from './MapTypeControl';
import { useControlsAboveSheets } from './controls-above-sheets';
import { FRAME_PADDING } from './canvas-frame';
import { PinCanvasLayer } from './pin-canvas-layer';
import { PolygonIndex } from '../polygons/polygon-index';
import { drawPolygonEditor } from './polygon-editor-layer';
import { PolygonLayer } from './polygon-layer';

export interface LeafletFarmMapProps extends FarmMapViewProps {
  handleRef?: Ref<FarmMapHandle>;
}

const TILE_URLS: Record<MapType, string> = { aerial: GSI_AERIAL_TILES, standard: GSI_STANDARD_TILES };
const LEAFLET_PREFIX = '<a href="https://leafletjs.com">Leaflet</a>';

/**
 * The keyless default: Leaflet (BSD-2-Clause) on GSI tiles, driven directly from React effects
 * (no react-leaflet, whose licence many companies refuse). One map per mount; tiles, pins,
 * lines and markers are layers kept in step with the props.
 */
export function LeafletFarmMap(props: LeafletFarmMapProps) {
  const { center, zoom, mapType, defaultMapType, onMapTypeChange, markers, polylines, homeMarker, landmarks } = props;
  const [ownType, setOwnType] = useState<MapType>(defaultMapType ?? 'aerial');
  const type = mapType ?? ownType;
  // The home position, not the object's identity: screens make a new home object each render.
  const homeLat = homeMarker?.lat;
  const homeLng = homeMarker?.lng;
  const { canvas, live } = useMemo(
    () => partitionMarkers(markers ?? [], homeLat !== undefined && homeLng !== undefined ? { lat: homeLat, lng: homeLng } : null),
    [markers, homeLat, homeLng],
  );
  const wrapper = useRef<HTMLDivElement>(null);
  const mapElement = useRef<HTMLDivElement>(null);
  const layerRef = useRef<PinCanvasLayer | null>(null);
  const polygonLayer = useRef<PolygonLayer | null>(null);
  // One index per map, built again only when the shapes change (a selection keeps it).
  const [polygonIndex] = useState(() => new PolygonIndex());
  const indexRef = useRef(polygonIndex);
  const [map, setMap] = useState<L.Map | null>(null);
  // Handlers change every render; the map listeners read the latest ones from here.
  const latest = useRef(props);
  latest.current = props;
  const [initial] = useState(() => resolveView(center, zoom));
  const showLandmarks = props.showLandmarks ?? true;

  // The map itself, its controls, its events and the pin canvas: once per mount.
  useLayoutEffect(() => {
    const element = mapElement.current;
    if (!element) return undefined;
    const created = L.map(element, {
      center: [initial.center.lat, initial.center.lng],
      zoom: initial.zoom,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      zoomControl: false,
      attributionControl: false,
    });
    L.control.zoom({ position: 'bottomright', zoomInTitle: '拡大', zoomOutTitle: '縮小' }).addTo(created);
    created.attributionControl = L.control.attribution({ position: 'bottomright', prefix: LEAFLET_PREFIX }).addTo(created);
    const layer = new PinCanvasLayer({
      padding: FRAME_PADDING,
      // Lets browser tests and the benchmark wait for the pins without pixel reading: set after
      // the frame in which the canvas painted `pinsDrawn` pins (in view, icon loaded) of `pins`.
      onDrawn: (drawn, total) => {
        setData(wrapper.current, { pins: total, pinsDrawn: drawn, baseDraws: layer.baseDraws + (polygonLayer.current?.baseDraws ?? 0) });
      },
    });
    // Outlines first, so the pin canvas stays above them. data-outlines-drawn: outlines in the
    // base canvas's last paint; data-base-draws: paints of the cached base canvases (pins and
    // outlines), which a selection leaves alone.
    const outlines = new PolygonLayer({
      padding: FRAME_PADDING,
      onDrawn: (drawn) => setData(wrapper.current, { outlinesDrawn: drawn, baseDraws: layer.baseDraws + outlines.baseDraws }),
    });
    polygonLayer.current = outlines.addTo(created);
    layer.addTo(created);
    layerRef.current = layer;
    listen(created, latest, layerRef, indexRef);
    setMap(created);
    return () => {
      layerRef.current = null;
      polygonLayer.current = null;
      created.remove();
      setMap(null);
    };
  }, [initial]);

  useLayoutEffect(() => {
    if (!map) return undefined;
    const tiles = L.tileLayer(TILE_URLS[type], { attribution: GSI_ATTRIBUTION, maxNativeZoom: GSI_MAX_NATIVE_ZOOM, maxZoom: MAX_ZOOM });
    // Below the pin canvas and the markers, whatever was added first.
    tiles.addTo(map).bringToBack();
    return () => {
      tiles.remove();
    };
  }, [map, type]);

  useLayoutEffect(() => {
    if (map) layerRef.current?.setPins(canvas);
  }, [map, canvas]);

  useLayoutEffect(() => {
    if (!map) return undefined;
    const index = indexRef.current.update(props.polygons ?? []);
    polygonLayer.current?.setPolygons(props.polygons ?? []);
    // The tap index of new shapes is built after the paint, in the browser's idle time.
    return index.prepareWhenIdle();
  }, [map, props.polygons]);

  const editor = props.polygonEditor;
  useLayoutEffect(() => {
    if (!map || !editor) return undefined;
    return drawPolygonEditor(map, editor, () => latest.current.polygonEditor);
    // Redrawn per shape (the vertices array changes on every edit), not per render.
  }, [map, editor?.vertices]);

  const extra = props.extraAttribution;
  useLayoutEffect(() => {
    const control = map?.attributionControl;
    if (!control || !extra) return undefined;
    const text = escapeHtml(extra);
    control.addAttribution(text);
    return () => {
      control.removeAttribution(text);
    };
  }, [map, extra]);

  useLayoutEffect(() => {
    if (!map) return undefined;
    const lines = (polylines ?? []).map((p) =>
      L.polyline(p.points, { color: p.color, weight: p.weight ?? 3, opacity: 0.9 }).addTo(map),
    );
    return () => lines.forEach((l) => l.remove());
  }, [map, polylines]);

  const landmarkMarkers = useMemo(
    () =>
      showLandmarks
        ? (landmarks ?? []).map((l) => ({
            key: `landmark-${l.id}`, lat: l.lat, lng: l.lng, icon: landmarkMarkerIcon(l.icon), title: l.name,
            onClick: () => latest.current.onLandmarkClick?.(l.id),
          }))
        : [],
    [landmarks, showLandmarks],
  );
  useMarkers(map, landmarkMarkers);

  const elementMarkers = useMemo<MarkerSpec[]>(
    () => [
      ...(homeMarker
        ? [{
            key: HOME_MARKER_ID, lat: homeMarker.lat, lng: homeMarker.lng, icon: HOME_MARKER_ICON, title: homeMarker.title,
            draggable: !!homeMarker.draggable, zIndexOffset: 1000,
            onClick: () => latest.current.onMarkerClick?.(HOME_MARKER_ID),
            onDragEnd: (lat: number, lng: number) => latest.current.onMarkerDragEnd?.(HOME_MARKER_ID, lat, lng),
          }]
        : []),
      ...live.map((m) => ({
        key: m.id, lat: m.lat, lng: m.lng, icon: m.icon, title: m.title, draggable: !!m.draggable, autoPan: true,
        zIndexOffset: 2000 + (m.zIndex ?? 0),
        onClick: () => latest.current.onMarkerClick?.(m.id),
        onDragEnd: (lat: number, lng: number) => latest.current.onMarkerDragEnd?.(m.id, lat, lng),
      })),
    ],
    [homeMarker, live],
  );
  useMarkers(map, elementMarkers);

  useViewSync(map, center, zoom);
  useHandle(map, props.handleRef);
  useControlsAboveSheets(wrapper, map);

  return (
    <div ref={wrapper} className={props.className} style={{ position: 'relative', width: '100%', height: '100%', ...props.style }} data-map-provider="leaflet">
      <div ref={mapElement} style={{ position: 'absolute', inset: 0, isolation: 'isolate' }} />
      {map ? (
        <MapTypeControl
          map={map}
          value={type}
          onChange={(t) => {
            setOwnType(t);
            onMapTypeChange?.(t);
          }}
        />
      ) : null}
      {map && props.status ? <MapStatusControl map={map}>{props.status}</MapStatusControl> : null}
      {props.children}
    </div>
  );
}

/**
 * Click (a pin of the canvas, else an outline under it, else the map), zoom and move, read
 * through `latest`. While a shape is drawn every tap on the map is the editor's.
 */
function listen(
  map: L.Map, latest: RefObject<LeafletFarmMapProps>, layerRef: RefObject<PinCanvasLayer | null>, indexRef: RefObject<PolygonIndex>,
): void {
  map.on('click', (e: L.LeafletMouseEvent) => {
    const pointerType = (e.originalEvent as PointerEvent).pointerType || 'mouse';
    const editing = !!latest.current.polygonEditor;
    const id = editing
      ? null
      : (layerRef.current?.pinAt(e.containerPoint, pointerType) ?? indexRef.current.idAt(e.latlng.lat, e.latlng.lng));
    if (id !== null) latest.current.onMarkerClick?.(id);
    else latest.current.onMapClick?.(e.latlng.lat, e.latlng.lng);
  });
  map.on('zoomend', () => latest.current.onZoomChange?.(map.getZoom()));
  map.on('moveend', () => {
    const c = map.getCenter();
    latest.current.onCenterChange?.(c.lat, c.lng);
  });
}

/** Sets data attributes of the map's wrapper, writing only those that changed. */
function setData(el: HTMLElement | null, values: Record<string, number>): void {
  if (!el) return;
  for (const [key, value] of Object.entries(values)) if (el.dataset[key] !== String(value)) el.dataset[key] = String(value);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface MarkerSpec {
  key: string;
  lat: number;
  lng: number;
  icon: FarmMarkerIcon;
  title?: string;
  draggable?: boolean;
  autoPan?: boolean;
  zIndexOffset?: number;
  onClick: () => void;
  onDragEnd?: (lat: number, lng: number) => void;
}

interface LiveMarker {
  marker: L.Marker;
  spec: MarkerSpec;
}

/**
 * Keeps element markers in step with `specs` by key: a marker that stays is moved, re-iconed
 * and re-titled in place (never re-created, so a drag or a hover survives a re-render).
 */
function useMarkers(map: L.Map | null, specs: MarkerSpec[]): void {
  const current = useRef(new Map<string, LiveMarker>());
  useLayoutEffect(() => {
    const shown = current.current;
    if (!map) {
      shown.clear();
      return;
    }
    const wanted = new Set(specs.map((s) => s.key));
    for (const [key, entry] of shown) {
      if (!wanted.has(key)) {
        entry.marker.remove();
        shown.delete(key);
      }
    }
    for (const spec of specs) {
      const entry = shown.get(spec.key);
      if (!entry) {
        shown.set(spec.key, { marker: createMarker(map, spec, shown), spec });
        continue;
      }
      const { marker, spec: before } = entry;
      if (before.lat !== spec.lat || before.lng !== spec.lng) marker.setLatLng([spec.lat, spec.lng]);
      if (before.icon !== spec.icon) marker.setIcon(leafletIcon(spec.icon));
      if ((before.zIndexOffset ?? 0) !== (spec.zIndexOffset ?? 0)) marker.setZIndexOffset(spec.zIndexOffset ?? 0);
      if (!!before.draggable !== !!spec.draggable && marker.dragging) {
        if (spec.draggable) marker.dragging.enable();
        else marker.dragging.disable();
      }
      if (before.title !== spec.title) setTitle(marker, spec.title);
      entry.spec = spec;
    }
  }, [map, specs]);
  // Removed with the map, but let go of them when this component goes first.
  useEffect(() => {
    const shown = current.current;
    return () => {
      for (const entry of shown.values()) entry.marker.remove();
      shown.clear();
    };
  }, []);
}

function createMarker(map: L.Map, spec: MarkerSpec, shown: Map<string, LiveMarker>): L.Marker {
  const marker = L.marker([spec.lat, spec.lng], {
    icon: leafletIcon(spec.icon),
    draggable: !!spec.draggable,
    autoPan: !!spec.autoPan,
    zIndexOffset: spec.zIndexOffset ?? 0,
  });
  // The handlers of the latest spec (the props' handlers change every render).
  marker.on('click', () => shown.get(spec.key)?.spec.onClick());
  marker.on('dragend', () => {
    const p = marker.getLatLng();
    shown.get(spec.key)?.spec.onDragEnd?.(p.lat, p.lng);
  });
  setTitle(marker, spec.title);
  return marker.addTo(map);
}

/** Hover text as plain text (never HTML), new lines kept. */
function setTitle(marker: L.Marker, title: string | undefined): void {
  marker.unbindTooltip();
  if (!title) return;
  const span = document.createElement('span');
  span.style.whiteSpace = 'pre';
  span.textContent = title;
  marker.bindTooltip(span, { direction: 'top' });
}

/** Moves the map when the center or zoom props change value (not on every render). */
function useViewSync(map: L.Map | null, center: FarmMapViewProps['center'], zoom: number | undefined): void {
  const last = useRef({ center, zoom });
  useEffect(() => {
    if (!map) return;
    const prev = last.current;
    last.current = { center, zoom };
    if (samePosition(prev.center, center) && prev.zoom === zoom) return;
    const target = center ? L.latLng(center.lat, center.lng) : map.getCenter();
    map.setView(target, zoom ?? map.getZoom());
  }, [map, center?.lat, center?.lng, zoom]);
}

function useHandle(map: L.Map | null, handleRef: Ref<FarmMapHandle> | undefined): void {
  useImperativeHandle(
    handleRef,
    () =>
      (map
        ? {
            panTo(lat, lng, zoom) {
              if (zoom === undefined) map.panTo([lat, lng]);
              else map.setView([lat, lng], zoom);
            },
            getZoom: () => map.getZoom(),
            getCenter: () => {
              const c = map.getCenter();
              return { lat: c.lat, lng: c.lng };
            },
            fitBounds(points, maxZoom) {
              if (points.length === 0) return;
              map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom });
            },
          }
        : null) as FarmMapHandle,
    [map],
  );
}
