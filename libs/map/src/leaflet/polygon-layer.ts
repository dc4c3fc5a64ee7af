import * as L from 'leaflet';
import { drawOrder } from '../polygons/polygon-index';
import { polygonStyle, type PolygonStyle } from '../polygons/polygon-look';
import type { FarmPolygon } from '../types';

const PANE = 'inasakuOutlines';

/** An outline with its rings projected to world pixels at `zoom` (NaN: not yet) and their box. */
interface Projected {
  spec: FarmPolygon;
  zoom: number;
  rings: Float64Array[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Field outlines drawn into one canvas of their own, below the pin canvas: 10,000 outlines are
 * one DOM node and one pass that strokes and fills all outlines of a look as a single path (Leaflet's
 * canvas renderer, one layer object per field, took seconds to add 10,000). Rings are projected
 * once per zoom; a pan only offsets them; outlines out of view are skipped. Not interactive: taps
 * are answered by PolygonIndex in the map's click handler, after the pins.
 */
export class PolygonLayer extends L.Layer {
  private map: L.Map | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private ctx: CanvasRenderingContext2D | null = null;
  private input: readonly FarmPolygon[] = [];
  private items: Projected[] = [];
  private byId = new Map<string, Projected>();
  private frame = 0;

  override onAdd(map: L.Map): this {
    this.map = map;
    const pane = map.getPane(PANE) ?? map.createPane(PANE);
    pane.style.zIndex = '420'; // above tiles, below the pin canvas (450) and markers (600)
    pane.style.pointerEvents = 'none';
    map.on('move moveend zoomend viewreset resize', this.schedule, this);
    this.draw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('move moveend zoomend viewreset resize', this.schedule, this);
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.canvas?.remove();
    this.canvas = null;
    this.ctx = null;
    this.map = null;
    return this;
  }

  /** Keeps each outline's projection while its rings stay the same object (a selection only restyles). */
  setPolygons(polygons: readonly FarmPolygon[]): void {
    if (polygons === this.input) return;
    this.input = polygons;
    const byId = new Map<string, Projected>();
    this.items = drawOrder(polygons).map((spec) => {
      const old = this.byId.get(spec.id);
      const item: Projected =
        old && old.spec.rings === spec.rings ? { ...old, spec } : { spec, zoom: NaN, rings: [], minX: 0, minY: 0, maxX: 0, maxY: 0 };
      byId.set(spec.id, item);
      return item;
    });
    this.byId = byId;
    this.schedule();
  }

  private readonly schedule = (): void => {
    if (this.frame || !this.map) return;
    this.frame = requestAnimationFrame(() => this.draw());
  };

  private project(item: Projected, zoom: number): void {
    const map = this.map!;
    item.rings = item.spec.rings.map((ring) => {
      const out = new Float64Array(ring.length * 2);
      ring.forEach(([lat, lng], i) => {
        const p = map.project([lat, lng], zoom);
        out[2 * i] = p.x;
        out[2 * i + 1] = p.y;
      });
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

  private draw(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    const map = this.map;
    if (!map) return;
    // A map without outlines keeps no canvas for them.
    if (!this.items.length) {
      this.canvas?.remove();
      this.canvas = null;
      this.ctx = null;
      return;
    }
    if (!this.canvas) {
      this.canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide', map.getPane(PANE));
      this.ctx = this.canvas.getContext('2d');
    }
    const canvas = this.canvas;
    const ctx = this.ctx;
    if (!ctx) return;
    const size = map.getSize();
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(size.x * ratio) || canvas.height !== Math.round(size.y * ratio)) {
      canvas.width = Math.round(size.x * ratio);
      canvas.height = Math.round(size.y * ratio);
      canvas.style.width = `${size.x}px`;
      canvas.style.height = `${size.y}px`;
    }
    const topLeft = map.containerPointToLayerPoint([0, 0]);
    L.DomUtil.setPosition(canvas, topLeft);
    const zoom = map.getZoom();
    const origin = map.getPixelOrigin();
    const dx = -origin.x - topLeft.x;
    const dy = -origin.y - topLeft.y;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, size.x, size.y);
    // Consecutive outlines of one look become one path: a few fills and strokes for 10,000 fields,
    // in drawing order (selected last, on top).
    let look: string | null = null;
    let open = false;
    const flush = () => {
      if (open && look !== null) paint(ctx, polygonStyle(look));
      open = false;
    };
    for (const item of this.items) {
      if (item.zoom !== zoom) this.project(item, zoom);
      if (item.maxX + dx < 0 || item.maxY + dy < 0 || item.minX + dx > size.x || item.minY + dy > size.y) continue;
      if (item.spec.look !== look) {
        flush();
        look = item.spec.look;
      }
      if (!open) {
        ctx.beginPath();
        open = true;
      }
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
  }
}

function paint(ctx: CanvasRenderingContext2D, style: PolygonStyle): void {
  ctx.globalAlpha = style.fillOpacity;
  ctx.fillStyle = style.fillColor;
  // Holes stay open: each ring of a field is its own subpath.
  ctx.fill('evenodd');
  ctx.globalAlpha = style.opacity;
  ctx.strokeStyle = style.color;
  ctx.lineWidth = style.weight;
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.globalAlpha = 1;
}
