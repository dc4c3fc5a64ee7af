import { z } from 'zod';
import type { Rule } from '@inasaku/domain';
import { ruledString } from '../zod-rules';

/**
 * Pieces shared by the fields contracts: ids, coordinates and the paddy-field position
 * text `map_pos` ('lat,lng'), which libs/domain has no rule for.
 */

export const FIELDS_ERROR_CODES = {
  /** 404: the address search found nothing. */
  geocodeNoResults: 'GEOCODE_NO_RESULTS',
  /** 502: the geocoding provider failed or answered something unusable. */
  geocodeFailed: 'GEOCODE_FAILED',
  /** 409: a reorder was based on keys that changed meanwhile. */
  orderConflict: 'ORDER_CONFLICT',
} as const;

export const FIELDS_MESSAGES = {
  geocodeNoResults: '見つかりません',
  geocodeFailed: 'エラー発生',
  orderConflict: '並び順がほかの操作で変更されました。画面を読み込み直してください。',
  invalidId: 'IDの形式が正しくありません。',
  mapPosFormat: '位置は「緯度,経度」の形式で指定してください。',
  mapPosRange: '位置は緯度-90〜90、経度-180〜180の範囲で指定してください。',
  latitude: '緯度は-90から90までの数値で指定してください。',
  longitude: '経度は-180から180までの数値で指定してください。',
  sortKey: '並び順は整数で指定してください。',
  sortKeyRange: '並び順は-2147483648から2147483647までの整数で指定してください。',
  /** a reorder that would leave two rows with one key (e.g. half of a swap) */
  sortKeyDuplicate: '並び順がほかの行と同じです。入れ替える行もあわせて指定してください。',
} as const;

/** A uuid with a Japanese message, so a malformed id is a 400 the gateway can show. */
export const idField = z.uuid({ message: FIELDS_MESSAGES.invalidId });

// Plain decimal text: no exponent, no hex, no thousands separators.
const COORDINATE_TEXT = /^-?[0-9]{1,3}(?:\.[0-9]{1,20})?$/;

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Reads 'lat,lng' (spaces around the comma allowed). null unless both parts are plain decimals
 * with the latitude in [-90, 90] and the longitude in [-180, 180].
 */
export function parseMapPos(value: unknown): LatLng | null {
  const parts = splitMapPos(value);
  if (!parts) return null;
  const lat = Number(parts[0]);
  const lng = Number(parts[1]);
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { lat, lng };
}

/** The stored form: both parts trimmed, joined by a bare comma ('35.1, 139.2' -> '35.1,139.2'). */
export function normalizeMapPos(value: string): string {
  const parts = splitMapPos(value);
  if (!parts) throw new Error('not a map position');
  return `${parts[0]},${parts[1]}`;
}

function splitMapPos(value: unknown): [string, string] | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length !== 2 || !parts.every((p) => COORDINATE_TEXT.test(p))) return null;
  return [parts[0], parts[1]];
}

/** Rule form for forms and ruledString: empty passes (pair it with `required`). */
export const mapPosRule: Rule = (value) => {
  if (value === '' || value === null || value === undefined) return null;
  if (!splitMapPos(value)) return FIELDS_MESSAGES.mapPosFormat;
  return parseMapPos(value) ? null : FIELDS_MESSAGES.mapPosRange;
};

/** Accepts a JSON number or its plain decimal text (query strings), within [min, max]. */
function coordinate(min: number, max: number, message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^-?[0-9]+(?:\.[0-9]+)?$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ message }).refine((n) => Number.isFinite(n) && n >= min && n <= max, { message }),
  );
}

export const latitudeField = coordinate(-90, 90, FIELDS_MESSAGES.latitude);
export const longitudeField = coordinate(-180, 180, FIELDS_MESSAGES.longitude);

export const mapPosField = ruledString([mapPosRuleRequired(), mapPosRule]);

function mapPosRuleRequired(): Rule {
  return (value) => (typeof value === 'string' && value.trim() !== '' ? null : FIELDS_MESSAGES.mapPosFormat);
}

/**
 * A text field that also takes a JSON number (area sent as 12.34 instead of '12.34'). The number
 * is judged by its JavaScript text, so 0.1 + 0.2 sent as a float fails the two-decimal rule
 * instead of being silently rounded.
 */
export function numberOrText(rules: Rule[]) {
  return z.preprocess((v) => (typeof v === 'number' ? String(v) : v), ruledString(rules));
}
