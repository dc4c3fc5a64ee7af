import type { FudePolygon } from '@inasaku/contracts';
import { insidePolygon, type FarmPolygon } from '@inasaku/map';
import { ringsOf } from './field-polygons';
import type { NewPin } from './new-pins';

/** A pin placed on the add screen, with the 筆 it was tapped in (registered with its outline and area). */
export interface NewField extends NewPin {
  fude?: FudePolygon;
  /** the 筆's outline for the map and its own hit test */
  outline?: FarmPolygon;
}

/** Look of a tapped 筆's outline: the new pins' selected look. */
export const NEW_OUTLINE_LOOK = '042';

export function fudeField(id: string, lat: number, lng: number, fude: FudePolygon): NewField {
  return { id, lat, lng, fude, outline: { id, rings: ringsOf(fude.boundary), look: NEW_OUTLINE_LOOK } };
}

/** The new field whose 筆 contains the point (a second tap there takes it back), or undefined. */
export function chosenAt(list: readonly NewField[], lat: number, lng: number): NewField | undefined {
  return list.find((f) => f.outline && insidePolygon(f.outline, lat, lng));
}

/**
 * The pin placed by a tap turned into the 筆 found under it. If that 筆 is already chosen (two
 * quick taps in one paddy, the second answered after the first) the later pin goes: a paddy is
 * registered once. A pin taken back before the answer stays gone.
 */
export function withFude(list: readonly NewField[], field: NewField): NewField[] {
  if (!list.some((f) => f.id === field.id)) return [...list];
  if (list.some((f) => f.id !== field.id && f.fude?.polygon_uuid === field.fude?.polygon_uuid)) return list.filter((f) => f.id !== field.id);
  return list.map((f) => (f.id === field.id ? field : f));
}
