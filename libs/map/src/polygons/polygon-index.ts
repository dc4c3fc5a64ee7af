import type RBush from 'rbush';
import { IdleTree } from '../idle-tree';
import { pinLook } from '../icons/pin-icons';
import type { FarmPolygon } from '../types';

/** An outline's box in the R-tree (x: lng, y: lat) and its place in the input. */
interface Entry {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  index: number;
}

/** Even-odd test of one ring of [lat, lng] (closing repeat optional). */
function insideRing(ring: ReadonlyArray<readonly [number, number]>, lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i];
    const [yj, xj] = ring[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** True when (lat, lng) is inside the outer ring and outside every hole. */
export function insidePolygon(polygon: FarmPolygon, lat: number, lng: number): boolean {
  const [outer, ...holes] = polygon.rings;
  if (!outer || !insideRing(outer, lat, lng)) return false;
  return !holes.some((h) => insideRing(h, lat, lng));
}

/** Drawing rank of a look: plain outlines, then stored, then selected ones on top. */
const rankOf = (p: FarmPolygon): number => {
  const look = pinLook(p.look);
  return (look.selected ? 2 : 0) + (look.stored ? 1 : 0);
};

/**
 * The outlines' bounding boxes in an R-tree (rbush): a tap tests the few outlines whose box
 * holds it, whatever their number. The tree is built from the shapes only, so a new list that
 * only restyles outlines (a selection) keeps it: update() swaps the list and answers at once.
 */
export class PolygonIndex {
  private polygons: readonly FarmPolygon[] = [];
  private readonly tree = new IdleTree<Entry>();
  /** The shapes changed since the tree was last started: prepare() or prepareWhenIdle() builds it again. */
  private stale = false;

  constructor(polygons: readonly FarmPolygon[] = []) {
    this.update(polygons);
  }

  /** Takes a new list; the tree is built again only when an outline was added, removed or reshaped. */
  update(polygons: readonly FarmPolygon[]): this {
    const before = this.polygons;
    this.polygons = polygons;
    if (polygons === before || (!this.stale && sameShapes(before, polygons))) return this;
    this.stale = true;
    return this;
  }

  /**
   * Starts building the tree of changed shapes in the browser's idle time, a slice at a time (after
   * a paint: a tap meanwhile waits for one slice). Answers a function that stops the idle build.
   */
  prepareWhenIdle(): () => void {
    this.restart();
    // A selection stops the map's idle build (its effect is cleaned up) and keeps the tree: go on with it.
    this.tree.resume();
    return () => this.tree.dispose();
  }

  /** The whole tree, built now where the shapes changed or the idle build has not ended. */
  prepare(): RBush<Entry> {
    this.restart();
    return this.tree.complete();
  }

  private restart(): void {
    if (!this.stale) return;
    this.stale = false;
    const polygons = this.polygons;
    this.tree.build(() => boxesOf(polygons));
  }

  /** The id of the topmost outline containing the point (selected, then stored, then later in the list), or null. */
  idAt(lat: number, lng: number): string | null {
    let best: FarmPolygon | null = null;
    let bestRank = -1;
    let bestIndex = -1;
    this.restart();
    for (const { index } of this.tree.search({ minX: lng, minY: lat, maxX: lng, maxY: lat })) {
      const polygon = this.polygons[index];
      const rank = rankOf(polygon);
      if (rank < bestRank || (rank === bestRank && index < bestIndex)) continue;
      if (!insidePolygon(polygon, lat, lng)) continue;
      best = polygon;
      bestRank = rank;
      bestIndex = index;
    }
    return best?.id ?? null;
  }
}

/** The boxes of the polygons' outer rings (outlines of fewer than three points left out). */
function boxesOf(polygons: readonly FarmPolygon[]): Entry[] {
  const entries: Entry[] = [];
  for (let index = 0; index < polygons.length; index++) {
    const outer = polygons[index].rings[0];
    if (!outer || outer.length < 3) continue;
    let minLat = Infinity;
    let maxLat = -Infinity;
    let minLng = Infinity;
    let maxLng = -Infinity;
    for (let i = 0; i < outer.length; i++) {
      const lat = outer[i][0];
      const lng = outer[i][1];
      if (lat < minLat) minLat = lat;
      if (lat > maxLat) maxLat = lat;
      if (lng < minLng) minLng = lng;
      if (lng > maxLng) maxLng = lng;
    }
    entries.push({ minX: minLng, minY: minLat, maxX: maxLng, maxY: maxLat, index });
  }
  return entries;
}

/** Same ids in the same order with the same rings (the same objects, or equal points). */
export function sameShapes(a: readonly FarmPolygon[], b: readonly FarmPolygon[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (a[i].id !== b[i].id || !sameRings(a[i].rings, b[i].rings)) return false;
  }
  return true;
}

export function sameRings(a: FarmPolygon['rings'], b: FarmPolygon['rings']): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let r = 0; r < a.length; r++) {
    const ra = a[r];
    const rb = b[r];
    if (ra === rb) continue;
    if (ra.length !== rb.length) return false;
    for (let i = 0; i < ra.length; i++) if (ra[i][0] !== rb[i][0] || ra[i][1] !== rb[i][1]) return false;
  }
  return true;
}

/** Plain outlines first, then stored, then selected ones; input order kept within each. */
export function drawOrder(polygons: readonly FarmPolygon[]): FarmPolygon[] {
  const buckets: FarmPolygon[][] = [[], [], [], []];
  for (const p of polygons) buckets[rankOf(p)].push(p);
  return buckets.flat();
}
