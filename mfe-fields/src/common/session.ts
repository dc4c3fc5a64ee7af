import type { ShellSession } from '@inasaku/ui';
import { initialView, type FarmHomeMarker } from '@inasaku/map';
import { MARKER_TEXTS } from '../texts';

/** The opening view of a map screen: zoom 17 on the home position, else Japan at zoom 5. */
export function sessionView(session: ShellSession) {
  return initialView(session.user.area_pos);
}

export function homeMarkerOf(session: ShellSession): FarmHomeMarker | null {
  const pos = session.user.area_pos;
  return pos ? { lat: pos.latitude, lng: pos.longitude, title: MARKER_TEXTS.home } : null;
}

/** A coordinate as stored text: 7 decimals (about a centimetre), no exponent, no trailing zeros. */
export function coordinateText(value: number): string {
  return value.toFixed(7).replace(/\.?0+$/, '');
}

export function mapPosOf(lat: number, lng: number): string {
  return `${coordinateText(lat)},${coordinateText(lng)}`;
}
