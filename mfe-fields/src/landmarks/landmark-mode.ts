import type { LatLng } from '@inasaku/map';

/**
 * The landmarks screen (spec 001 "Landmarks"): show, add (click the map, drag the new marker,
 * 入力する opens the form), move (an existing marker dragged, then 位置を保存 or キャンセル),
 * edit (a marker clicked). Every finished or cancelled action goes back to show.
 */
export type LandmarkMode =
  | { mode: 'show' }
  | { mode: 'add'; draft: LatLng | null; formOpen: boolean }
  | { mode: 'move'; id: string; position: LatLng }
  | { mode: 'edit'; id: string };

export type LandmarkEvent =
  | { type: 'startAdd' }
  | { type: 'mapClick'; position: LatLng }
  | { type: 'draftDragged'; position: LatLng }
  | { type: 'openForm' }
  | { type: 'markerDragged'; id: string; position: LatLng }
  | { type: 'markerClick'; id: string }
  | { type: 'cancel' }
  | { type: 'done' };

export const SHOW: LandmarkMode = { mode: 'show' };

/** Marker id of the landmark being added, before it is registered. */
export const DRAFT_ID = '__new_landmark__';

export function landmarkReducer(state: LandmarkMode, event: LandmarkEvent): LandmarkMode {
  switch (event.type) {
    case 'startAdd':
      return state.mode === 'show' ? { mode: 'add', draft: null, formOpen: false } : state;
    case 'mapClick':
      return state.mode === 'add' && !state.formOpen ? { ...state, draft: event.position } : state;
    case 'draftDragged':
      return state.mode === 'add' ? { ...state, draft: event.position } : state;
    case 'openForm':
      return state.mode === 'add' && state.draft ? { ...state, formOpen: true } : state;
    case 'markerDragged':
      if (state.mode === 'show' || (state.mode === 'move' && state.id === event.id)) {
        return { mode: 'move', id: event.id, position: event.position };
      }
      return state;
    case 'markerClick':
      // While adding, existing markers are neither clickable nor draggable.
      return state.mode === 'show' ? { mode: 'edit', id: event.id } : state;
    case 'cancel':
      // Closing the add form keeps the new marker on the map to place it again.
      if (state.mode === 'add' && state.formOpen) return { ...state, formOpen: false };
      return SHOW;
    case 'done':
      return SHOW;
    default:
      return state;
  }
}
