import { DEFAULT_PIN_ICON, PIN_ICONS, pinIconCode, type PinIcon } from '@inasaku/domain';
import { PIN_ICON_SIZE } from '../constants';
import type { FarmMarkerIcon } from '../types';
import { codeIn, memo, svgDataUrl, svgDocument } from './svg';

/**
 * Paddy-field pins (spec 000 §3): ten kinds 010..100, each in four looks selected by the
 * last digit: 0 plain, 1 stored (+1), 2 selected (+2), 3 stored and selected.
 * Colours are saturated and outlined in white over a dark halo so that every kind stays
 * readable on both green paddies and pale roads of an aerial photo.
 */
export const PIN_COLORS: Record<PinIcon, string> = {
  '010': '#E53935', // red
  '020': '#FB8C00', // orange
  '030': '#FDD835', // yellow
  '040': '#1E88E5', // blue (default)
  '050': '#7CB342', // light green
  '060': '#00ACC1', // cyan
  '070': '#8E24AA', // purple
  '080': '#EC407A', // pink
  '090': '#795548', // brown
  '100': '#37474F', // slate
};

/** Fills light enough that a white mark would vanish get a dark mark instead. */
const LIGHT_FILLS = new Set<PinIcon>(['030', '050']);

export interface PinLook {
  kind: PinIcon;
  stored: boolean;
  selected: boolean;
}

/** Every drawable pin code: 010, 011, 012, 013, ... 100, 101, 102, 103. */
export const PIN_ICON_CODES: readonly string[] = PIN_ICONS.flatMap((k) =>
  [0, 1, 2, 3].map((d) => String(Number(k) + d).padStart(3, '0')),
);

/** Reads a code ('041', 'pinicon041', 'pinicon041.png'); unknown codes give the default plain pin. The same frozen object for the same code. */
export function pinLook(code: string | null | undefined): PinLook {
  const key = code ?? '';
  let look = looks.get(key);
  if (!look) {
    // A map of 10,000 pins reads the same few codes 10,000 times a list: parsed once each.
    if (looks.size >= MAX_LOOKS) looks.clear();
    look = Object.freeze(parseLook(code));
    looks.set(key, look);
  }
  return look;
}

const looks = new Map<string, PinLook>();
/** Codes are pin and landmark codes of the account's data, a few dozen: the bound only keeps odd input from growing it. */
const MAX_LOOKS = 1000;

function parseLook(code: string | null | undefined): PinLook {
  const digits = codeIn(code);
  const n = digits === null ? NaN : Number(digits);
  const kind = String(Math.floor(n / 10) * 10).padStart(3, '0');
  if (!Number.isFinite(n) || !(PIN_ICONS as readonly string[]).includes(kind) || n % 10 > 3) {
    return { kind: DEFAULT_PIN_ICON, stored: false, selected: false };
  }
  const look = n % 10;
  return { kind: kind as PinIcon, stored: (look & 1) === 1, selected: (look & 2) === 2 };
}

export function pinLookCode(look: PinLook): string {
  return String(Number(look.kind) + (look.stored ? 1 : 0) + (look.selected ? 2 : 0)).padStart(3, '0');
}

// Teardrop in a 24x42 box: head centred at (12,12), tip at (12,41) on the anchor line.
const PIN_PATH = 'M12 41C11 35 3.5 20.5 3.5 12A8.5 8.5 0 0 1 20.5 12C20.5 20.5 13 35 12 41Z';
const CHECK_PATH = 'M8 12.2l2.8 2.8 5.4-5.6';

export function pinIconSvg(code: string | null | undefined): string {
  const { kind, stored, selected } = pinLook(code);
  const fill = PIN_COLORS[kind];
  const mark = LIGHT_FILLS.has(kind) ? '#212121' : '#FFFFFF';
  const parts: string[] = [];
  if (selected) {
    // Glow ring around the head: dark hairline outside for pale backgrounds, yellow inside.
    parts.push('<circle cx="12" cy="12" r="11.3" fill="none" stroke="rgba(0,0,0,0.55)" stroke-width="0.9"/>');
    parts.push('<circle cx="12" cy="12" r="10.2" fill="rgba(255,235,59,0.35)" stroke="#FFEB3B" stroke-width="2"/>');
  }
  parts.push(`<path d="${PIN_PATH}" fill="none" stroke="rgba(0,0,0,0.45)" stroke-width="3.2" stroke-linejoin="round"/>`);
  parts.push(`<path d="${PIN_PATH}" fill="${fill}" stroke="#FFFFFF" stroke-width="1.6" stroke-linejoin="round"/>`);
  if (stored) {
    parts.push(`<path d="${CHECK_PATH}" fill="none" stroke="${mark}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`);
  } else {
    parts.push(`<circle cx="12" cy="12" r="3.6" fill="${mark}"/>`);
  }
  return svgDocument(PIN_ICON_SIZE.width, PIN_ICON_SIZE.height, parts.join(''));
}

const urlOfLook = memo((code: string) => svgDataUrl(pinIconSvg(code)));

/** Image URL (data:) of a pin code such as '040' or '043'; unknown codes give the default pin. */
export function pinIconUrl(code: string | null | undefined): string {
  return urlOfLook(pinLookCode(pinLook(code)));
}

// One object per look: the map keys its bitmaps by icon object, and a list of 10,000 pins shares a few.
const iconOfLook = memo((code: string): FarmMarkerIcon => Object.freeze({ url: urlOfLook(code), ...PIN_ICON_SIZE }));

/** The full marker icon of a pin code: 24x42 anchored at (12,42). The same (frozen) object for the same look. */
export function pinMarkerIcon(code: string | null | undefined): FarmMarkerIcon {
  return iconOfLook(pinLookCode(pinLook(code)));
}

// The selected look of a field pin names its unselected look as its base: the map keeps the pin in
// its cached base layer in that look and draws the selected one alone on the overlay above.
const highlightOfLook = memo((code: string): FarmMarkerIcon => {
  const look = pinLook(code);
  return Object.freeze({ ...iconOfLook(code), base: iconOfLook(pinLookCode({ ...look, selected: false })) });
});

/**
 * The marker icon of a paddy field: its pin type in the stored / selected look (pinIconCode of
 * @inasaku/domain). A selected look carries its unselected look as `base` (same image as
 * pinMarkerIcon otherwise), so a selection among 10,000 pins never repaints the other pins.
 */
export function fieldPinIcon(pinType: string | null | undefined, state: { stored?: boolean; selected?: boolean } = {}): FarmMarkerIcon {
  return fieldIcon(`${pinType ?? ''}|${state.stored ? 1 : 0}${state.selected ? 1 : 0}`);
}

// Keyed by pin type and look: 10,000 fields ask for a few dozen icons.
const fieldIcon = memo((key: string): FarmMarkerIcon => {
  const cut = key.lastIndexOf('|');
  const pinType = key.slice(0, cut);
  const flags = key.slice(cut + 1);
  const code = pinLookCode(pinLook(pinIconCode(pinType || null, { stored: flags[0] === '1', selected: flags[1] === '1' })));
  return pinLook(code).selected ? highlightOfLook(code) : iconOfLook(code);
});
