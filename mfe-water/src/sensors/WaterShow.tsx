import { FarmMap, type FarmMapHandle, type FarmMarker, FOCUS_ZOOM, MapHint, MapPage, sessionMapProps, sessionView } from '@inasaku/map';
import { CLIENT_ROUTES } from '@inasaku/contracts';
import { ApiError, ERRORS, queryKeyOf, useDialog, useRouteQuery, type RemoteRouteProps } from '@inasaku/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sensorApi, year } from './api';
import { SensorPanel } from './SensorPanel';
import { StatusLegend } from './StatusLegend';
import { sensorHover, sensorIcon } from './sensor-view';
import { MAP_TEXTS } from './texts';
import type { SensorReadingView, SensorView } from './types';

/** Markers and the open panel follow new readings without a reload (the hourly judgement changes icons too). */
export const REFRESH_MS = 60_000;

/** Polled while the screen is open, also when the tab is in the background (a map left on a wall screen). */
const POLLING = { refetchInterval: REFRESH_MS, refetchIntervalInBackground: true };
const NO_SENSORS: SensorView[] = [];

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
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const all = useRouteQuery(CLIENT_ROUTES['sensors.list'], { query: year(session.managementId) }, POLLING);
  const sensors: SensorView[] = all.data?.list ?? NO_SENSORS;
  // A failed refresh keeps the sensors shown.
  const load = all.data ? 'done' : all.error ? 'failed' : 'loading';
  useEffect(() => {
    // Other load failures are only logged (spec 001 §8).
    if (all.error) console.warn('[mfe-water] sensors could not be loaded', all.error);
  }, [all.error]);

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

  // The open sensor's last 3 hours, the window moving with every refresh.
  const raw = useQuery({
    queryKey: [...queryKeyOf(CLIENT_ROUTES['readings.raw']), selectedId],
    queryFn: ({ signal }) => sensorApi.rawReadings(selectedId!, Date.now(), signal),
    enabled: !!selectedId,
    ...POLLING,
  });
  const readings: SensorReadingView[] | null = raw.error ? (raw.data ?? []) : (raw.data ?? null);
  const { message } = dialog;
  useEffect(() => {
    if (!raw.error) return;
    console.error('[mfe-water] sensor readings could not be loaded', raw.error);
    // Spec 001 §8: a sensor reading fetch failure is alerted.
    const e = raw.error;
    void message(e instanceof ApiError && e.status !== 0 ? e.message : ERRORS.communication);
  }, [raw.error, message]);

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
      <FarmMap ref={mapRef} {...sessionMapProps(session, view)}
        markers={markers}
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
