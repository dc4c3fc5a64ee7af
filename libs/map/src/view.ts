import { DEFAULT_ZOOM, FALLBACK_CENTER, FALLBACK_ZOOM } from './constants';
import type { LatLng } from './types';

export interface AreaPosition {
  latitude: number;
  longitude: number;
}

function isPosition(p: AreaPosition | null | undefined): p is AreaPosition {
  return (
    !!p &&
    Number.isFinite(p.latitude) &&
    Number.isFinite(p.longitude) &&
    Math.abs(p.latitude) <= 90 &&
    Math.abs(p.longitude) <= 180
  );
}

/**
 * The opening view of every map screen (spec 000 §2.2): zoom 17 on the account's area
 * position when it is set, otherwise latitude 36, longitude 138 at zoom 5.
 */
export function initialView(areaPos: AreaPosition | null | undefined): { center: LatLng; zoom: number } {
  if (isPosition(areaPos)) return { center: { lat: areaPos.latitude, lng: areaPos.longitude }, zoom: DEFAULT_ZOOM };
  return { center: { ...FALLBACK_CENTER }, zoom: FALLBACK_ZOOM };
}

/** Parses a paddy field's map_pos ('lat,lng'); null when it is not a valid position. */
export function parseMapPos(mapPos: string | null | undefined): LatLng | null {
  if (typeof mapPos !== 'string') return null;
  const parts = mapPos.split(',');
  if (parts.length !== 2 || parts.some((p) => p.trim() === '')) return null;
  const [lat, lng] = parts.map((p) => Number(p.trim()));
  return isPosition({ latitude: lat, longitude: lng }) ? { lat, lng } : null;
}

/** Positions equal to about a centimetre: avoids moving the map for a float round trip. */
export function samePosition(a: LatLng | undefined, b: LatLng | undefined): boolean {
  if (!a || !b) return a === b;
  return Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;
}

/** The view a map opens with: the given centre at the given zoom, zoom 17 when only a centre is given, else the fallback. */
export function resolveView(center: LatLng | undefined, zoom: number | undefined): { center: LatLng; zoom: number } {
  if (!center) return { center: { ...FALLBACK_CENTER }, zoom: zoom ?? FALLBACK_ZOOM };
  return { center, zoom: zoom ?? DEFAULT_ZOOM };
}
