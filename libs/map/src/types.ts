import type { CSSProperties, ReactNode } from 'react';

export type MapType = 'aerial' | 'standard';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface FarmMarkerIcon {
  url: string;
  width: number;
  height: number;
  /** The pixel of the icon that sits on the marker position, from the top left. */
  anchorX: number;
  anchorY: number;
  /**
   * Set on a highlighted look (a selected field pin, fieldPinIcon): the look of the same marker
   * when not highlighted. The map keeps such a marker in its cached base layer drawn with `base`
   * and draws this icon alone on a light overlay above every other pin, so changing which
   * marker is highlighted never repaints the thousands of others. This icon must cover `base`.
   */
  base?: FarmMarkerIcon;
}

export interface FarmMarker {
  id: string;
  lat: number;
  lng: number;
  icon: FarmMarkerIcon;
  /** Draggable markers are real map markers; all others are drawn together in one canvas. */
  draggable?: boolean;
  /** Hover info window text (plain text; new lines are kept). */
  title?: string;
  /**
   * Higher draws on top. Equal values: the southern marker is on top, as on Google Maps.
   * Markers in a highlighted look (icon.base) are above all others, ordered among themselves by it.
   */
  zIndex?: number;
}

export interface FarmPolyline {
  id: string;
  points: Array<[number, number]>;
  color: string;
  weight?: number;
}

/**
 * A field's outline, drawn in its pin's colours: `look` is a pin code ('040', '041' stored,
 * '042' selected, '043' both; pinIconCode of @inasaku/domain). Rings are [lat, lng] lists
 * (outer first, then holes; closing repeat optional). A tap inside reports `id` through
 * onMarkerClick, as a tap on the pin does.
 */
export interface FarmPolygon {
  id: string;
  rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>>;
  look: string;
}

/**
 * A shape being drawn: its vertices ([lat, lng], no closing repeat) shown as draggable handles
 * and the outline through them. A tap on the map still goes to onMapClick (the screen adds the
 * vertex); a handle's tap and drag end come back by index.
 */
export interface FarmPolygonEditor {
  vertices: ReadonlyArray<readonly [number, number]>;
  onVertexMove: (index: number, lat: number, lng: number) => void;
  onVertexClick: (index: number) => void;
}

export interface FarmHomeMarker {
  lat: number;
  lng: number;
  title?: string;
  /** Drag end is reported through onMarkerDragEnd with HOME_MARKER_ID. */
  draggable?: boolean;
}

export interface FarmLandmark {
  id: string;
  lat: number;
  lng: number;
  /** Landmark icon code ('000', '101', ...) or a stored file name containing it. */
  icon: string;
  name?: string;
}

export interface FarmMapHandle {
  /** Pans (and zooms when a zoom is given) to the position. */
  panTo(lat: number, lng: number, zoom?: number): void;
  getZoom(): number;
  getCenter(): LatLng;
  /** Fits the view to the points; does nothing for an empty list. */
  fitBounds(points: Array<[number, number]>, maxZoom?: number): void;
}

export interface FarmMapViewProps {
  /** Centre; when the value changes the map moves there. Default: FALLBACK_CENTER. */
  center?: LatLng;
  /** Zoom; when the value changes the map zooms. Default: FALLBACK_ZOOM. */
  zoom?: number;
  /** Controlled map type; leave undefined to let the built-in control switch it. */
  mapType?: MapType;
  defaultMapType?: MapType;
  onMapTypeChange?: (type: MapType) => void;
  markers?: readonly FarmMarker[];
  polylines?: FarmPolyline[];
  /** Field outlines, drawn under the pins on one canvas. */
  polygons?: readonly FarmPolygon[];
  /** A shape being drawn or edited, over everything else. */
  polygonEditor?: FarmPolygonEditor | null;
  /** Plain text attribution added to the map's credit line while shown (e.g. 筆ポリゴン's 出典). */
  extraAttribution?: string | null;
  homeMarker?: FarmHomeMarker | null;
  landmarks?: FarmLandmark[];
  /** False on the landmarks route, where the screen draws its own landmark markers. */
  showLandmarks?: boolean;
  onMarkerClick?: (id: string) => void;
  onMarkerDragEnd?: (id: string, lat: number, lng: number) => void;
  onLandmarkClick?: (id: string) => void;
  onMapClick?: (lat: number, lng: number) => void;
  onZoomChange?: (zoom: number) => void;
  onCenterChange?: (lat: number, lng: number) => void;
  /**
   * A short line about what the map shows (最終更新: … of the device's copy), in the bottom-left
   * corner above the map-type switch: the map places it so that it covers no control.
   */
  status?: ReactNode;
  /** Overlays laid over the map (panels, hints); position them absolutely. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}
