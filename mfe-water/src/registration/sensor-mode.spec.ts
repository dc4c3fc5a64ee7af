import { sensorReducer, SHOW, type SensorMode } from './sensor-mode';

const p = { lat: 35, lng: 139 };
const q = { lat: 35.1, lng: 139.1 };

describe('sensor registration modes (spec 001 §4)', () => {
  it('add: map click places the draft, a drag moves it, 入力する opens the form, done returns to show', () => {
    let s: SensorMode = sensorReducer(SHOW, { type: 'startAdd' });
    expect(s).toEqual({ mode: 'add', draft: null, formOpen: false });
    expect(sensorReducer(s, { type: 'openForm' })).toBe(s);
    s = sensorReducer(s, { type: 'mapClick', position: p });
    s = sensorReducer(s, { type: 'draftDragged', position: q });
    expect(s).toEqual({ mode: 'add', draft: q, formOpen: false });
    s = sensorReducer(s, { type: 'openForm' });
    expect(s).toEqual({ mode: 'add', draft: q, formOpen: true });
    expect(sensorReducer(s, { type: 'mapClick', position: p })).toBe(s);
    // Cancel removes the new marker and returns to show.
    expect(sensorReducer(s, { type: 'cancel' })).toEqual(SHOW);
    expect(sensorReducer(s, { type: 'done' })).toEqual(SHOW);
  });

  it('while adding, existing markers are neither clickable nor draggable', () => {
    const s = sensorReducer(SHOW, { type: 'startAdd' });
    expect(sensorReducer(s, { type: 'markerClick', id: 'l1' })).toBe(s);
    expect(sensorReducer(s, { type: 'markerDragged', id: 'l1', position: p })).toBe(s);
  });

  it('move: a drag from show, dragged again, cancel back to show', () => {
    let s = sensorReducer(SHOW, { type: 'markerDragged', id: 'l1', position: p });
    expect(s).toEqual({ mode: 'move', id: 'l1', position: p });
    s = sensorReducer(s, { type: 'markerDragged', id: 'l1', position: q });
    expect(s).toEqual({ mode: 'move', id: 'l1', position: q });
    expect(sensorReducer(s, { type: 'markerDragged', id: 'l2', position: p })).toBe(s);
    expect(sensorReducer(s, { type: 'cancel' })).toEqual(SHOW);
  });

  it('edit: a marker click from show', () => {
    const s = sensorReducer(SHOW, { type: 'markerClick', id: 'l2' });
    expect(s).toEqual({ mode: 'edit', id: 'l2' });
    expect(sensorReducer(s, { type: 'cancel' })).toEqual(SHOW);
  });
});
