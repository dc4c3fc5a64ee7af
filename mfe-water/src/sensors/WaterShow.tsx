import { FarmMap, FOCUS_ZOOM, type FarmMapHandle, type FarmMarker } from '@inasaku/map';
import { ApiError, ERRORS, useDialog, type RemoteRouteProps } from '@inasaku/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sensorApi } from './api';
import { homeMarkerOf, MapHint, MapPage, sessionView } from './map-ui';
import { SensorPanel } from './SensorPanel';
import { StatusLegend } from './StatusLegend';
import { sensorHover, sensorIcon } from './sensor-view';
import { MAP_TEXTS } from './texts';
import type { SensorReadingView, SensorView } from './types';

/** Markers and the open panel follow new readings without a reload (the hourly judgement changes icons too). */
export const REFRESH_MS = 60_000;

/** A position from the prmLat / prmLng query, or null when either is missing or not a coordinate. */
export function focusOf(params: URLSearchParams): { lat: number; lng: number } | null {
  const lat = Number(params.get('prmLat') ?? NaN);
  const lng = Number(params.get('prmLng') ?? NaN);
  if (!params.get('prmLat') || !params.get('prmLng') || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** water-show (spec 001 "Sensor map"): a marker per sensor by status; a click toggles the sensor's panel. */
export default function WaterShow({ session }: RemoteRouteProps) {
  const dialog = useDialog();
  const mapRef = useRef<FarmMapHandle>(null);
  const [params] = useSearchParams();
  const focus = focusOf(params);
  // prmLat / prmLng open the map there at zoom 17 (spec 001 "Sensor map"), else the home view.
  const [view] = useState(() => (focus ? { center: focus, zoom: FOCUS_ZOOM } : sessionView(session)));
  const [sensors, setSensors] = useState<SensorView[]>([]);
  const [load, setLoad] = useState<'loading' | 'done' | 'failed'>('loading');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [readings, setReadings] = useState<SensorReadingView[] | null>(null);

  const loadSensors = useCallback(async () => {
    try {
      const list = await sensorApi.listSensors(session.managementId);
      setSensors(list);
      setLoad('done');
    } catch (e) {
      // Other load failures are only logged (spec 001 §8).
      console.warn('[mfe-water] sensors could not be loaded', e);
      setLoad((l) => (l === 'loading' ? 'failed' : l));
    }
  }, [session.managementId]);

  useEffect(() => {
    void loadSensors();
    const timer = setInterval(() => void loadSensors(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [loadSensors]);

  // A later prmLat / prmLng (a dashboard click while the map is open) pans there too.
  const focusKey = focus ? `${focus.lat},${focus.lng}` : '';
  const firstFocus = useRef(focusKey);
  useEffect(() => {
    if (!focusKey || focusKey === firstFocus.current) return;
    const [lat, lng] = focusKey.split(',').map(Number);
    mapRef.current?.panTo(lat, lng, FOCUS_ZOOM);
  }, [focusKey]);

  // ?sensor_id= (a tapped alert notification) opens that sensor's panel at its place once it is loaded.
  const sensorParam = params.get('sensor_id');
  const openedParam = useRef<string | null>(null);
  useEffect(() => {
    if (!sensorParam || openedParam.current === sensorParam) return;
    const target = sensors.find((s) => s.sensor_id === sensorParam);
    if (!target) return;
    openedParam.current = sensorParam;
    setSelectedId(target.sensor_id);
    mapRef.current?.panTo(target.latitude, target.longitude, FOCUS_ZOOM);
  }, [sensorParam, sensors]);

  // Without a home position or a focus, the first sensors frame the view.
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || focusKey || sensorParam || session.user.area_pos || sensors.length === 0) return;
    fitted.current = true;
    mapRef.current?.fitBounds(sensors.map((s) => [s.latitude, s.longitude]), FOCUS_ZOOM);
  }, [sensors, focusKey, sensorParam, session.user.area_pos]);

  const loadReadings = useCallback(
    async (sensorId: string, live: () => boolean) => {
      try {
        const list = await sensorApi.rawReadings(sensorId);
        if (live()) setReadings(list);
      } catch (e) {
        console.error('[mfe-water] sensor readings could not be loaded', e);
        if (!live()) return;
        setReadings([]);
        // Spec 001 §8: a sensor reading fetch failure is alerted.
        await dialog.message(e instanceof ApiError && e.status !== 0 ? e.message : ERRORS.communication);
      }
    },
    [dialog],
  );

  useEffect(() => {
    if (!selectedId) return;
    let live = true;
    setReadings(null);
    void loadReadings(selectedId, () => live);
    const timer = setInterval(() => void loadReadings(selectedId, () => live), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [selectedId, loadReadings]);

  const markers = useMemo<FarmMarker[]>(
    () =>
      sensors.map((s) => ({
        id: s.sensor_id,
        lat: s.latitude,
        lng: s.longitude,
        icon: sensorIcon(s.status),
        title: sensorHover(s),
        zIndex: s.sensor_id === selectedId ? 10 : undefined,
      })),
    [sensors, selectedId],
  );
  const byId = useMemo(() => new Map(sensors.map((s) => [s.sensor_id, s])), [sensors]);
  const selected = selectedId ? byId.get(selectedId) : undefined;

  // Only sensor markers toggle the panel: the home marker reports its clicks here too.
  const onMarkerClick = useCallback((id: string) => byId.has(id) && setSelectedId((cur) => (cur === id ? null : id)), [byId]);

  return (
    <MapPage testId="water-show">
      <FarmMap
        ref={mapRef}
        googleMapsApiKey={session.config.googleMapsApiKey}
        center={view.center}
        zoom={view.zoom}
        markers={markers}
        homeMarker={homeMarkerOf(session)}
        onMarkerClick={onMarkerClick}
      >
        {load === 'done' && sensors.length === 0 ? <MapHint>{MAP_TEXTS.noSensors}</MapHint> : null}
        {load === 'failed' ? <MapHint type="warning">{MAP_TEXTS.loadFailed}</MapHint> : null}
        {sensors.length > 0 ? <StatusLegend sensors={sensors} /> : null}
        {selected ? <SensorPanel sensor={selected} readings={readings} onClose={() => setSelectedId(null)} /> : null}
      </FarmMap>
    </MapPage>
  );
}
