import type { Dispatch } from 'react';
import type { FarmMarker, FarmMarkerIcon } from '../types';
import type { PlacementEvent, PlacementMode } from './placement-mode';

/** What a placement screen shows of one of its things (a landmark, a sensor) as a marker. */
export type PlacedThing = Pick<FarmMarker, 'id' | 'lat' | 'lng' | 'icon' | 'title'>;

/**
 * The markers of a placement screen: the things (the one being moved at its new position), then the
 * new marker while adding. Existing markers can be dragged only from show (or the one being moved),
 * never while adding; the new marker until its form opens.
 */
export function placementMarkers(
  things: readonly PlacedThing[],
  state: PlacementMode,
  { canEdit, draftId, draftIcon }: { canEdit: boolean; draftId: string; draftIcon: FarmMarkerIcon },
): FarmMarker[] {
  const list: FarmMarker[] = things.map((thing) => {
    const moving = state.mode === 'move' && state.id === thing.id;
    const at = moving ? state.position : thing;
    return { ...thing, lat: at.lat, lng: at.lng, draggable: canEdit && (state.mode === 'show' || moving) };
  });
  if (state.mode === 'add' && state.draft) {
    list.push({ id: draftId, ...state.draft, icon: draftIcon, draggable: !state.formOpen, zIndex: 10 });
  }
  return list;
}

/**
 * The map's clicks and drags as placement events. `isThing` tells the screen's own markers from
 * others (the home marker reports its clicks too).
 */
export function placementMapEvents(dispatch: Dispatch<PlacementEvent>, draftId: string, isThing: (id: string) => boolean = () => true) {
  return {
    onMapClick: (lat: number, lng: number) => dispatch({ type: 'mapClick', position: { lat, lng } }),
    onMarkerClick: (id: string) => id !== draftId && isThing(id) && dispatch({ type: 'markerClick', id }),
    onMarkerDragEnd: (id: string, lat: number, lng: number) =>
      dispatch(id === draftId ? { type: 'draftDragged', position: { lat, lng } } : { type: 'markerDragged', id, position: { lat, lng } }),
  };
}
