import { Button } from 'antd';
import type { Dispatch } from 'react';
import { MapActionBar, MapHint } from './map-overlays';
import type { PlacementEvent, PlacementMode } from './placement-mode';

interface PlacementTexts {
  addHint: string;
  moveHint: string;
  savePosition: string;
  /** The shared button labels (入力する, キャンセル), passed in: this library has no texts of the shell. */
  input: string;
  cancel: string;
}

/**
 * The overlays of a placement screen under its add button: the read-only, add and move hints, the
 * add bar (入力する, キャンセル) and the move bar (位置を保存, キャンセル). Test ids start with `testIdPrefix`
 * (`landmark-input`, `sensor-move-cancel`, ...).
 */
export function PlacementOverlays({ testIdPrefix: p, state, dispatch, canEdit, saving, onSavePosition, readOnlyText, texts }: {
  testIdPrefix: string;
  state: PlacementMode;
  dispatch: Dispatch<PlacementEvent>;
  canEdit: boolean;
  saving: boolean;
  onSavePosition: () => void;
  readOnlyText: string;
  texts: PlacementTexts;
}) {
  return (
    <>
      {!canEdit ? <MapHint type="warning" top={64}>{readOnlyText}</MapHint> : null}
      {state.mode === 'add' ? <MapHint top={64}>{texts.addHint}</MapHint> : null}
      {state.mode === 'move' ? <MapHint top={64}>{texts.moveHint}</MapHint> : null}
      {state.mode === 'add' && !state.formOpen ? (
        <MapActionBar testId={`${p}-add-actions`}>
          <Button type="primary" size="large" data-testid={`${p}-input`} disabled={!state.draft} onClick={() => dispatch({ type: 'openForm' })}>
            {texts.input}
          </Button>
          <Button size="large" data-testid={`${p}-add-cancel`} onClick={() => dispatch({ type: 'cancel' })}>
            {texts.cancel}
          </Button>
        </MapActionBar>
      ) : null}
      {state.mode === 'move' ? (
        <MapActionBar testId={`${p}-move-actions`}>
          <Button type="primary" size="large" data-testid={`${p}-save-position`} loading={saving} disabled={!canEdit} onClick={onSavePosition}>
            {texts.savePosition}
          </Button>
          <Button size="large" data-testid={`${p}-move-cancel`} disabled={saving} onClick={() => dispatch({ type: 'cancel' })}>
            {texts.cancel}
          </Button>
        </MapActionBar>
      ) : null}
    </>
  );
}
