import { PLACEMENT_SHOW, placementReducer, type PlacementMode } from '@inasaku/map';

/** The landmarks screen (spec 001 "Landmarks"): the shared placement modes of @inasaku/map. */
export type LandmarkMode = PlacementMode;

export const SHOW = PLACEMENT_SHOW;

/** Marker id of the landmark being added, before it is registered. */
export const DRAFT_ID = '__new_landmark__';

/** Closing the add form keeps the new marker on the map to place it again. */
export const landmarkReducer = placementReducer({ keepDraftOnFormCancel: true });
