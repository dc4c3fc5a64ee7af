import { landmarkReducer, SHOW, type LandmarkMode } from './landmark-mode';

const p = { lat: 35, lng: 139 };
const q = { lat: 35.1, lng: 139.1 };

describe('landmark modes (spec 001 "Landmarks")', () => {
  it('add: map click places the draft, a drag moves it, 入力する opens the form, done returns to show', () => {
    let s: LandmarkMode = landmarkReducer(SHOW, { type: 'startAdd' });
    expect(s).toEqual({ mode: 'add', draft: null, formOpen: false });
    expect(landmarkReducer(s, { type: 'openForm' })).toBe(s);
    s = landmarkReducer(s, { type: 'mapClick', position: p });
    s = landmarkReducer(s, { type: 'draftDragged', position: q });
    expect(s).toEqual({ mode: 'add', draft: q, formOpen: false });
    s = landmarkReducer(s, { type: 'openForm' });
    expect(s).toEqual({ mode: 'add', draft: q, formOpen: true });
    expect(landmarkReducer(s, { type: 'mapClick', position: p })).toBe(s);
    expect(landmarkReducer(s, { type: 'cancel' })).toEqual({ mode: 'add', draft: q, formOpen: false });
    expect(landmarkReducer(s, { type: 'done' })).toEqual(SHOW);
  });

  it('while adding, existing markers are neither clickable nor draggable', () => {
    const s = landmarkReducer(SHOW, { type: 'startAdd' });
    expect(landmarkReducer(s, { type: 'markerClick', id: 'l1' })).toBe(s);
    expect(landmarkReducer(s, { type: 'markerDragged', id: 'l1', position: p })).toBe(s);
  });

  it('move: a drag from show, dragged again, cancel back to show', () => {
    let s = landmarkReducer(SHOW, { type: 'markerDragged', id: 'l1', position: p });
    expect(s).toEqual({ mode: 'move', id: 'l1', position: p });
    s = landmarkReducer(s, { type: 'markerDragged', id: 'l1', position: q });
    expect(s).toEqual({ mode: 'move', id: 'l1', position: q });
    expect(landmarkReducer(s, { type: 'markerDragged', id: 'l2', position: p })).toBe(s);
    expect(landmarkReducer(s, { type: 'cancel' })).toEqual(SHOW);
  });

  it('edit: a marker click from show', () => {
    const s = landmarkReducer(SHOW, { type: 'markerClick', id: 'l2' });
    expect(s).toEqual({ mode: 'edit', id: 'l2' });
    expect(landmarkReducer(s, { type: 'cancel' })).toEqual(SHOW);
  });
});
