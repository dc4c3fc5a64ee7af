import { LANDMARK_ICON_PIXELS, LANDMARK_MARKER_SIZE } from '../constants';
import type { FarmMarkerIcon } from '../types';
import { glyph } from './glyph';
import { LANDMARK_GROUPS, type LandmarkGroup, type LandmarkSeries } from './landmark-catalogue';
import { codeIn, memo, svgDataUrl, svgDocument } from './svg';

export type { LandmarkSeries, LandmarkGroup } from './landmark-catalogue';

export interface LandmarkIcon {
  code: string;
  series: LandmarkSeries;
  /** Key of the picker group: the symbols series is shown as two groups (301-305, 401-415). */
  group: LandmarkGroup['key'];
  label: string;
  url: string;
}

/** Default icon of a new landmark (spec 001 §3): the first plain one. */
export const DEFAULT_LANDMARK_ICON = '000';

const S = LANDMARK_ICON_PIXELS;

function badgeSvg(path: string, color: string): string {
  // Rounded badge, white rim over a dark halo so it reads on any aerial photo.
  const rect = 'x="4" y="4" width="54" height="54" rx="14"';
  return svgDocument(
    S,
    S,
    `<rect ${rect} fill="none" stroke="rgba(0,0,0,0.4)" stroke-width="6"/>` +
      `<rect ${rect} fill="${color}" stroke="#FFFFFF" stroke-width="3.5"/>` +
      glyph(path, S / 2, S / 2, 36, '#FFFFFF'),
  );
}

const byCode = new Map<string, { group: LandmarkGroup; path: string; color: string; label: string }>();
for (const group of LANDMARK_GROUPS) {
  for (const g of group.glyphs) byCode.set(g.code, { group, path: g.path, color: g.color ?? group.color, label: g.label });
}

const urlOf = memo((code: string) => {
  const entry = byCode.get(code)!;
  return svgDataUrl(badgeSvg(entry.path, entry.color));
});

/** Normalises a stored icon value ('101', 'landmark101.png') to a known code, else the default. */
export function landmarkIconCode(value: string | null | undefined): string {
  const code = codeIn(value);
  return code !== null && byCode.has(code) ? code : DEFAULT_LANDMARK_ICON;
}

/** Image URL (data:, 62x62 SVG) of a landmark icon code; unknown codes give the default icon. */
export function landmarkIconUrl(value: string | null | undefined): string {
  return urlOf(landmarkIconCode(value));
}

export function landmarkIconSvg(value: string | null | undefined): string {
  const e = byCode.get(landmarkIconCode(value))!;
  return badgeSvg(e.path, e.color);
}

/** The map marker icon of a landmark: the 62px artwork shown at 42x42, centred. */
export function landmarkMarkerIcon(value: string | null | undefined): FarmMarkerIcon {
  return { url: landmarkIconUrl(value), ...LANDMARK_MARKER_SIZE };
}

/** Every landmark icon in picker order: plain 000-010, buildings 101-113, transport 201-211, symbols 301-305 and 401-415. */
export const LANDMARK_ICONS: readonly LandmarkIcon[] = LANDMARK_GROUPS.flatMap((group) =>
  group.glyphs.map((g) => ({
    code: g.code,
    series: group.series,
    group: group.key,
    label: g.label,
    get url() {
      return urlOf(g.code);
    },
  })),
);

/** The five picker groups with their icons, for a tabbed or sectioned icon picker. */
export const LANDMARK_ICON_GROUPS: ReadonlyArray<{ key: LandmarkGroup['key']; series: LandmarkSeries; label: string; icons: readonly LandmarkIcon[] }> =
  LANDMARK_GROUPS.map((group) => ({
    key: group.key,
    series: group.series,
    label: group.label,
    icons: LANDMARK_ICONS.filter((i) => i.group === group.key),
  }));
