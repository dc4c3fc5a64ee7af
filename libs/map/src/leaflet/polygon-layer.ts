import * as L from 'leaflet';
import { OutlinePainter, type OutlineView } from '../polygons/outline-painter';
import { webMercator } from '../projection';
import type { FarmPolygon } from '../types';
import { fitCanvas, frameCovers, frameOf, sameFrame, unionArea, type CanvasFrame } from './canvas-frame';

const PANE = 'inasakuOutlines';

/**
 * Field outlines drawn into canvases of their own, below the pin canvas: 10,000 outlines are one
 * pass that strokes and fills all outlines of a look as a single path (Leaflet's canvas renderer,
 * one layer object per field, took seconds to add 10,000). Rings are projected once per zoom; a
 * pan only offsets them; outlines out of view are skipped.
 *
 * The base canvas holds every outline in its look without selection and is painted again only
 * when the view moves past its padding, the zoom changes or the outlines change; the selected
 * outlines are painted alone on an overlay canvas above it, so a selection among 10,000 fields
 * paints one outline. Not interactive: taps are answered by PolygonIndex in the map's click
 * handler, after the pins.
 */
export class PolygonLayer extends L.Layer {
  private map: L.Map | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private overlayCanvas: HTMLCanvasElement | null = null;
  private readonly painter = new OutlinePainter();
  private frame = 0;
  private baseDirty = true;
  private overlayDirty = true;
  private viewMoved = false;
  private drawnFrame: CanvasFrame | null = null;
  /** Paints of the base canvas and of the overlay since the layer was made. */
  baseDraws = 0;
  overlayDraws = 0;
  /** Outlines in the base canvas's last paint (its whole frame, padding included). */
  drawnCount = 0;
  private readonly padding: number;
  private readonly onDrawn?: (drawnCount: number, total: number) => void;

  /** `padding`: share of the view painted beyond each edge (FRAME_PADDING on the map; none by default). */
  constructor(options: { padding?: number; onDrawn?: (drawnCount: number, total: number) => void } = {}) {
    super();
    this.padding = options.padding ?? 0;
    this.onDrawn = options.onDrawn;
  }

  override onAdd(map: L.Map): this {
    this.map = map;
    const pane = map.getPane(PANE) ?? map.createPane(PANE);
    pane.style.zIndex = '420'; // above tiles, below the pin canvas (450) and markers (600)
    pane.style.pointerEvents = 'none';
    map.on('moveend zoomend viewreset resize', this.onViewChange, this);
    map.on('move', this.onMove, this);
    this.baseDirty = this.overlayDirty = true;
    this.draw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend zoomend viewreset resize', this.onViewChange, this);
    map.off('move', this.onMove, this);
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.removeCanvases();
    this.map = null;
    return this;
  }

  /** Keeps each outline's projection while its rings stay; a selection only repaints the overlay. */
  setPolygons(polygons: readonly FarmPolygon[]): void {
    const change = this.painter.setPolygons(polygons);
    this.baseDirty ||= change.base;
    this.overlayDirty ||= change.overlay;
    if (change.base || change.overlay) this.schedule();
  }

  private onViewChange(): void {
    this.viewMoved = true;
    this.schedule();
  }

  /** During a drag the canvases move with the map: paint again only once the padding is used up. */
  private onMove(): void {
    if (this.map && !frameCovers(this.drawnFrame, this.map)) this.onViewChange();
  }

  private schedule(): void {
    if (this.frame || !this.map) return;
    this.frame = requestAnimationFrame(() => this.draw());
  }

  private removeCanvases(): void {
    this.canvas?.remove();
    this.overlayCanvas?.remove();
    this.canvas = null;
    this.overlayCanvas = null;
    this.drawnFrame = null;
  }

  private draw(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    const map = this.map;
    if (!map) return;
    // A map without outlines keeps no canvas for them.
    if (this.painter.empty) {
      this.removeCanvases();
      this.baseDirty = this.overlayDirty = this.viewMoved = false;
      this.drawnCount = 0;
      this.onDrawn?.(0, 0);
      return;
    }
    const pane = map.getPane(PANE);
    if (!this.canvas) {
      this.canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide', pane);
      this.drawnFrame = null;
    }
    const frame = this.viewMoved || !this.drawnFrame ? frameOf(map, this.padding) : this.drawnFrame;
    const moved = !sameFrame(this.drawnFrame, frame);
    const view: OutlineView = { zoom: frame.zoom, width: frame.width, height: frame.height, dx: frame.dx, dy: frame.dy };
    if (moved || this.baseDirty) {
      const ctx = fitCanvas(this.canvas, frame);
      this.baseDraws++;
      this.drawnCount = ctx ? this.painter.paintBase(ctx, view, webMercator) : 0;
      this.onDrawn?.(this.drawnCount, this.painter.size);
    }
    if ((moved || this.overlayDirty) && (this.overlayCanvas || this.painter.hasOverlay)) {
      // Created above the base at the first selection (a map without one keeps a single canvas),
      // and only as large as the selected outlines: a selection composites that much.
      const area = unionArea(this.painter.overlayBoxes(view, webMercator), frame);
      this.overlayCanvas ??= L.DomUtil.create('canvas', 'leaflet-zoom-hide', pane);
      this.overlayCanvas.style.display = area ? '' : 'none';
      this.overlayDraws++;
      const ctx = area ? fitCanvas(this.overlayCanvas, frame, area) : null;
      if (ctx) this.painter.paintOverlay(ctx, view, webMercator);
    }
    this.baseDirty = this.overlayDirty = this.viewMoved = false;
    this.drawnFrame = frame;
  }
}
