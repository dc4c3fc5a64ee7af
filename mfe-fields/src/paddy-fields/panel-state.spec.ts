import { HIDDEN, panelReducer, type PanelState } from './panel-state';

const reference: PanelState = { mode: 'reference', fieldId: 'f1' };
const edit: PanelState = { mode: 'edit', fieldId: 'f1' };

describe('paddy-field panel (spec 000 §4.4)', () => {
  it('starts hidden and a pin click opens the field for reference', () => {
    expect(HIDDEN.mode).toBe('hidden');
    expect(panelReducer(HIDDEN, { type: 'select', fieldId: 'f1' })).toEqual(reference);
    expect(panelReducer(reference, { type: 'select', fieldId: 'f2' })).toEqual({ mode: 'reference', fieldId: 'f2' });
  });

  it('編集する enters edit only when editing is allowed', () => {
    expect(panelReducer(reference, { type: 'edit', canEdit: true })).toEqual(edit);
    expect(panelReducer(reference, { type: 'edit', canEdit: false })).toBe(reference);
    expect(panelReducer(HIDDEN, { type: 'edit', canEdit: true })).toBe(HIDDEN);
  });

  it('cancel in edit returns to reference; save and delete hide the panel', () => {
    expect(panelReducer(edit, { type: 'cancel' })).toEqual(reference);
    expect(panelReducer(edit, { type: 'saved' })).toEqual(HIDDEN);
    expect(panelReducer(edit, { type: 'deleted' })).toEqual(HIDDEN);
  });

  it('keeps an unsaved form when another pin or the map is clicked', () => {
    expect(panelReducer(edit, { type: 'select', fieldId: 'f2' })).toBe(edit);
    expect(panelReducer(edit, { type: 'mapClick' })).toBe(edit);
    expect(panelReducer(reference, { type: 'mapClick' })).toEqual(HIDDEN);
  });

  it('closes from reference and when the field disappears', () => {
    expect(panelReducer(reference, { type: 'close' })).toEqual(HIDDEN);
    expect(panelReducer(edit, { type: 'missing' })).toEqual(HIDDEN);
  });
});
