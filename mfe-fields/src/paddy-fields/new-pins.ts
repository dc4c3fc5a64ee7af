import type { LatLng } from '@inasaku/map';

/** A pin clicked on the add screen, not registered yet. */
export interface NewPin extends LatLng {
  id: string;
}

export const NEW_PIN_PREFIX = 'new-';

export function isNewPinId(id: string): boolean {
  return id.startsWith(NEW_PIN_PREFIX);
}

/**
 * The add screen's map clicks (spec 000 §2.4): a click on the map adds a pin, a click on a
 * pin added here removes it; existing fields are left alone.
 */
export function addPin(pins: readonly NewPin[], lat: number, lng: number, seq: number): NewPin[] {
  return [...pins, { id: `${NEW_PIN_PREFIX}${seq}`, lat, lng }];
}

export function removePin(pins: readonly NewPin[], id: string): NewPin[] {
  return pins.filter((p) => p.id !== id);
}
