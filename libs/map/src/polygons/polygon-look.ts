import { PIN_COLORS, pinLook, pinLookCode } from '../icons/pin-icons';

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

/** A look code without its selection: the look an outline keeps in the map's cached base layer. */
export function baseLookCode(code: string): string {
  return lookParts(code).base;
}

/** Whether a look code is a selected look. */
export function isSelectedLook(code: string): boolean {
  return lookParts(code).selected;
}

// A few dozen codes at most: a list of 10,000 outlines is compared without parsing each code.
const parts = new Map<string, { base: string; selected: boolean }>();

function lookParts(code: string): { base: string; selected: boolean } {
  let known = parts.get(code);
  if (known === undefined) {
    const look = pinLook(code);
    known = { base: pinLookCode({ ...look, selected: false }), selected: look.selected };
    if (parts.size < 1000) parts.set(code, known);
  }
  return known;
}

/**
 * A selected outline as painted on the overlay, over the same outline already painted in its
 * base look: the selected stroke, and only the fill the base lacks, so that the two together
 * read as polygonStyle(code) (the same colour twice composes to a + b(1 - a)).
 */
export function overlayStyle(code: string): PolygonStyle {
  const target = polygonStyle(code);
  const base = polygonStyle(baseLookCode(code)).fillOpacity;
  const fillOpacity = base >= 1 ? 0 : Math.max(0, (target.fillOpacity - base) / (1 - base));
  return { ...target, fillOpacity };
}
