import type { BoundaryPolygon } from '@inasaku/contracts';
import { UnreadableFile, textOf, type ReadRow, type TransferRow } from './transfer-row';

/**
 * GeoJSON (RFC 7946): a FeatureCollection, one Feature per field. The geometry is the boundary, or
 * a Point at the pin when the field has none; properties name, area, brand, cultivator, memo,
 * sensor and pin ('lat,lng').
 */
export function writeGeoJson(rows: TransferRow[]): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: rows.map((r) => ({
      type: 'Feature',
      geometry: r.boundary ?? pointOf(r.pin),
      properties: { name: r.name, area: r.area, brand: r.brand, cultivator: r.cultivator, memo: r.memo, sensor: r.sensor, pin: r.pin },
    })),
  });
}

function pointOf(pin: string | null): { type: 'Point'; coordinates: [number, number] } | null {
  if (!pin) return null;
  const [lat, lng] = pin.split(',').map(Number);
  return { type: 'Point', coordinates: [lng, lat] };
}

export function readGeoJson(text: string): ReadRow[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new UnreadableFile('GeoJSONとして読み取れません（JSONの形式が正しくありません）。');
  }
  const d = doc as { type?: unknown; features?: unknown };
  const features = d?.type === 'FeatureCollection' && Array.isArray(d.features) ? d.features : d?.type === 'Feature' ? [doc] : null;
  if (!features) throw new UnreadableFile('GeoJSONの FeatureCollection ではありません。');
  return features.map((f) => {
    const feature = (f ?? {}) as { properties?: Record<string, unknown> | null; geometry?: { type?: string; coordinates?: unknown } | null };
    const p = feature.properties ?? {};
    const values: ReadRow['values'] = {};
    for (const key of ['name', 'area', 'brand', 'cultivator', 'memo', 'sensor', 'pin'] as const) {
      const v = textOf(p[key]);
      if (v !== undefined) values[key] = v;
    }
    const g = feature.geometry;
    const row: ReadRow = { values, problems: [] };
    if (g?.type === 'Point') {
      // a field without a boundary: the point is its pin (a `pin` property says the same)
      const [lng, lat] = Array.isArray(g.coordinates) ? (g.coordinates as unknown[]) : [];
      values.pin ??= `${textOf(lat) ?? ''},${textOf(lng) ?? ''}`;
    } else if (g?.type === 'MultiPolygon' && Array.isArray(g.coordinates) && g.coordinates.length === 1) {
      row.boundary = { type: 'Polygon', coordinates: g.coordinates[0] } as BoundaryPolygon;
    } else if (g) {
      row.boundary = g;
    }
    return row;
  });
}
