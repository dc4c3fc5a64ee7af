import { BOUNDARY_MESSAGES, boundaryAreaA, boundaryProblem, pointInBoundary, type PolygonGeometry } from './polygon';

// A square of `side` metres at latitude 35° (Niigata-ish), built from the WGS84 radii of curvature there.
function square(side: number, lat = 35, lng = 139): PolygonGeometry {
  const phi = (lat * Math.PI) / 180;
  const e2 = 0.0066943799901413165;
  const w = Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  const dLat = side / (((6378137 * (1 - e2)) / w ** 3) * (Math.PI / 180));
  const dLng = side / ((6378137 / w) * Math.cos(phi) * (Math.PI / 180));
  return { type: 'Polygon', coordinates: [[[lng, lat], [lng + dLng, lat], [lng + dLng, lat + dLat], [lng, lat + dLat], [lng, lat]]] };
}

describe('field boundary rules', () => {
  it('a 100 m × 100 m square is 100 a within 0.1 %', () => {
    expect(boundaryProblem(square(100))).toBeNull();
    expect(Math.abs(boundaryAreaA(square(100)) - 100)).toBeLessThan(0.1);
  });

  it('takes holes out of the area', () => {
    const outer = square(100).coordinates[0];
    const hole = square(50, 35.0002, 139.0002).coordinates[0].slice().reverse();
    expect(boundaryProblem({ type: 'Polygon', coordinates: [outer, hole] })).toBeNull();
    expect(boundaryAreaA({ type: 'Polygon', coordinates: [outer, hole] })).toBeCloseTo(75, 0);
  });

  it('names what is wrong in Japanese', () => {
    const ring = square(100).coordinates[0];
    expect(boundaryProblem({ type: 'Point', coordinates: [139, 35] })).toBe(BOUNDARY_MESSAGES.type);
    expect(boundaryProblem({ type: 'Polygon', coordinates: [ring.slice(0, 4)] })).toBe(BOUNDARY_MESSAGES.notClosed);
    expect(boundaryProblem({ type: 'Polygon', coordinates: [[ring[0], ring[1], ring[0]]] })).toBe(BOUNDARY_MESSAGES.tooFewVertices);
    expect(boundaryProblem({ type: 'Polygon', coordinates: [[[139, 35], ['x', 35], [139.1, 35.1], [139, 35]]] })).toBe(BOUNDARY_MESSAGES.coordinate);
    // a bow tie: two edges cross
    expect(boundaryProblem({ type: 'Polygon', coordinates: [[[139, 35], [139.001, 35.001], [139.001, 35], [139, 35.001], [139, 35]]] }))
      .toBe(BOUNDARY_MESSAGES.selfIntersection);
    expect(boundaryProblem(square(100, 48.8, 2.3))).toBe(BOUNDARY_MESSAGES.outsideJapan);
    const many = Array.from({ length: 501 }, (_, i) => [139 + 0.001 * Math.cos((2 * Math.PI * i) / 501), 35 + 0.001 * Math.sin((2 * Math.PI * i) / 501)]);
    expect(boundaryProblem({ type: 'Polygon', coordinates: [[...many, many[0]]] })).toBe(BOUNDARY_MESSAGES.tooManyVertices);
  });
});

describe('pointInBoundary', () => {
  it('is inside the outer ring, outside the holes', () => {
    const outer = [[139, 35], [139.01, 35], [139.01, 35.01], [139, 35.01], [139, 35]];
    const hole = [[139.004, 35.004], [139.006, 35.004], [139.006, 35.006], [139.004, 35.006], [139.004, 35.004]];
    const p = { type: 'Polygon' as const, coordinates: [outer, hole] };
    expect(pointInBoundary(p, 139.001, 35.001)).toBe(true);
    expect(pointInBoundary(p, 139.005, 35.005)).toBe(false);
    expect(pointInBoundary(p, 139.02, 35.005)).toBe(false);
    expect(pointInBoundary(p, 139, 35.005)).toBe(true);
  });
});
