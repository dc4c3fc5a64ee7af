export { FarmMap, MapPlaceholder, type FarmMapProps } from './FarmMap';
export type {
  FarmHomeMarker, FarmLandmark, FarmMapHandle, FarmMapViewProps, FarmMarker, FarmMarkerIcon, FarmPolyline, LatLng, MapType,
} from './types';
export {
  DEFAULT_ZOOM, FALLBACK_CENTER, FALLBACK_ZOOM, FOCUS_ZOOM, GOOGLE_FALLBACK_MESSAGE, GSI_AERIAL_TILES, GSI_ATTRIBUTION,
  GSI_STANDARD_TILES, HOME_ICON_SIZE, HOME_MARKER_ID, LANDMARK_ICON_PIXELS, LANDMARK_MARKER_SIZE, MAP_TILT, MAP_TYPE_LABELS,
  MAX_ZOOM, MIN_ZOOM, PIN_ICON_SIZE,
} from './constants';
export { initialView, parseMapPos, resolveView, samePosition, type AreaPosition } from './view';
export { chooseMapProvider, type MapProvider } from './provider';
export { fieldPinIcon, PIN_COLORS, PIN_ICON_CODES, pinIconSvg, pinIconUrl, pinLook, pinLookCode, pinMarkerIcon, type PinLook } from './icons/pin-icons';
export { HOME_ICON_URL, HOME_MARKER_ICON } from './icons/home-icon';
export { preloadMarkerIcons } from './leaflet/icon-bitmaps';
export { BOTTOM_SHEET_ATTRIBUTE } from './leaflet/controls-above-sheets';
export {
  DEFAULT_LANDMARK_ICON, LANDMARK_ICON_GROUPS, LANDMARK_ICONS, landmarkIconCode, landmarkIconSvg, landmarkIconUrl,
  landmarkMarkerIcon, type LandmarkGroup, type LandmarkIcon, type LandmarkSeries,
} from './icons/landmark-icons';
export type { FarmPolygon, FarmPolygonEditor } from './types';
export { latLngRings } from './polygons/lat-lng-rings';
export { PolygonIndex, drawOrder, insidePolygon } from './polygons/polygon-index';
export { polygonStyle, type PolygonStyle } from './polygons/polygon-look';
export {
  addVertex, canUndo, clearVertices, deleteVertex, editorPolygon, MAX_UNDO, moveVertex, startEditor, summarize, undo,
  type EditorState, type EditorSummary, type Vertex,
} from './polygons/boundary-editor';
export { MapPage, useNarrow } from './screen/MapPage';
export { MAP_CONTROL_SHADOW, MapActionBar, MapButton, MapHint, MapTools, OpaqueAlert } from './screen/map-overlays';
export { homeMarkerOf, sessionMapProps, sessionView, useFitOnce, useSessionMap } from './screen/home-view';
export { PLACEMENT_SHOW, placementReducer, type PlacementEvent, type PlacementMode } from './screen/placement-mode';
export { placementMapEvents, placementMarkers, type PlacedThing } from './screen/placement-map';
export { PlacementOverlays } from './screen/PlacementOverlays';
export { usePlacementWrites } from './screen/placement-writes';
