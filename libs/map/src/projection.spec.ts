import * as L from 'leaflet';
import { webMercator } from './projection';

describe('webMercator', () => {
  // The canvases project with it and Leaflet places tiles, markers and taps with map.project:
  // any difference would draw pins and outlines off their fields or miss a tap.
  it.each([
    [37.0656, 138.8779, 17],
    [35.6812, 139.7671, 0],
    [24.3448, 123.7557, 12],
    [45.5228, 141.9363, 21],
    [-33.8688, 151.2093, 9],
    [89.9, -179.9, 5],
    [-89.9, 179.9, 5],
  ])('is Leaflet EPSG3857 at %f, %f, zoom %i', (lat, lng, zoom) => {
    const leaflet = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), zoom);
    const ours = webMercator(lat, lng, zoom);
    expect(ours.x).toBeCloseTo(leaflet.x, 6);
    expect(ours.y).toBeCloseTo(leaflet.y, 6);
  });
});
