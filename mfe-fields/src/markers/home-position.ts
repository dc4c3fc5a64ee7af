import { FOCUS_ZOOM, type LatLng } from '@inasaku/map';
import { MARKER_TEXTS } from '../texts';

/** The home position can be set only at zoom 17 or more (spec 001 §5). */
export function canSetHome(zoom: number): boolean {
  return zoom >= FOCUS_ZOOM;
}

/** The sticky hint of the home-position tool (spec 001 "Home position tool"). */
export function homeHint(zoom: number, hasHome: boolean): string {
  if (!canSetHome(zoom)) return MARKER_TEXTS.zoomIn;
  return hasHome ? MARKER_TEXTS.drag : MARKER_TEXTS.clickToSet;
}

export type HomeAction =
  | { kind: 'ignore' }
  /** The first position: saved at once (ホーム位置を保存しました。). */
  | { kind: 'save'; position: LatLng }
  /** A new place for an existing home: confirmed with 地図の中心に設定 (位置を保存しました。). */
  | { kind: 'pending'; position: LatLng };

/**
 * A map click or a marker drag on the home-position tool. Below zoom 17 nothing is set
 * (spec 001 §4: dragging and adding are disabled); none until the first click, then moves
 * wait for confirmation.
 */
export function homeAction(input: { zoom: number; editable: boolean; hasHome: boolean; position: LatLng }): HomeAction {
  if (!input.editable || !canSetHome(input.zoom)) return { kind: 'ignore' };
  return input.hasHome ? { kind: 'pending', position: input.position } : { kind: 'save', position: input.position };
}
