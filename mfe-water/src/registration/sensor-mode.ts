import { PLACEMENT_SHOW, placementReducer, type PlacementMode } from '@inasaku/map';

/** The sensor registration map (spec 001 "Sensor registration map", §4): the shared placement modes of @inasaku/map. */
export type SensorMode = PlacementMode;

export const SHOW = PLACEMENT_SHOW;

/** Marker id of the sensor being added, before it is registered. */
export const DRAFT_ID = '__new_sensor__';

/** Spec 001 §4: cancel or undo removes the new marker and returns to show. */
export const sensorReducer = placementReducer({ keepDraftOnFormCancel: false });
