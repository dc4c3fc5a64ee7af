import { pinLook } from '../icons/pin-icons';
import { sameRings } from './polygon-index';
import { baseLookCode, isSelectedLook, overlayStyle, polygonStyle, type PolygonStyle } from './polygon-look';
import type { WorldProjection } from '../projection';
import type { FarmPolygon } from '../types';

/** The canvas's view: its CSS size and the offset from world pixels to canvas pixels. */
export interface OutlineView {
  zoom: number;
  width: number;
  height: number;
  dx: number;
  dy: number;
}

/** What a new list changed: the base (shapes or base looks) and / or the selected outlines. */
export interface OutlineChange {
  base: boolean;
  overlay: boolean;
}

/** An outline with its look in the base layer, its rings projected to world pixels at `zoom` (NaN: not yet) and their box. */
interface Projected {
  spec: FarmPolygon;
  baseLook: string;
  selected: boolean;
  zoom: number;
  rings: Float64Array[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Field outlines painted into canvases, whatever the map provider: 10,000 outlines are one pass
 * that strokes and fills all consecutive outlines of a look as a single path. Rings are projected
 * once per zoom; a pan only offsets them; outlines out of view are skipped.
 *
 * The base (every outline in its look without selection) and the overlay (the selected outlines
 * only) can be painted apart, into two canvases: a selection then repaints the overlay alone.
 */
export class OutlinePainter {
  private input: readonly FarmPolygon[] = [];
  /** In the base layer's drawing order: plain, then stored (input order within each). */
  private items: Projected[] = [];
  private byId = new Map<string, Projected>();
  /** Selected outlines in input order, and the list the overlay was last given. */
  private overlay: Projected[] = [];
  private overlayLooks: string[] = [];

  get empty(): boolean {
    return this.items.length === 0;
  }

  /** Number of outlines. */
  get size(): number {
    return this.items.length;
  }

  get hasOverlay(): boolean {
    return this.overlay.length > 0;
  }

  /**
   * Takes a new list, comparing values: same ids, shapes and base looks keep the base as it is
   * (a selection only changes the overlay). Each outline keeps its projection while its rings stay.
   */
  setPolygons(polygons: readonly FarmPolygon[]): OutlineChange {
    if (polygons === this.input) return { base: false, overlay: false };
    const prev = this.input;
    this.input = polygons;
    const previous = this.overlay;
    const previousLooks = this.overlayLooks;
    let base = prev.length !== polygons.length;
    for (let i = 0; !base && i < polygons.length; i++) {
      const p = polygons[i];
      const q = prev[i];
      if (p === q) continue;
      if (p.id !== q.id || !sameRings(p.rings, q.rings) || baseLookCode(p.look) !== baseLookCode(q.look)) base = true;
    }
    if (base) this.rebuild(polygons);
    else {
      for (const p of polygons) {
        const item = this.byId.get(p.id)!;
        if (item.spec !== p) this.refresh(item, p);
      }
    }
    const overlay: Projected[] = [];
    for (const p of polygons) {
      const item = this.byId.get(p.id)!;
      if (item.selected) overlay.push(item);
    }
    this.overlay = overlay;
    this.overlayLooks = overlay.map((item) => item.spec.look);
    const overlayChanged =
      base || overlay.length !== previous.length || overlay.some((item, i) => item !== previous[i] || this.overlayLooks[i] !== previousLooks[i]);
    return { base, overlay: overlayChanged };
  }

  /** Paints every outline in view in its full look (one canvas: base and selection together); answers how many were drawn. */
  paint(ctx: CanvasRenderingContext2D, view: OutlineView, project: WorldProjection): number {
    ctx.clearRect(0, 0, view.width, view.height);
    const order = [...this.items.filter((i) => !i.selected), ...this.items.filter((i) => i.selected)];
    return paintList(ctx, view, project, order, (item) => item.spec.look, polygonStyle);
  }

  /** Paints the base: every outline in view in its look without selection. */
  paintBase(ctx: CanvasRenderingContext2D, view: OutlineView, project: WorldProjection): number {
    ctx.clearRect(0, 0, view.width, view.height);
    return paintList(ctx, view, project, this.items, (item) => item.baseLook, polygonStyle, true);
  }

  /** Paints the overlay: the selected outlines, over their base look (overlayStyle). */
  paintOverlay(ctx: CanvasRenderingContext2D, view: OutlineView, project: WorldProjection): number {
    ctx.clearRect(0, 0, view.width, view.height);
    return paintList(ctx, view, project, this.overlay, (item) => item.spec.look, overlayStyle);
  }

  /** Where the selected outlines are, in the view's canvas pixels, with room for their stroke. */
  overlayBoxes(view: OutlineView, project: WorldProjection): Array<{ left: number; top: number; width: number; height: number }> {
    return this.overlay.map((item) => {
      if (item.zoom !== view.zoom) projectItem(item, view.zoom, project);
      const margin = polygonStyle(item.spec.look).weight;
      return {
        left: item.minX + view.dx - margin,
        top: item.minY + view.dy - margin,
        width: item.maxX - item.minX + 2 * margin,
        height: item.maxY - item.minY + 2 * margin,
      };
    });
  }

  private rebuild(polygons: readonly FarmPolygon[]): void {
    const byId = new Map<string, Projected>();
    const buckets: Projected[][] = [[], []];
    for (const spec of polygons) {
      const old = this.byId.get(spec.id);
      const item: Projected =
        old && sameRings(old.spec.rings, spec.rings)
          ? { ...old }
          : { spec, baseLook: '', selected: false, zoom: NaN, rings: [], minX: 0, minY: 0, maxX: 0, maxY: 0 };
      this.refresh(item, spec);
      byId.set(spec.id, item);
      buckets[pinLook(item.baseLook).stored ? 1 : 0].push(item);
    }
    this.items = buckets.flat();
    this.byId = byId;
  }

  private refresh(item: Projected, spec: FarmPolygon): void {
    if (item.spec.rings !== spec.rings && !sameRings(item.spec.rings, spec.rings)) item.zoom = NaN;
    item.spec = spec;
    item.baseLook = baseLookCode(spec.look);
    item.selected = isSelectedLook(spec.look);
  }
}

/**
 * Below this size on screen (its box's longer side, px) a base outline is stroked 1 px wide: a
 * 2 px line would cover a third of a field drawn 12 px wide, and the canvas strokes 1 px lines
 * three times as fast (10,000 fields seen from afar). Selected outlines keep their width.
 */
export const THIN_BELOW_PX = 24;

/** How many outlines one canvas path holds at the most (see paintList). */
export const OUTLINES_PER_PATH = 256;

function paintList(
  ctx: CanvasRenderingContext2D,
  view: OutlineView,
  project: WorldProjection,
  items: readonly Projected[],
  lookOf: (item: Projected) => string,
  styleOf: (look: string) => PolygonStyle,
  thinWhenSmall = false,
): number {
  const { zoom, width, height, dx, dy } = view;
  // Consecutive outlines of one look become one path, in drawing order, of at most
  // OUTLINES_PER_PATH outlines: Chromium's canvas builds and rasterises a path in time that grows
  // faster than its subpaths (10,000 outlines in one path: about 2 s; in paths of 256: about 0.1 s).
  let look: string | null = null;
  let thin = false;
  let inPath = 0;
  let drawn = 0;
  const flush = () => {
    if (inPath > 0 && look !== null) {
      const style = styleOf(look);
      paint(ctx, thin ? { ...style, weight: Math.min(style.weight, 1) } : style);
    }
    inPath = 0;
  };
  for (const item of items) {
    if (item.zoom !== zoom) projectItem(item, zoom, project);
    if (item.maxX + dx < 0 || item.maxY + dy < 0 || item.minX + dx > width || item.minY + dy > height) continue;
    const itemLook = lookOf(item);
    const itemThin = thinWhenSmall && Math.max(item.maxX - item.minX, item.maxY - item.minY) < THIN_BELOW_PX;
    if (itemLook !== look || itemThin !== thin || inPath === OUTLINES_PER_PATH) {
      flush();
      look = itemLook;
      thin = itemThin;
    }
    if (inPath === 0) ctx.beginPath();
    inPath++;
    drawn++;
    for (const ring of item.rings) {
      for (let i = 0; i < ring.length; i += 2) {
        const x = ring[i] + dx;
        const y = ring[i + 1] + dy;
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.closePath();
    }
  }
  flush();
  return drawn;
}

function projectItem(item: Projected, zoom: number, project: WorldProjection): void {
  item.rings = item.spec.rings.map((ring) => {
    const out = new Float64Array(ring.length * 2);
    for (let i = 0; i < ring.length; i++) {
      const p = project(ring[i][0], ring[i][1], zoom);
      out[2 * i] = p.x;
      out[2 * i + 1] = p.y;
    }
    return out;
  });
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const outer = item.rings[0] ?? new Float64Array();
  for (let i = 0; i < outer.length; i += 2) {
    minX = Math.min(minX, outer[i]);
    maxX = Math.max(maxX, outer[i]);
    minY = Math.min(minY, outer[i + 1]);
    maxY = Math.max(maxY, outer[i + 1]);
  }
  Object.assign(item, { zoom, minX, minY, maxX, maxY });
}

function paint(ctx: CanvasRenderingContext2D, style: PolygonStyle): void {
  if (style.fillOpacity > 0) {
    ctx.globalAlpha = style.fillOpacity;
    ctx.fillStyle = style.fillColor;
    // Holes stay open: each ring of a field is its own subpath.
    ctx.fill('evenodd');
  }
  ctx.globalAlpha = style.opacity;
  ctx.strokeStyle = style.color;
  ctx.lineWidth = style.weight;
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.globalAlpha = 1;
}
