import type { LatLng } from '@inasaku/map';

/**
 * The sensor registration map (spec 001 "Sensor registration map", §4): show, add (click the map, drag the new marker,
 * 入力する opens the form), move (an existing marker dragged, then 位置を保存 or キャンセル),
 * edit (a marker clicked). Every finished or cancelled action goes back to show.
 */
export type SensorMode =
  | { mode: 'show' }
  | { mode: 'add'; draft: LatLng | null; formOpen: boolean }
  | { mode: 'move'; id: string; position: LatLng }
  | { mode: 'edit'; id: string };

export type SensorEvent =
  | { type: 'startAdd' }
  | { type: 'mapClick'; position: LatLng }
  | { type: 'draftDragged'; position: LatLng }
  | { type: 'openForm' }
  | { type: 'markerDragged'; id: string; position: LatLng }
  | { type: 'markerClick'; id: string }
  | { type: 'cancel' }
  | { type: 'done' };

export const SHOW: SensorMode = { mode: 'show' };

/** Marker id of the sensor being added, before it is registered. */
export const DRAFT_ID = '__new_sensor__';

export function sensorReducer(state: SensorMode, event: SensorEvent): SensorMode {
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
      // Spec 001 §4: cancel or undo removes the new marker and returns to show.
      return SHOW;
    case 'done':
      return SHOW;
    default:
      return state;
  }
}
