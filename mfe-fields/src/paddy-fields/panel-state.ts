/**
 * The paddy-field detail panel (spec 000 §4.4): hidden, reference, edit. A pin click shows
 * that field for reference; 編集する edits it (only when editing is allowed); cancel in edit
 * returns to reference; save or delete hides the panel.
 */
export type PanelMode = 'hidden' | 'reference' | 'edit';

export interface PanelState {
  mode: PanelMode;
  fieldId: string | null;
}

export type PanelEvent =
  | { type: 'select'; fieldId: string }
  | { type: 'edit'; canEdit: boolean }
  | { type: 'cancel' }
  | { type: 'saved' }
  | { type: 'deleted' }
  | { type: 'close' }
  | { type: 'mapClick' }
  | { type: 'missing' };

export const HIDDEN: PanelState = { mode: 'hidden', fieldId: null };

export function panelReducer(state: PanelState, event: PanelEvent): PanelState {
  switch (event.type) {
    case 'select':
      // A pin clicked while editing keeps the unsaved form: the user cancels or saves first.
      if (state.mode === 'edit') return state;
      return { mode: 'reference', fieldId: event.fieldId };
    case 'edit':
      return state.mode === 'reference' && event.canEdit ? { ...state, mode: 'edit' } : state;
    case 'cancel':
      return state.mode === 'edit' ? { ...state, mode: 'reference' } : state;
    case 'mapClick':
      return state.mode === 'reference' ? HIDDEN : state;
    case 'saved':
    case 'deleted':
    case 'close':
    case 'missing':
      return HIDDEN;
    default:
      return state;
  }
}
