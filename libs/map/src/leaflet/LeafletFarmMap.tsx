import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref, type RefObject } from 'react';
import { AttributionControl, MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import {
  GSI_AERIAL_TILES, GSI_ATTRIBUTION, GSI_MAX_NATIVE_ZOOM, GSI_STANDARD_TILES,
  HOME_MARKER_ID, MAX_ZOOM, MIN_ZOOM,
} from '../constants';
import { HOME_MARKER_ICON } from '../icons/home-icon';
import { landmarkMarkerIcon } from '../icons/landmark-icons';
import { partitionMarkers } from '../partition';
import type { FarmMapHandle, FarmMapViewProps, MapType } from '../types';
import { resolveView, samePosition } from '../view';
import { leafletIcon } from './leaflet-icons';
import { MapTypeControl } from './MapTypeControl';
import { PinCanvasLayer, type CanvasPin } from './pin-canvas-layer';

export interface LeafletFarmMapProps extends FarmMapViewProps {
  handleRef?: Ref<FarmMapHandle>;
}

const TILE_URLS: Record<MapType, string> = { aerial: GSI_AERIAL_TILES, standard: GSI_STANDARD_TILES };
const LEAFLET_PREFIX = '<a href="https://leafletjs.com">Leaflet</a>';

/** The keyless default: Leaflet on GSI tiles. */
export function LeafletFarmMap(props: LeafletFarmMapProps) {
  const { center, zoom, mapType, defaultMapType, onMapTypeChange, markers, polylines, homeMarker, landmarks } = props;
  const [ownType, setOwnType] = useState<MapType>(defaultMapType ?? 'aerial');
  const type = mapType ?? ownType;
  const { canvas, live } = useMemo(() => partitionMarkers(markers ?? []), [markers]);
  const wrapper = useRef<HTMLDivElement>(null);
  const layerRef = useRef<PinCanvasLayer | null>(null);
  // Handlers change every render; the map listeners read the latest ones from here.
  const latest = useRef(props);
  latest.current = props;
  const [initial] = useState(() => resolveView(center, zoom));
  const showLandmarks = props.showLandmarks ?? true;

  return (
    <div ref={wrapper} className={props.className} style={{ position: 'relative', width: '100%', height: '100%', ...props.style }} data-map-provider="leaflet">
      <MapContainer
        center={[initial.center.lat, initial.center.lng]}
        zoom={initial.zoom}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        zoomControl={false}
        attributionControl={false}
        style={{ position: 'absolute', inset: 0, isolation: 'isolate' }}
      >
        <TileLayer url={TILE_URLS[type]} attribution={GSI_ATTRIBUTION} maxNativeZoom={GSI_MAX_NATIVE_ZOOM} maxZoom={MAX_ZOOM} />
        <ZoomControl position="bottomright" zoomInTitle="拡大" zoomOutTitle="縮小" />
        <AttributionControl position="bottomright" prefix={LEAFLET_PREFIX} />
        <MapTypeControl
          value={type}
          onChange={(t) => {
            setOwnType(t);
            onMapTypeChange?.(t);
          }}
        />
        <ViewSync center={center} zoom={zoom} />
        <Handle handleRef={props.handleRef} />
        <PinCanvas
          pins={canvas}
          layerRef={layerRef}
          onDrawn={(n) => {
            // Lets browser tests and the benchmark wait for the pins without pixel reading.
            if (wrapper.current) wrapper.current.dataset.pinsDrawn = String(n);
          }}
        />
        <MapEvents latest={latest} layerRef={layerRef} />
        {(polylines ?? []).map((p) => (
          <Polyline key={p.id} positions={p.points} pathOptions={{ color: p.color, weight: p.weight ?? 3, opacity: 0.9 }} />
        ))}
        {showLandmarks &&
          (landmarks ?? []).map((l) => (
            <Marker
              key={`landmark-${l.id}`}
              position={[l.lat, l.lng]}
              icon={leafletIcon(landmarkMarkerIcon(l.icon))}
              eventHandlers={{ click: () => latest.current.onLandmarkClick?.(l.id) }}
            >
              {l.name ? <HoverText text={l.name} /> : null}
            </Marker>
          ))}
        {homeMarker ? (
          <Marker
            position={[homeMarker.lat, homeMarker.lng]}
            icon={leafletIcon(HOME_MARKER_ICON)}
            draggable={!!homeMarker.draggable}
            zIndexOffset={1000}
            eventHandlers={{
              click: () => latest.current.onMarkerClick?.(HOME_MARKER_ID),
              dragend: (e) => {
                const p = (e.target as L.Marker).getLatLng();
                latest.current.onMarkerDragEnd?.(HOME_MARKER_ID, p.lat, p.lng);
              },
            }}
          >
            {homeMarker.title ? <HoverText text={homeMarker.title} /> : null}
          </Marker>
        ) : null}
        {live.map((m) => (
          <Marker
            key={m.id}
            position={[m.lat, m.lng]}
            icon={leafletIcon(m.icon)}
            draggable
            autoPan
            zIndexOffset={2000 + (m.zIndex ?? 0)}
            eventHandlers={{
              click: () => latest.current.onMarkerClick?.(m.id),
              dragend: (e) => {
                const p = (e.target as L.Marker).getLatLng();
                latest.current.onMarkerDragEnd?.(m.id, p.lat, p.lng);
              },
            }}
          >
            {m.title ? <HoverText text={m.title} /> : null}
          </Marker>
        ))}
      </MapContainer>
      {props.children}
    </div>
  );
}

function HoverText({ text }: { text: string }) {
  return (
    <Tooltip direction="top">
      <span style={{ whiteSpace: 'pre' }}>{text}</span>
    </Tooltip>
  );
}

function PinCanvas({ pins, layerRef, onDrawn }: { pins: CanvasPin[]; layerRef: RefObject<PinCanvasLayer | null>; onDrawn: (n: number) => void }) {
  const map = useMap();
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;
  useEffect(() => {
    const layer = new PinCanvasLayer({ onDrawn: (n) => drawn.current(n) });
    layerRef.current = layer;
    layer.addTo(map);
    return () => {
      layer.remove();
      layerRef.current = null;
    };
  }, [map, layerRef]);
  useEffect(() => {
    layerRef.current?.setPins(pins);
  }, [pins, layerRef]);
  return null;
}

function MapEvents({ latest, layerRef }: { latest: RefObject<LeafletFarmMapProps>; layerRef: RefObject<PinCanvasLayer | null> }) {
  useMapEvents({
    click(e) {
      const pointerType = (e.originalEvent as PointerEvent).pointerType || 'mouse';
      const id = layerRef.current?.pinAt(e.containerPoint, pointerType) ?? null;
      if (id !== null) latest.current.onMarkerClick?.(id);
      else latest.current.onMapClick?.(e.latlng.lat, e.latlng.lng);
    },
    zoomend(e) {
      latest.current.onZoomChange?.((e.target as L.Map).getZoom());
    },
    moveend(e) {
      const c = (e.target as L.Map).getCenter();
      latest.current.onCenterChange?.(c.lat, c.lng);
    },
  });
  return null;
}

/** Moves the map when the center or zoom props change value (not on every render). */
function ViewSync({ center, zoom }: Pick<FarmMapViewProps, 'center' | 'zoom'>) {
  const map = useMap();
  const last = useRef({ center, zoom });
  useEffect(() => {
    const prev = last.current;
    last.current = { center, zoom };
    if (samePosition(prev.center, center) && prev.zoom === zoom) return;
    const target = center ? L.latLng(center.lat, center.lng) : map.getCenter();
    map.setView(target, zoom ?? map.getZoom());
  }, [map, center?.lat, center?.lng, zoom]);
  return null;
}

function Handle({ handleRef }: { handleRef?: Ref<FarmMapHandle> }) {
  const map = useMap();
  useImperativeHandle(
    handleRef,
    () => ({
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
    }),
    [map],
  );
  return null;
}
