import type { PaddyField } from '@inasaku/contracts';
import { formatThousands } from '@inasaku/domain';
import { fieldPinIcon, parseMapPos, type FarmMarker, type FarmMarkerIcon, type LatLng } from '@inasaku/map';
import { FIELD_TEXTS } from '../texts';

// The pins of 2,000 fields are rebuilt on every selection: keep each step cheap.
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

/** The year's fields as map pins; the selected one in the selected look. Fields without a valid position are left out. */
export function fieldMarkers(fields: readonly PaddyField[], selectedId: string | null = null): FarmMarker[] {
  const icons = new Map<string, FarmMarkerIcon>();
  const iconOf = (pinType: string, selected: boolean) => {
    const key = `${pinType}|${selected ? 1 : 0}`;
    let icon = icons.get(key);
    if (!icon) icons.set(key, (icon = fieldPinIcon(pinType, { selected })));
    return icon;
  };
  const markers: FarmMarker[] = [];
  for (const f of fields) {
    const pos = positionOf(f);
    if (!pos) continue;
    const selected = f.paddy_field_id === selectedId;
    markers.push({
      id: f.paddy_field_id,
      lat: pos.lat,
      lng: pos.lng,
      title: fieldTitle(f),
      icon: iconOf(f.pin_type, selected),
      zIndex: selected ? 1 : 0,
    });
  }
  return markers;
}
