import type { PaddyField } from '@inasaku/contracts';
import { formatThousands } from '@inasaku/domain';
import { fieldPinIcon, parseMapPos, PIN_ICON_CODES, pinMarkerIcon, preloadMarkerIcons, type FarmMarker, type LatLng } from '@inasaku/map';
import { FIELD_TEXTS } from '../texts';

// The pins of 10,000 fields are listed again on every selection: keep each step cheap.
const PLAIN_DECIMAL = /^(\d+)(\.\d+)?$/;

/** An area as shown (thousands separators, digits as stored); plain server text takes a fast path. */
export function areaText(area: string): string {
  const m = PLAIN_DECIMAL.exec(area);
  if (!m) return formatThousands(area);
  return m[1].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (m[2] ?? '');
}

/** Hover text of a pin: name, then area and brand when set. */
export function fieldTitle(field: PaddyField): string {
  const name = field.name || FIELD_TEXTS.unnamed;
  const extra = [field.area !== null ? `${areaText(field.area)}a` : null, field.brand].filter(Boolean);
  return extra.length ? `${name}\n${extra.join(' / ')}` : name;
}

function positionOf(field: PaddyField): LatLng | null {
  const { latitude: lat, longitude: lng } = field;
  if (Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
  return parseMapPos(field.map_pos);
}

/**
 * Each field's pin in the plain look, kept as long as the field object lives: a selection or a
 * saved field rebuilds the list from these, so the map sees the same pin objects for every
 * field that did not change and redraws without re-sorting or re-projecting 10,000 pins.
 */
const plainPins = new WeakMap<PaddyField, FarmMarker | null>();

function plainPin(f: PaddyField): FarmMarker | null {
  let marker = plainPins.get(f);
  if (marker === undefined) {
    const pos = positionOf(f);
    // The hover text is built when a pin is hovered, not for each of 10,000 pins before the first paint.
    marker = pos
      ? {
          id: f.paddy_field_id,
          lat: pos.lat,
          lng: pos.lng,
          get title() {
            return fieldTitle(f);
          },
          icon: fieldPinIcon(f.pin_type),
          zIndex: 0,
        }
      : null;
    plainPins.set(f, marker);
  }
  return marker;
}

/** The year's fields as map pins; the selected one in the selected look. Fields without a valid position are left out. */
export function fieldMarkers(fields: readonly PaddyField[], selectedId: string | null = null): FarmMarker[] {
  const markers: FarmMarker[] = [];
  for (const f of fields) {
    const plain = plainPin(f);
    if (!plain) continue;
    markers.push(f.paddy_field_id === selectedId ? { ...plain, icon: fieldPinIcon(f.pin_type, { selected: true }), zIndex: 1 } : plain);
  }
  return markers;
}

/**
 * The pins of fieldMarkers(fields) with one field in the selected look, on top: a copy of the
 * array that keeps every other pin object, so a click among 10,000 pins changes two of them.
 */
export function withSelectedPin(markers: readonly FarmMarker[], selected: PaddyField | null | undefined): readonly FarmMarker[] {
  if (!selected) return markers;
  const i = markers.findIndex((m) => m.id === selected.paddy_field_id);
  if (i < 0) return markers;
  const copy = markers.slice();
  copy[i] = { ...markers[i], icon: fieldPinIcon(selected.pin_type, { selected: true }), zIndex: 1 };
  return copy;
}

/**
 * Warms the map's bitmaps of every look a field pin can take on the map screen (plain and
 * selected, 20 small images) while the list of fields is on its way: the first frame with
 * the fields can then draw every pin.
 */
export function preloadFieldPins(): void {
  preloadMarkerIcons(PIN_ICON_CODES.filter((code) => code.endsWith('0') || code.endsWith('2')).map(pinMarkerIcon));
}
