/**
 * Paddy-field pin icons (spec 000 §3, §4.6): ten kinds named 010 to 100. The last
 * digit encodes the look: +1 when the field has a stored result for the chosen
 * item, +2 when it is selected or centred. So 040 -> 041 / 042 / 043.
 */
export const PIN_ICONS = ['010', '020', '030', '040', '050', '060', '070', '080', '090', '100'] as const;
export type PinIcon = (typeof PIN_ICONS)[number];
export const DEFAULT_PIN_ICON: PinIcon = '040';

export function isPinIcon(code: unknown): code is PinIcon {
  return typeof code === 'string' && (PIN_ICONS as readonly string[]).includes(code);
}

/** Unknown or missing pin types fall back to the default so a marker is always drawable. */
export function pinIconCode(pinType: string | null | undefined, state: { stored?: boolean; selected?: boolean } = {}): string {
  const base = isPinIcon(pinType) ? Number(pinType) : Number(DEFAULT_PIN_ICON);
  const code = base + (state.stored ? 1 : 0) + (state.selected ? 2 : 0);
  return String(code).padStart(3, '0');
}
