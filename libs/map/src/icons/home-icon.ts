import { mdiHome } from '@mdi/js';
import { HOME_ICON_SIZE } from '../constants';
import type { FarmMarkerIcon } from '../types';
import { glyph } from './glyph';
import { svgDataUrl, svgDocument } from './svg';

// A larger pin than the paddy pins, in a colour none of them uses, with a house inside.
const HOME_PATH = 'M21 55C19.5 46 5 34 5 20A16 16 0 0 1 37 20C37 34 22.5 46 21 55Z';
const HOME_FILL = '#C62828';

export const HOME_ICON_SVG = svgDocument(
  HOME_ICON_SIZE.width,
  HOME_ICON_SIZE.height,
  `<path d="${HOME_PATH}" fill="none" stroke="rgba(0,0,0,0.45)" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="${HOME_PATH}" fill="${HOME_FILL}" stroke="#FFFFFF" stroke-width="2.2" stroke-linejoin="round"/>` +
    glyph(mdiHome, 21, 19.5, 22, '#FFFFFF'),
);

export const HOME_ICON_URL = svgDataUrl(HOME_ICON_SVG);

/** The home marker icon: 42x56 anchored at the tip (21,56). */
export const HOME_MARKER_ICON: FarmMarkerIcon = { url: HOME_ICON_URL, ...HOME_ICON_SIZE };
