import type { PaddyField } from '@inasaku/contracts';
import { formatThousands } from '@inasaku/domain';
import { fieldPinIcon, parseMapPos, type FarmMarker } from '@inasaku/map';
import { COMMON_TEXTS } from './texts';

/** A field's name as shown in lists and hover windows. */
export function fieldName(field: Pick<PaddyField, 'name'> | null | undefined): string {
  return field?.name?.trim() ? field.name : COMMON_TEXTS.unnamedField;
}

/** Hover text of a pin: name, then area and brand when set. */
export function fieldTitle(field: PaddyField): string {
  const lines = [fieldName(field)];
  const extra = [field.area !== null ? COMMON_TEXTS.area(formatThousands(field.area)) : null, field.brand].filter(Boolean);
  if (extra.length) lines.push(extra.join(' / '));
  return lines.join('\n');
}

export interface PinState {
  stored: boolean;
  selected: boolean;
}

/** What decides a field's look: the fields with a history of the chosen item, the selected ones, the centred one. */
export interface PinLookOptions {
  stored: ReadonlySet<string>;
  selected: ReadonlySet<string> | readonly string[];
  centred?: string | null;
}

/**
 * The look of one pin (spec 000 §2.6, §4.6): 'stored' (+1) when an item is chosen and the field
 * has a history of it this year; 'selected' (+2) when the field is selected or centred.
 */
export function pinState(fieldId: string, opts: PinLookOptions): PinState {
  const selected = Array.isArray(opts.selected) ? opts.selected.includes(fieldId) : (opts.selected as ReadonlySet<string>).has(fieldId);
  return { stored: opts.stored.has(fieldId), selected: selected || opts.centred === fieldId };
}

/** The year's fields as pins in their looks; selected pins drawn on top. Fields without a valid position are left out. */
export function fieldMarkers(
  fields: readonly PaddyField[],
  opts: PinLookOptions,
): FarmMarker[] {
  const markers: FarmMarker[] = [];
  for (const f of fields) {
    const pos = parseMapPos(f.map_pos);
    if (!pos) continue;
    const state = pinState(f.paddy_field_id, opts);
    markers.push({ id: f.paddy_field_id, ...pos, title: fieldTitle(f), icon: fieldPinIcon(f.pin_type, state), zIndex: state.selected ? 1 : 0 });
  }
  return markers;
}
