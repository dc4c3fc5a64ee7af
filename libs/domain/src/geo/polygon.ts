/**
 * Field boundaries (GeoJSON Polygon, WGS84 [lng, lat]): the shape rules the map editor and the
 * fields service share, and the area the editor shows while a shape is drawn. The service stores
 * the area PostGIS computes on the ellipsoid (ST_Area of geography); this one agrees with it to
 * the second decimal in a for field-sized shapes (a few km across at most).
 */

/** GeoJSON Polygon: one outer ring, then holes; every ring closed (first position = last). */
export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: number[][][];
}

/** At most this many vertices over all rings (the closing repeat not counted). */
export const MAX_BOUNDARY_VERTICES = 500;

/** Japan with its outlying islands, generously: a boundary outside is a mistake (swapped lat/lng, another datum). */
export const JAPAN_BOUNDS = { minLng: 122, maxLng: 154, minLat: 20, maxLat: 46 } as const;

export const BOUNDARY_MESSAGES = {
  type: '境界はGeoJSONのPolygon（type と coordinates）で指定してください。',
  coordinate: '境界の座標は[経度, 緯度]の数値の組で指定してください。',
  tooFewVertices: '境界の各リングには3点以上の頂点が必要です。',
  notClosed: '境界のリングが閉じていません（最初と最後の座標を同じにしてください）。',
  tooManyVertices: `境界の頂点は${MAX_BOUNDARY_VERTICES}点までです。`,
  outsideJapan: '境界が日本の範囲外です（経度・緯度の順序を確認してください）。',
  selfIntersection: '境界の辺が交差しています。交差しない形にしてください。',
  empty: '境界の面積が0です。',
} as const;

// WGS84 ellipsoid.
const A = 6378137;
const F = 1 / 298.257223563;
const E2 = F * (2 - F);

type Point = [number, number];

function isPosition(p: unknown): p is Point {
  return Array.isArray(p) && (p.length === 2 || p.length === 3) && p.every((n) => typeof n === 'number' && Number.isFinite(n));
}

/**
 * The first thing wrong with `value` as a field boundary, in Japanese, or null if it is a valid one:
 * a Polygon with closed rings of at least 3 vertices, at most MAX_BOUNDARY_VERTICES in all,
 * inside Japan, no edge crossing another (holes included), not of zero area.
 */
export function boundaryProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return BOUNDARY_MESSAGES.type;
  const g = value as { type?: unknown; coordinates?: unknown };
  if (g.type !== 'Polygon' || !Array.isArray(g.coordinates) || g.coordinates.length === 0) return BOUNDARY_MESSAGES.type;
  const rings: Point[][] = [];
  let vertices = 0;
  for (const ring of g.coordinates as unknown[]) {
    if (!Array.isArray(ring) || !ring.every(isPosition)) return BOUNDARY_MESSAGES.coordinate;
    const points = ring.map((p) => [p[0], p[1]] as Point);
    if (points.length < 4) return BOUNDARY_MESSAGES.tooFewVertices;
    const first = points[0];
    const last = points[points.length - 1];
    if (first[0] !== last[0] || first[1] !== last[1]) return BOUNDARY_MESSAGES.notClosed;
    vertices += points.length - 1;
    rings.push(points);
  }
  if (vertices > MAX_BOUNDARY_VERTICES) return BOUNDARY_MESSAGES.tooManyVertices;
  const b = JAPAN_BOUNDS;
  for (const ring of rings) {
    for (const [lng, lat] of ring) {
      if (lng < b.minLng || lng > b.maxLng || lat < b.minLat || lat > b.maxLat) return BOUNDARY_MESSAGES.outsideJapan;
    }
  }
  if (hasCrossing(rings)) return BOUNDARY_MESSAGES.selfIntersection;
  if (Math.abs(planarRingArea(rings[0], origin(rings[0]))) === 0) return BOUNDARY_MESSAGES.empty;
  return null;
}

/**
 * Area in a (100 m²) of a valid boundary, holes taken out, rounded to two decimals. Each ring is
 * projected onto the plane tangent to the ellipsoid at the outer ring's centre (meridian and
 * prime-vertical radii of curvature there), which for shapes of field size differs from the
 * geodesic area by far less than 0.01 a.
 */
export function boundaryAreaA(polygon: PolygonGeometry): number {
  const rings = polygon.coordinates.map((r) => r.map((p) => [p[0], p[1]] as Point));
  const o = origin(rings[0]);
  let m2 = Math.abs(planarRingArea(rings[0], o));
  for (const hole of rings.slice(1)) m2 -= Math.abs(planarRingArea(hole, o));
  // 0.01 a is 1 m².
  return Math.round(Math.max(m2, 0)) / 100;
}

function origin(ring: Point[]): Point {
  let lng = 0;
  let lat = 0;
  const n = ring.length - 1;
  for (let i = 0; i < n; i++) {
    lng += ring[i][0];
    lat += ring[i][1];
  }
  return [lng / n, lat / n];
}

function planarRingArea(ring: Point[], o: Point): number {
  const phi = (o[1] * Math.PI) / 180;
  const s = Math.sin(phi);
  const w = Math.sqrt(1 - E2 * s * s);
  const meridian = (A * (1 - E2)) / (w * w * w);
  const primeVertical = A / w;
  const kx = ((Math.PI / 180) * primeVertical) * Math.cos(phi);
  const ky = (Math.PI / 180) * meridian;
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const x1 = (ring[i][0] - o[0]) * kx;
    const y1 = (ring[i][1] - o[1]) * ky;
    const x2 = (ring[i + 1][0] - o[0]) * kx;
    const y2 = (ring[i + 1][1] - o[1]) * ky;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

/** Any two edges (of any rings) that touch or cross, other than neighbours sharing their vertex. */
function hasCrossing(rings: Point[][]): boolean {
  const edges: [Point, Point, number, number][] = [];
  rings.forEach((ring, r) => {
    for (let i = 0; i < ring.length - 1; i++) edges.push([ring[i], ring[i + 1], r, i]);
  });
  for (let i = 0; i < edges.length; i++) {
    for (let j = i + 1; j < edges.length; j++) {
      const [a1, a2, ra, ia] = edges[i];
      const [b1, b2, rb, ib] = edges[j];
      if (ra === rb) {
        const n = rings[ra].length - 1;
        if (ib === ia + 1 || (ia === 0 && ib === n - 1)) {
          // Neighbours share one vertex; they only go wrong by folding back onto each other.
          if (collinearOverlap(a1, a2, b1, b2)) return true;
          continue;
        }
      }
      if (segmentsMeet(a1, a2, b1, b2)) return true;
    }
  }
  return false;
}

function orient(a: Point, b: Point, c: Point): number {
  const v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

function onSegment(a: Point, b: Point, p: Point): boolean {
  return Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);
}

function segmentsMeet(a1: Point, a2: Point, b1: Point, b2: Point): boolean {
  const o1 = orient(a1, a2, b1);
  const o2 = orient(a1, a2, b2);
  const o3 = orient(b1, b2, a1);
  const o4 = orient(b1, b2, a2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (o1 === 0 && onSegment(a1, a2, b1)) || (o2 === 0 && onSegment(a1, a2, b2))
    || (o3 === 0 && onSegment(b1, b2, a1)) || (o4 === 0 && onSegment(b1, b2, a2));
}

function collinearOverlap(a1: Point, a2: Point, b1: Point, b2: Point): boolean {
  if (orient(a1, a2, b1) !== 0 || orient(a1, a2, b2) !== 0) return false;
  // Shared vertex plus a collinear neighbour pointing back along the edge: a spike of zero width.
  const shared = a2[0] === b1[0] && a2[1] === b1[1] ? a2 : a1;
  const p = shared === a2 ? a1 : a2;
  const q = shared === a2 ? b2 : (b1[0] === shared[0] && b1[1] === shared[1] ? b2 : b1);
  return (p[0] - shared[0]) * (q[0] - shared[0]) + (p[1] - shared[1]) * (q[1] - shared[1]) > 0;
}

/** true if [lng, lat] lies inside the outer ring and outside every hole (even-odd rule; on an edge counts as inside). */
export function pointInBoundary(polygon: PolygonGeometry, lng: number, lat: number): boolean {
  const inRing = (ring: number[][]) => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (orient([xj, yj], [xi, yi], [lng, lat]) === 0 && onSegment([xj, yj], [xi, yi], [lng, lat])) return true;
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
  const [outer, ...holes] = polygon.coordinates;
  return inRing(outer) && !holes.some((h) => inRing(h) && !onAnyEdge(h, lng, lat));
}

function onAnyEdge(ring: number[][], lng: number, lat: number): boolean {
  for (let i = 0; i < ring.length - 1; i++) {
    const a: Point = [ring[i][0], ring[i][1]];
    const b: Point = [ring[i + 1][0], ring[i + 1][1]];
    if (orient(a, b, [lng, lat]) === 0 && onSegment(a, b, [lng, lat])) return true;
  }
  return false;
}
