import * as L from 'leaflet';
import { webMercator } from '../projection';
import type { FarmMarkerIcon } from '../types';
import { frameCovers, fitCanvas, frameOf, sameFrame, unionArea, type CanvasFrame, type FrameArea } from './canvas-frame';
import { hitTestPins, type PinBox } from './hit-test';
import { IconBitmaps } from './icon-bitmaps';
import { PinSet, type CanvasPin, type PinRecord } from './pin-set';

export type { CanvasPin } from './pin-set';

const PANE = 'inasakuPins';
/** Pixels of forgiveness around a pin when nothing opaque is under the pointer; fingers get more. */
const MOUSE_SLOP = 3;
const TOUCH_SLOP = 10;

/**
 * Every non-draggable marker of a map drawn into canvases of one pane: 10,000 pins are one DOM
 * node and one draw loop, not 10,000 marker elements.
 *
 * Two canvases: the base holds every pin in its plain look and is painted when the view moves
 * past its padding, the zoom changes or the pins change; a highlighted pin (a selected field,
 * icon.base) is painted in its base look there and alone, in its own look, on the light overlay
 * above. Selecting another field of 10,000 repaints the overlay, never the base. A pin whose base
 * look itself changes is repainted in place (its rectangle), on the same frame.
 *
 * Taps and hovers are answered by a spatial index of the pins' positions (an R-tree, built when
 * the pins move, not per selection): the few pins near the pointer are tested, topmost first.
 */
export class PinCanvasLayer extends L.Layer {
  private map: L.Map | null = null;
  private pane: HTMLElement | null = null;
  private canvas: HTMLCanvasElement | null = null;
  /** Created when a pin is first highlighted: a map without a selection keeps one canvas. */
  private overlayCanvas: HTMLCanvasElement | null = null;
  /** The pins, their drawing order, the highlighted ones and the tap index (PinSet). */
  private readonly pins = new PinSet((icon, highlighted) => (highlighted ? this.overlayBitmaps : this.bitmaps).get(icon));
  private frame = 0;
  /** The next frame repaints the whole base (pins changed, an icon loaded)... */
  private full = true;
  /** ...or only these rectangles (canvas pixels) of it, where pins changed their base look... */
  private dirty: Rect[] = [];
  /** ...and the overlay. */
  private overlayDirty = false;
  /** The view moved: a new frame if the last one is not where the view now is. */
  private viewMoved = false;
  private drawnFrame: CanvasFrame | null = null;
  private hoverId: string | null = null;
  /** Number of pins drawn in the last frame (those in view with a loaded icon). */
  drawnCount = 0;
  /** Paints of the base canvas (whole or in part) and of the overlay since the layer was made. */
  baseDraws = 0;
  overlayDraws = 0;
  // permanent: opened and closed here only (a non-permanent tooltip also closes on any map click).
  private readonly tooltip = L.tooltip({ direction: 'top', opacity: 1, permanent: true, className: 'inasaku-pin-tooltip' });
  private readonly bitmaps = new IconBitmaps(() => this.scheduleFull());
  /** The overlay's icons: one loading late (the first selection of a look) repaints the overlay only. */
  private readonly overlayBitmaps = new IconBitmaps(() => {
    this.overlayDirty = true;
    this.schedule();
  });
  private readonly onDrawn?: (drawnCount: number, pinCount: number) => void;
  private readonly padding: number;

  /** `padding`: share of the view painted beyond each edge (FRAME_PADDING on the map; none by default). */
  constructor(options: { onDrawn?: (drawnCount: number, pinCount: number) => void; padding?: number } = {}) {
    super();
    this.onDrawn = options.onDrawn;
    this.padding = options.padding ?? 0;
  }

  override onAdd(map: L.Map): this {
    this.map = map;
    const pane = map.getPane(PANE) ?? map.createPane(PANE);
    pane.style.zIndex = '450'; // above tiles and vectors (400), below real markers (600)
    pane.style.pointerEvents = 'none';
    this.pane = pane;
    // leaflet-zoom-hide: hidden during the zoom animation, redrawn sharp at zoomend.
    this.canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide', pane);
    map.on('moveend zoomend viewreset resize', this.onViewChange, this);
    map.on('move', this.onMove, this);
    map.on('mousemove', this.onMouseMove, this);
    map.on('mouseout movestart zoomstart', this.clearHover, this);
    this.full = true;
    this.draw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend zoomend viewreset resize', this.onViewChange, this);
    map.off('move', this.onMove, this);
    map.off('mousemove', this.onMouseMove, this);
    map.off('mouseout movestart zoomstart', this.clearHover, this);
    this.clearHover();
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.canvas?.remove();
    this.overlayCanvas?.remove();
    this.pins.dispose();
    this.canvas = null;
    this.overlayCanvas = null;
    this.drawnFrame = null;
    this.pane = null;
    this.map = null;
    return this;
  }

  setPins(pins: readonly CanvasPin[]): void {
    const change = this.pins.set(pins);
    if (!change) return;
    if (change.full) {
      this.full = true;
      if (this.hoverId !== null && !this.pins.byId.has(this.hoverId)) this.clearHover();
    }
    for (const [record, before] of change.restyled) {
      this.markDirty(record, before);
      this.markDirty(record, record.base);
    }
    this.overlayDirty ||= change.overlay;
    this.schedule();
  }

  /** The id of the topmost pin under a container point, or null. */
  pinAt(point: { x: number; y: number }, pointerType = 'mouse'): string | null {
    const map = this.map;
    if (!map || this.pins.records.length === 0) return null;
    const slop = pointerType === 'touch' ? TOUCH_SLOP : MOUSE_SLOP;
    const zoom = map.getZoom();
    const origin = map.getPixelOrigin();
    const pane = map.layerPointToContainerPoint([0, 0]);
    const ox = pane.x - origin.x;
    const oy = pane.y - origin.y;
    // Every pin whose icon (plus the slop) can cover the point stands in this box around it.
    const { left, right, up, down } = this.pins.reach;
    const nw = map.containerPointToLatLng([point.x - right - slop - 1, point.y - down - slop - 1]);
    const se = map.containerPointToLatLng([point.x + left + slop + 1, point.y + up + slop + 1]);
    const found = this.pins.search({ minX: nw.lng, minY: se.lat, maxX: se.lng, maxY: nw.lat });
    // Base pins in drawing order, then the highlighted ones: the last is on top.
    const boxes: PinBox[] = [];
    const icons: FarmMarkerIcon[] = [];
    const ids: string[] = [];
    const add = (record: PinRecord, icon: FarmMarkerIcon) => {
      if (record.zoom !== zoom) this.project(record, zoom);
      boxes.push({ x: Math.round(record.x + ox), y: Math.round(record.y + oy), width: icon.width, height: icon.height, anchorX: icon.anchorX, anchorY: icon.anchorY });
      icons.push(icon);
      ids.push(record.pin.id);
    };
    for (const record of found) add(record, record.base);
    for (const record of this.pins.overlay) add(record, record.pin.icon);
    const hit = hitTestPins(boxes, point.x, point.y, {
      slop,
      isOpaque: (i, ix, iy) => {
        const icon = icons[i];
        const mask = (icon.base ? this.overlayBitmaps : this.bitmaps).get(icon).mask;
        return mask ? mask[iy * icon.width + ix] === 1 : true;
      },
    });
    return hit < 0 ? null : ids[hit];
  }

  /** Where a pin at its projected position covers the base canvas with this icon, as last drawn. */
  private markDirty(record: PinRecord, icon: FarmMarkerIcon): void {
    const frame = this.drawnFrame;
    if (!frame || record.zoom !== frame.zoom) {
      this.full = true;
      return;
    }
    // One pixel more each side: nothing of the old icon is left at the edges.
    this.dirty.push({
      left: Math.round(record.x + frame.dx) - icon.anchorX - 1,
      top: Math.round(record.y + frame.dy) - icon.anchorY - 1,
      width: icon.width + 2,
      height: icon.height + 2,
    });
  }

  /** A move, zoom or resize: a new frame at the next paint unless the view is where it was painted. */
  private onViewChange(): void {
    this.viewMoved = true;
    this.schedule();
  }

  /** During a drag the canvases move with the map: paint again only once the padding is used up. */
  private onMove(): void {
    if (this.map && !frameCovers(this.drawnFrame, this.map)) this.onViewChange();
  }

  private readonly scheduleFull = (): void => {
    this.full = true;
    this.schedule();
  };

  private schedule(): void {
    if (this.frame || !this.map) return;
    this.frame = requestAnimationFrame(() => this.draw());
  }

  private project(record: PinRecord, zoom: number): void {
    const p = webMercator(record.pin.lat, record.pin.lng, zoom);
    record.x = p.x;
    record.y = p.y;
    record.zoom = zoom;
  }

  private draw(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    const map = this.map;
    if (!map || !this.canvas) return;
    const frame = this.viewMoved || !this.drawnFrame ? frameOf(map, this.padding) : this.drawnFrame;
    this.viewMoved = false;
    const moved = !sameFrame(this.drawnFrame, frame);
    if (moved || this.full || this.dirty.length) this.drawBase(frame, moved || this.full ? null : this.dirty);
    if (moved || this.overlayDirty) this.drawOverlay(frame);
    this.full = false;
    this.dirty = [];
    this.overlayDirty = false;
    this.drawnFrame = frame;
  }

  private drawBase(frame: CanvasFrame, clip: readonly Rect[] | null): void {
    const ctx = fitCanvas(this.canvas!, frame);
    this.baseDraws++;
    const { zoom, dx, dy, width, height, padX, padY, viewWidth, viewHeight } = frame;
    if (!clip) {
      ctx?.clearRect(0, 0, width, height);
    } else if (ctx) {
      ctx.save();
      ctx.beginPath();
      for (const r of clip) ctx.rect(r.left, r.top, r.width, r.height);
      ctx.clip();
      for (const r of clip) ctx.clearRect(r.left, r.top, r.width, r.height);
    }
    let drawn = 0;
    for (const record of this.pins.records) {
      if (record.zoom !== zoom) this.project(record, zoom);
      const icon = record.base;
      const left = Math.round(record.x + dx) - icon.anchorX;
      const top = Math.round(record.y + dy) - icon.anchorY;
      if (left + icon.width < 0 || top + icon.height < 0 || left > width || top > height) continue;
      const source = this.bitmaps.get(icon).source ?? record.lastDrawn;
      if (!source) continue;
      // Outside the repainted rectangles a pin stays as the last paint left it.
      if (ctx && (!clip || overlaps(clip, left, top, icon.width, icon.height))) {
        ctx.drawImage(source, left, top, icon.width, icon.height);
        record.lastDrawn = source;
      }
      // Counted when in the view itself, not only in the padding around it.
      if (left + icon.width >= padX && top + icon.height >= padY && left <= padX + viewWidth && top <= padY + viewHeight) drawn++;
    }
    if (clip) ctx?.restore();
    this.drawnCount = drawn;
    this.onDrawn?.(drawn, this.pins.records.length);
  }

  private drawOverlay(frame: CanvasFrame): void {
    const overlay = this.pins.overlay;
    this.pins.markOverlayShown();
    const boxes: FrameArea[] = [];
    for (const record of overlay) {
      if (record.zoom !== frame.zoom) this.project(record, frame.zoom);
      const { icon } = record.pin;
      boxes.push({ left: Math.round(record.x + frame.dx) - icon.anchorX, top: Math.round(record.y + frame.dy) - icon.anchorY, width: icon.width, height: icon.height });
    }
    // Only as large as the highlighted pins: a selection composites a few hundred pixels.
    const area = unionArea(boxes, frame);
    if (!this.overlayCanvas) {
      if (!area) return;
      this.overlayCanvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide', this.pane ?? undefined);
    }
    this.overlayCanvas.style.display = area ? '' : 'none';
    this.overlayDraws++;
    if (!area) return;
    const ctx = fitCanvas(this.overlayCanvas, frame, area);
    ctx?.clearRect(area.left, area.top, area.width, area.height);
    overlay.forEach((record, i) => {
      const source = this.overlayBitmaps.get(record.pin.icon).source;
      const b = boxes[i];
      if (ctx && source) ctx.drawImage(source, b.left, b.top, b.width, b.height);
    });
  }

  private onMouseMove(e: L.LeafletMouseEvent): void {
    const map = this.map;
    if (!map) return;
    const id = this.pinAt(e.containerPoint);
    map.getContainer().style.cursor = id === null ? '' : 'pointer';
    if (id === this.hoverId) return;
    this.hoverId = id;
    const pin = id === null ? undefined : this.pins.byId.get(id)?.pin;
    if (!pin?.title) {
      map.closeTooltip(this.tooltip);
      return;
    }
    const content = pinTooltipContent(pin.title);
    this.tooltip.options.offset = [pin.icon.width / 2 - pin.icon.anchorX, -pin.icon.anchorY];
    this.tooltip.setLatLng([pin.lat, pin.lng]).setContent(content);
    map.openTooltip(this.tooltip);
  }

  private clearHover(): void {
    this.hoverId = null;
    const map = this.map;
    if (!map) return;
    map.getContainer().style.cursor = '';
    map.closeTooltip(this.tooltip);
  }
}

/**
 * A pin's hover text: its lines as given (a name, then its area), each wrapped within a phone's
 * width. A name may be 100 characters: on one line it ran under the side panel and past the map's
 * edge. User-entered, so set as text, never HTML.
 */
export function pinTooltipContent(title: string): HTMLDivElement {
  const content = document.createElement('div');
  content.style.whiteSpace = 'pre-wrap';
  content.style.overflowWrap = 'anywhere';
  content.style.maxWidth = 'min(20em, 70vw)';
  content.textContent = title;
  return content;
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

function overlaps(rects: readonly Rect[], left: number, top: number, width: number, height: number): boolean {
  for (const r of rects) {
    if (left < r.left + r.width && left + width > r.left && top < r.top + r.height && top + height > r.top) return true;
  }
  return false;
}
