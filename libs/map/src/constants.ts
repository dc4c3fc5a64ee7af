/** Map rules of spec 000 §2.2 and §9. */
export const DEFAULT_ZOOM = 17;
export const FALLBACK_CENTER = { lat: 36, lng: 138 } as const;
export const FALLBACK_ZOOM = 5;
export const MAP_TILT = 0;
/** Zoom needed to set the home position or to focus a sensor (spec 001 §5, §9). */
export const FOCUS_ZOOM = 17;
export const MIN_ZOOM = 2;
export const MAX_ZOOM = 20;

/** Icon sizes in CSS pixels (spec 000 §9). */
export const PIN_ICON_SIZE = { width: 24, height: 42, anchorX: 12, anchorY: 42 } as const;
export const HOME_ICON_SIZE = { width: 42, height: 56, anchorX: 21, anchorY: 56 } as const;
export const LANDMARK_MARKER_SIZE = { width: 42, height: 42, anchorX: 21, anchorY: 21 } as const;
/** The landmark artwork itself (spec 001 §9), shown at this size in pickers. */
export const LANDMARK_ICON_PIXELS = 62;

/** GSI (国土地理院) tiles: keyless, so the product runs without a commercial account. */
export const GSI_AERIAL_TILES = 'https://cyberjapandata.gsi.go.jp/xyz/seamlessphoto/{z}/{x}/{y}.jpg';
export const GSI_STANDARD_TILES = 'https://cyberjapandata.gsi.go.jp/xyz/std/{z}/{x}/{y}.png';
export const GSI_ATTRIBUTION = '<a href="https://maps.gsi.go.jp/development/ichiran.html">国土地理院</a>';
/** Both GSI layers stop at 18; Leaflet scales the last level up to MAX_ZOOM. */
export const GSI_MAX_NATIVE_ZOOM = 18;

export const MAP_TYPE_LABELS = { aerial: '航空写真', standard: '地図' } as const;
export const GOOGLE_FALLBACK_MESSAGE = 'Google マップを読み込めなかったため、地理院地図で表示しています。';
/** A Google script that neither loads nor fails in this time is treated as failed. */
export const GOOGLE_LOAD_TIMEOUT_MS = 10_000;

/** Marker id used for the home marker in onMarkerClick / onMarkerDragEnd. */
export const HOME_MARKER_ID = '__home__';

/** The status line of a map (最終更新: …) in its bottom-left corner, a small label over the photo. */
export const MAP_STATUS_STYLE: Partial<CSSStyleDeclaration> = {
  background: 'rgba(255, 255, 255, 0.92)',
  color: 'rgba(0, 0, 0, 0.88)',
  fontSize: '12px',
  lineHeight: '20px',
  padding: '0 8px',
  borderRadius: '4px',
  border: '1px solid #d9d9d9',
  margin: '0 0 6px 10px',
  whiteSpace: 'nowrap',
};
