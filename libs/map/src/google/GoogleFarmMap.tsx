import { GoogleMap, MarkerF, PolygonF, PolylineF, useJsApiLoader } from '@react-google-maps/api';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { GOOGLE_LOAD_TIMEOUT_MS, HOME_MARKER_ID, MAP_TILT, MAX_ZOOM, MIN_ZOOM } from '../constants';
import { HOME_MARKER_ICON } from '../icons/home-icon';
import { landmarkMarkerIcon } from '../icons/landmark-icons';
import type { FarmMapHandle, FarmMapViewProps, MapType } from '../types';
import { PolygonIndex } from '../polygons/polygon-index';
import { resolveView, samePosition } from '../view';
import { onGoogleAuthFailure } from './auth-failure';
import { GoogleMarkerSet, type GoogleMarkerItem } from './google-markers';
import { googleOutlines } from './google-outline-overlay';
import { GoogleStatusControl } from './GoogleStatusControl';
import { HOME_Z, markerZIndex } from './marker-z';

export interface GoogleFarmMapProps extends FarmMapViewProps {
  apiKey: string;
  handleRef?: Ref<FarmMapHandle>;
  /** Called when Google cannot be used: script error, refused key or no answer in time. */
  onFail: (reason: unknown) => void;
}

const GOOGLE_TYPE: Record<MapType, string> = { aerial: 'satellite', standard: 'roadmap' };

/** Google Maps with the same behaviour as the Leaflet map. Default export for React.lazy. */
export default function GoogleFarmMap(props: GoogleFarmMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'inasaku-google-maps',
    googleMapsApiKey: props.apiKey,
    language: 'ja',
    region: 'JP',
  });
  const onFail = useRef(props.onFail);
  onFail.current = props.onFail;

  useEffect(() => onGoogleAuthFailure(() => onFail.current(new Error('Google Maps refused the API key'))), []);
  useEffect(() => {
    if (loadError) onFail.current(loadError);
  }, [loadError]);
  useEffect(() => {
    if (isLoaded || loadError) return;
    const timer = setTimeout(() => onFail.current(new Error('Google Maps did not load in time')), GOOGLE_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isLoaded, loadError]);

  if (!isLoaded) {
    return <div className={props.className} style={{ width: '100%', height: '100%', background: '#e5e3df', ...props.style }} data-map-provider="loading" />;
  }
  return <GoogleFarmMapView {...props} />;
}

function GoogleFarmMapView(props: GoogleFarmMapProps) {
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [initial] = useState(() => resolveView(props.center, props.zoom));
  const [ownType, setOwnType] = useState<MapType>(props.defaultMapType ?? 'aerial');
  const type = props.mapType ?? ownType;
  const latest = useRef(props);
  latest.current = props;

  const options = useMemo<google.maps.MapOptions>(
    () => ({
      tilt: MAP_TILT,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      mapTypeId: GOOGLE_TYPE[props.mapType ?? props.defaultMapType ?? 'aerial'],
      zoomControl: true,
      zoomControlOptions: { position: google.maps.ControlPosition.RIGHT_BOTTOM },
      mapTypeControl: true,
      mapTypeControlOptions: {
        position: google.maps.ControlPosition.LEFT_BOTTOM,
        mapTypeIds: ['satellite', 'roadmap'],
        style: google.maps.MapTypeControlStyle.HORIZONTAL_BAR,
      },
      streetViewControl: false,
      fullscreenControl: false,
      rotateControl: false,
      clickableIcons: false,
    }),
    [],
  );

  useEffect(() => {
    if (map && map.getMapTypeId() !== GOOGLE_TYPE[type]) map.setMapTypeId(GOOGLE_TYPE[type]);
  }, [map, type]);

  // Move only when the centre or zoom props change value, as the Leaflet map does.
  const lastView = useRef({ center: props.center, zoom: props.zoom });
  useEffect(() => {
    const prev = lastView.current;
    lastView.current = { center: props.center, zoom: props.zoom };
    if (!map || (samePosition(prev.center, props.center) && prev.zoom === props.zoom)) return;
    if (props.center) map.setCenter(props.center);
    if (props.zoom !== undefined) map.setZoom(props.zoom);
  }, [map, props.center?.lat, props.center?.lng, props.zoom]);

  // One index per map, built again only when the shapes change (a selection keeps it).
  const [index] = useState(() => new PolygonIndex());
  const polygonIndex = useMemo(() => index.update(props.polygons ?? []), [index, props.polygons]);
  const outlines = useMemo(() => (map ? googleOutlines(map) : null), [map]);
  useEffect(() => () => outlines?.remove(), [outlines]);
  useEffect(() => outlines?.setPolygons(props.polygons ?? []), [outlines, props.polygons]);
  const markerSet = useMemo(() => (map ? new GoogleMarkerSet(map) : null), [map]);
  useEffect(() => () => markerSet?.clear(), [markerSet]);
  const items = useMemo(
    () => markerItems(props, latest),
    [props.markers, props.landmarks, props.showLandmarks, props.homeMarker],
  );
  useEffect(() => markerSet?.update(items), [markerSet, items]);

  useImperativeHandle(
    props.handleRef,
    () => ({
      panTo(lat, lng, zoom) {
        map?.panTo({ lat, lng });
        if (zoom !== undefined) map?.setZoom(zoom);
      },
      getZoom: () => map?.getZoom() ?? initial.zoom,
      getCenter: () => {
        const c = map?.getCenter();
        return c ? { lat: c.lat(), lng: c.lng() } : initial.center;
      },
      fitBounds(points, maxZoom) {
        if (!map || points.length === 0) return;
        const bounds = new google.maps.LatLngBounds();
        for (const [lat, lng] of points) bounds.extend({ lat, lng });
        map.fitBounds(bounds, 40);
        if (maxZoom !== undefined) {
          google.maps.event.addListenerOnce(map, 'idle', () => {
            if ((map.getZoom() ?? 0) > maxZoom) map.setZoom(maxZoom);
          });
        }
      },
    }),
    [map, initial],
  );

  return (
    <div className={props.className} style={{ position: 'relative', width: '100%', height: '100%', ...props.style }} data-map-provider="google">
      <GoogleMap
        mapContainerStyle={{ position: 'absolute', inset: 0 }}
        center={initial.center}
        zoom={initial.zoom}
        options={options}
        onLoad={setMap}
        onUnmount={() => setMap(null)}
        onClick={(e) => {
          if (!e.latLng) return;
          const lat = e.latLng.lat();
          const lng = e.latLng.lng();
          // Inside an outline selects its field like its pin; a shape being drawn takes every tap.
          const id = latest.current.polygonEditor ? null : polygonIndex.idAt(lat, lng);
          if (id !== null) latest.current.onMarkerClick?.(id);
          else latest.current.onMapClick?.(lat, lng);
        }}
        onZoomChanged={() => {
          const z = map?.getZoom();
          if (z !== undefined) latest.current.onZoomChange?.(z);
        }}
        onIdle={() => {
          const c = map?.getCenter();
          if (c) latest.current.onCenterChange?.(c.lat(), c.lng());
        }}
        onMapTypeIdChanged={() => {
          const id = map?.getMapTypeId();
          const t: MapType | null = id === 'satellite' || id === 'hybrid' ? 'aerial' : id === 'roadmap' ? 'standard' : null;
          if (t && t !== type) {
            setOwnType(t);
            latest.current.onMapTypeChange?.(t);
          }
        }}
      >
        {(props.polylines ?? []).map((p) => (
          <PolylineF
            key={p.id}
            path={p.points.map(([lat, lng]) => ({ lat, lng }))}
            options={{ strokeColor: p.color, strokeWeight: p.weight ?? 3, strokeOpacity: 0.9, clickable: false }}
          />
        ))}
        {props.polygonEditor ? (
          <>
            <PolygonF
              paths={props.polygonEditor.vertices.map(([lat, lng]) => ({ lat, lng }))}
              options={{ strokeColor: '#FFEB3B', strokeWeight: 3, fillColor: '#FFEB3B', fillOpacity: 0.2, clickable: false }}
            />
            {props.polygonEditor.vertices.map(([lat, lng], i) => (
              <MarkerF
                key={`vertex:${i}:${lat}:${lng}`}
                position={{ lat, lng }}
                draggable
                title={`頂点${i + 1}`}
                icon={{ path: google.maps.SymbolPath.CIRCLE, scale: 8, fillColor: '#FFFFFF', fillOpacity: 1, strokeColor: '#FFEB3B', strokeWeight: 3 }}
                onClick={() => latest.current.polygonEditor?.onVertexClick(i)}
                onDragEnd={(e) => e.latLng && latest.current.polygonEditor?.onVertexMove(i, e.latLng.lat(), e.latLng.lng())}
              />
            ))}
          </>
        ) : null}
        {props.status ? <GoogleStatusControl>{props.status}</GoogleStatusControl> : null}
      </GoogleMap>
      {props.extraAttribution ? (
        <div style={{ position: 'absolute', left: 4, bottom: 28, zIndex: 1, fontSize: 10, background: 'rgba(255,255,255,0.8)', padding: '0 4px', pointerEvents: 'none' }}>
          {props.extraAttribution}
        </div>
      ) : null}
      {props.children}
    </div>
  );
}

function markerItems(props: GoogleFarmMapProps, latest: { current: GoogleFarmMapProps }): GoogleMarkerItem[] {
  const items: GoogleMarkerItem[] = [];
  if (props.showLandmarks ?? true) {
    for (const l of props.landmarks ?? []) {
      items.push({
        key: `landmark:${l.id}`, lat: l.lat, lng: l.lng, icon: landmarkMarkerIcon(l.icon), title: l.name,
        onClick: () => latest.current.onLandmarkClick?.(l.id),
      });
    }
  }
  const home = props.homeMarker;
  if (home) {
    items.push({
      key: HOME_MARKER_ID, lat: home.lat, lng: home.lng, icon: HOME_MARKER_ICON, title: home.title, draggable: home.draggable, zIndex: HOME_Z,
      onClick: () => latest.current.onMarkerClick?.(HOME_MARKER_ID),
      onDragEnd: (lat, lng) => latest.current.onMarkerDragEnd?.(HOME_MARKER_ID, lat, lng),
    });
  }
  for (const m of props.markers ?? []) {
    if (!Number.isFinite(m.lat) || !Number.isFinite(m.lng)) continue;
    items.push({
      key: `marker:${m.id}`, lat: m.lat, lng: m.lng, icon: m.icon, title: m.title, draggable: m.draggable,
      zIndex: markerZIndex(m, home),
      onClick: () => latest.current.onMarkerClick?.(m.id),
      onDragEnd: (lat, lng) => latest.current.onMarkerDragEnd?.(m.id, lat, lng),
    });
  }
  return items;
}
