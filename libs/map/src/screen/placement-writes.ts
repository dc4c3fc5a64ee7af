import { useState, type Dispatch } from 'react';
import type { PlacementEvent } from './placement-mode';

/**
 * The writes of a screen that places things on the map (landmarks, sensors). A write that
 * succeeds ends the step it belongs to (back to show) and says so; one that fails goes to the
 * screen's own failure handling. Saving a moved thing marks the screen as saving meanwhile.
 */
export function usePlacementWrites(
  dispatch: Dispatch<PlacementEvent>,
  { success, failed }: { success: (text: string) => void; failed: (error: unknown) => Promise<void> },
) {
  const [saving, setSaving] = useState(false);
  const write = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      dispatch({ type: 'done' });
      success(done);
    } catch (e) {
      await failed(e);
    }
  };
  const savePosition = async (work: () => Promise<unknown>, done: string) => {
    setSaving(true);
    try {
      await write(work, done);
    } finally {
      setSaving(false);
    }
  };
  return { saving, write, savePosition };
}
