import type { BoundaryPolygon, PaddyField } from '@inasaku/contracts';
import { pinIconCode } from '@inasaku/domain';
import { latLngRings, type FarmPolygon } from '@inasaku/map';

/** A boundary's rings as the map takes them ([lat, lng]). */
export function ringsOf(boundary: BoundaryPolygon): FarmPolygon['rings'] {
  return latLngRings(boundary.coordinates);
}

// As with the pins: one outline object per field object, so a selection among 10,000 fields
// hands the map the same objects for every field but two and it restyles only those.
const plainOutlines = new WeakMap<PaddyField, FarmPolygon | null>();

function plainOutline(f: PaddyField): FarmPolygon | null {
  let outline = plainOutlines.get(f);
  if (outline === undefined) {
    outline = f.boundary ? { id: f.paddy_field_id, rings: ringsOf(f.boundary), look: pinIconCode(f.pin_type) } : null;
    plainOutlines.set(f, outline);
  }
  return outline;
}

/** The outlines of the fields that have a boundary, in their pins' plain look. */
export function fieldPolygons(fields: readonly PaddyField[]): FarmPolygon[] {
  const list: FarmPolygon[] = [];
  for (const f of fields) {
    const o = plainOutline(f);
    if (o) list.push(o);
  }
  return list;
}

/** The same list with one field in the selected look (a copy; every other object kept). */
export function withSelectedPolygon(polygons: readonly FarmPolygon[], selected: PaddyField | null | undefined): readonly FarmPolygon[] {
  if (!selected) return polygons;
  const i = polygons.findIndex((p) => p.id === selected.paddy_field_id);
  if (i < 0) return polygons;
  const copy = polygons.slice();
  copy[i] = { ...polygons[i], look: pinIconCode(selected.pin_type, { selected: true }) };
  return copy;
}
