import { z } from 'zod';
import { boundaryProblem, BOUNDARY_MESSAGES, type PolygonGeometry } from '@inasaku/domain';

/**
 * A paddy field's boundary (輪郭): a GeoJSON Polygon in WGS84 ([lng, lat]), one outer ring and
 * optional holes, at most MAX_BOUNDARY_VERTICES vertices, no crossing edges, inside Japan. The
 * shape rules live in libs/domain (boundaryProblem) so the map editor shows the same Japanese
 * message the service answers. The fields service stores it in PostGIS and computes its geodesic
 * area (`boundary_area_a`, in a, two decimals).
 */
export type BoundaryPolygon = PolygonGeometry;

/** A stored boundary as answers carry it (GeoJSON Polygon, [lng, lat] positions). */
export const boundaryPolygonSchema = z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.array(z.number()))) });

export { BOUNDARY_MESSAGES, MAX_BOUNDARY_VERTICES, JAPAN_BOUNDS, boundaryProblem, boundaryAreaA } from '@inasaku/domain';

/** A valid boundary (400 with the shape's Japanese message otherwise). Coordinates beyond [lng, lat] are dropped. */
export const boundaryField = z.custom<BoundaryPolygon>((v) => boundaryProblem(v) === null, {
  error: (issue) => boundaryProblem(issue.input) ?? BOUNDARY_MESSAGES.type,
});

/** On writes: a boundary, or null / '' to remove it (absent keeps the stored one). */
export const boundaryInputField = z.preprocess((v) => (v === '' ? null : v), boundaryField.nullable());
