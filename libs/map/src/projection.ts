/** A world pixel: where a point lies on the map at a zoom, 256 px across the world at zoom 0. */
export interface WorldPoint {
  x: number;
  y: number;
}

/** World pixels of a point at a zoom. */
export type WorldProjection = (lat: number, lng: number, zoom: number) => WorldPoint;

const TILE = 256;
/** Web Mercator's limit: the latitude at which the world is square. */
const MAX_LATITUDE = 85.0511287798;

/**
 * Web Mercator world pixels, as Leaflet's EPSG3857 (map.project) and Google's map compute them.
 * Our canvases project 10,000 pins and the vertices of 10,000 outlines through this: map.project
 * builds a LatLng and two Points for each, and those allocations cost more than the arithmetic.
 */
export const webMercator: WorldProjection = (lat, lng, zoom) => {
  const scale = TILE * 2 ** zoom;
  const clamped = Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE);
  const sin = Math.sin((clamped * Math.PI) / 180);
  return { x: (lng / 360 + 0.5) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
};
