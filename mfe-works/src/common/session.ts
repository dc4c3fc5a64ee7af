import type { ShellSession } from '@inasaku/ui';
import { SHELL } from '@inasaku/ui';
import { initialView, type FarmHomeMarker } from '@inasaku/map';

/** The opening view of a map screen: zoom 17 on the home position, else Japan at zoom 5. */
export function sessionView(session: ShellSession) {
  return initialView(session.user.area_pos);
}

export function homeMarkerOf(session: ShellSession): FarmHomeMarker | null {
  const pos = session.user.area_pos;
  return pos ? { lat: pos.latitude, lng: pos.longitude, title: 'ホーム' } : null;
}

/** Why a screen cannot be edited: a past year or a read-only plan (spec 000 §4.1). */
export function readOnlyReason(session: ShellSession): string {
  return session.pastYear ? SHELL.pastYearNotice : SHELL.readOnlyNotice;
}
