import type { FarmPolygon } from '../types';

/**
 * GeoJSON rings ([lng, lat]) as the map takes them ([lat, lng]). Indexed loops, not
 * `ring.map(([lng, lat]) => …)`: destructuring an array goes through its iterator until the
 * engine optimises the function, and the first map of 10,000 boundaries paid that for every point.
 */
export function latLngRings(coordinates: ReadonlyArray<ReadonlyArray<readonly number[]>>): FarmPolygon['rings'] {
  const rings = new Array<ReadonlyArray<readonly [number, number]>>(coordinates.length);
  for (let r = 0; r < coordinates.length; r++) {
    const ring = coordinates[r];
    const points = new Array<readonly [number, number]>(ring.length);
    for (let i = 0; i < ring.length; i++) points[i] = [ring[i][1], ring[i][0]];
    rings[r] = points;
  }
  return rings;
}
