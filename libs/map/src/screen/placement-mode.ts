import type { LatLng } from '../types';

/**
 * The modes of a map screen where things are placed on the map (the fields remote's landmarks, the
 * water remote's sensor registration): show, add (click the map, drag the new marker, 入力する opens
 * the form), move (an existing marker dragged, then 位置を保存 or キャンセル), edit (a marker clicked).
 * Every finished or cancelled action goes back to show.
 */
export type PlacementMode =
  | { mode: 'show' }
  | { mode: 'add'; draft: LatLng | null; formOpen: boolean }
  | { mode: 'move'; id: string; position: LatLng }
  | { mode: 'edit'; id: string };

export type PlacementEvent =
  | { type: 'startAdd' }
  | { type: 'mapClick'; position: LatLng }
  | { type: 'draftDragged'; position: LatLng }
  | { type: 'openForm' }
  | { type: 'markerDragged'; id: string; position: LatLng }
  | { type: 'markerClick'; id: string }
  | { type: 'cancel' }
  | { type: 'done' };

export const PLACEMENT_SHOW: PlacementMode = { mode: 'show' };

/**
 * The reducer of those modes. `keepDraftOnFormCancel`: closing the add form keeps the new marker on
 * the map to place it again (landmarks); without it cancel removes the new marker and returns to
 * show (sensors, spec 001 §4).
 */
export function placementReducer({ keepDraftOnFormCancel }: { keepDraftOnFormCancel: boolean }) {
  return (state: PlacementMode, event: PlacementEvent): PlacementMode => {
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
        if (keepDraftOnFormCancel && state.mode === 'add' && state.formOpen) return { ...state, formOpen: false };
        return PLACEMENT_SHOW;
      case 'done':
        return PLACEMENT_SHOW;
      default:
        return state;
    }
  };
}
