import { PIN_COLORS, pinLook } from '../icons/pin-icons';

/** Stroke and fill of an outline, from the pin code of its field. */
export interface PolygonStyle {
  color: string;
  weight: number;
  fillColor: string;
  fillOpacity: number;
  opacity: number;
}

// The selected pin's glow ring is this yellow: the selected outline wears it too.
const SELECTED_STROKE = '#FFEB3B';

/**
 * An outline in the colours of the pin drawn for the same field: the pin kind's colour; a field
 * with a history of the chosen item (stored look) filled more densely, the selected one ringed
 * in the selected pin's yellow, so the map reads the same with or without outlines.
 */
export function polygonStyle(code: string): PolygonStyle {
  const { kind, stored, selected } = pinLook(code);
  const color = PIN_COLORS[kind];
  return {
    color: selected ? SELECTED_STROKE : color,
    weight: selected ? 4 : 2,
    opacity: 0.95,
    fillColor: color,
    fillOpacity: stored ? 0.45 : selected ? 0.3 : 0.15,
  };
}
