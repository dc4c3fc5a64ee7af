import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { BoundaryPolygon } from '@inasaku/contracts';

/**
 * Rectangles of given size in metres, built from the WGS84 radii of curvature at their latitude
 * (the same geometry MAFF's lon/lat outlines have), and 筆ポリゴン files in MAFF's published
 * GeoJSON shape: a FeatureCollection whose features carry polygon_uuid, land_type (100 田 / 200 畑),
 * issue_year, edit_year, history, last_polygon_uuid, prep_date, local_government_cd and point_lng/lat.
 */
export function rectangle(lng: number, lat: number, widthM: number, heightM: number): BoundaryPolygon {
  const phi = (lat * Math.PI) / 180;
  const e2 = 0.0066943799901413165;
  const w = Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  const dLat = heightM / (((6378137 * (1 - e2)) / w ** 3) * (Math.PI / 180));
  const dLng = widthM / ((6378137 / w) * Math.cos(phi) * (Math.PI / 180));
  return { type: 'Polygon', coordinates: [[[lng, lat], [lng + dLng, lat], [lng + dLng, lat + dLat], [lng, lat + dLat], [lng, lat]]] };
}

export interface SampleFude {
  polygon_uuid: string;
  land_type: 100 | 200;
  boundary: BoundaryPolygon;
}

export function fudeFeature(f: SampleFude): object {
  const [lng, lat] = f.boundary.coordinates[0][0];
  return {
    type: 'Feature',
    geometry: f.boundary,
    properties: {
      polygon_uuid: f.polygon_uuid, land_type: f.land_type, issue_year: 2024, edit_year: 2023, history: '[]',
      last_polygon_uuid: null, prep_date: '2023-05-01', local_government_cd: '152021', point_lng: lng, point_lat: lat,
    },
  };
}

/** Writes a FeatureCollection of `fude` (plus `extra` raw features) to `file`. */
export function writeFudeFile(file: string, fude: SampleFude[], extra: object[] = []): void {
  writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', name: 'MB0001_2024_152021', features: [...fude.map(fudeFeature), ...extra] }));
}

/** A 3 × 2 block of paddies of 100 m × 50 m (50 a) along a farm road, near Nagaoka. */
export function paddyBlock(originLng = 138.85, originLat = 37.45): SampleFude[] {
  const out: SampleFude[] = [];
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 3; col++) {
      const probe = rectangle(originLng, originLat, 101 * col, 51 * row).coordinates[0][2];
      out.push({ polygon_uuid: randomUUID(), land_type: row === 0 ? 100 : 200, boundary: rectangle(probe[0], probe[1], 100, 50) });
    }
  }
  return out;
}

/** The same in GDAL's layout (ogr2ogr, QGIS; MAFF's files): header lines, then one feature per line. */
export function writeFudeFileByLine(file: string, fude: SampleFude[]): void {
  const features = fude.map((f) => JSON.stringify(fudeFeature(f))).join(',\n');
  writeFileSync(file, `{\n"type": "FeatureCollection",\n"name": "MB0001_2024_152021",\n"crs": { "type": "name", "properties": { "name": "urn:ogc:def:crs:EPSG::6668" } },\n"features": [\n${features}\n]\n}\n`);
}
