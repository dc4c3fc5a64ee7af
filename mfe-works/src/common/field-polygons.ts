import type { PaddyField } from '@inasaku/contracts';
import { pinIconCode } from '@inasaku/domain';
import { latLngRings, type FarmPolygon } from '@inasaku/map';
import { pinState, type PinLookOptions } from './field-markers';

// The rings of a field object are converted once; a new selection only changes looks.
const ringCache = new WeakMap<PaddyField, FarmPolygon['rings']>();

function ringsOf(f: PaddyField & { boundary: NonNullable<PaddyField['boundary']> }): FarmPolygon['rings'] {
  let rings = ringCache.get(f);
  if (!rings) {
    rings = latLngRings(f.boundary.coordinates);
    ringCache.set(f, rings);
  }
  return rings;
}

/**
 * The outlines of the fields that have a boundary, in the look their pins have (a history of
 * the chosen item, selected or centred): a tap inside one works like a tap on its pin.
 */
export function fieldPolygons(
  fields: readonly PaddyField[],
  opts: PinLookOptions,
): FarmPolygon[] {
  const list: FarmPolygon[] = [];
  for (const f of fields) {
    if (!f.boundary) continue;
    const look = pinIconCode(f.pin_type, pinState(f.paddy_field_id, opts));
    list.push({ id: f.paddy_field_id, rings: ringsOf(f as PaddyField & { boundary: NonNullable<PaddyField['boundary']> }), look });
  }
  return list;
}
