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
  /** Higher draws on top. Equal values: the southern marker is on top, as on Google Maps. */
  zIndex?: number;
}

export interface FarmPolyline {
  id: string;
  points: Array<[number, number]>;
  color: string;
  weight?: number;
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
  /** Overlays laid over the map (panels, hints); position them absolutely. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}
