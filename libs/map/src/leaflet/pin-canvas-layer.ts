import * as L from 'leaflet';
import type { FarmMarker } from '../types';
import { compareDrawOrder, hitTestPins, type PinBox } from './hit-test';
import { IconBitmaps } from './icon-bitmaps';

export type CanvasPin = Pick<FarmMarker, 'id' | 'lat' | 'lng' | 'icon' | 'title' | 'zIndex'>;

const PANE = 'inasakuPins';
/** Pixels of forgiveness around a pin when nothing opaque is under the pointer; fingers get more. */
const MOUSE_SLOP = 3;
const TOUCH_SLOP = 10;

/** A pin with its projected world pixel at `zoom` (NaN: not projected yet) and its last bitmap. */
interface PinRecord {
  pin: CanvasPin;
  x: number;
  y: number;
  zoom: number;
  /** The bitmap it was last drawn with: shown while a changed icon is still loading. */
  lastDrawn: CanvasImageSource | null;
}

/**
 * Every non-draggable marker of a map drawn into one canvas: 10,000 pins are one DOM node
 * and one draw loop, not 10,000 marker elements. The map owns the pointer events and asks
 * pinAt() which pin, if any, is under them; hovering shows the pin's title in a tooltip.
 *
 * A new pins array that differs from the last one in a few entries (a selection swaps one
 * pin's icon) updates those records in place: the others keep their projection and their
 * place in the drawing order, so a click on a pin of 10,000 costs one redraw, not a rebuild.
 */
export class PinCanvasLayer extends L.Layer {
  private map: L.Map | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private ctx: CanvasRenderingContext2D | null = null;
  /** The array last given to setPins, and its pins in drawing order. */
  private input: readonly CanvasPin[] = [];
  private records: PinRecord[] = [];
  private byId = new Map<string, PinRecord>();
  /** Pins in view as last drawn, in drawing order, and the record of each box. */
  private boxes: PinBox[] = [];
  private boxRecord: PinRecord[] = [];
  private frame = 0;
  /** The next frame repaints everything (the view moved, an icon loaded, another list)... */
  private full = true;
  /** ...or only these rectangles (container pixels), where pins changed in place. */
  private dirty: Rect[] = [];
  /** The view as last drawn: a partial repaint is only right on the same view. */
  private lastView = '';
  private lastOffset = { dx: 0, dy: 0, zoom: NaN };
  private hoverId: string | null = null;
  /** Number of pins drawn in the last frame (those in view with a loaded icon). */
  drawnCount = 0;
  // permanent: opened and closed here only (a non-permanent tooltip also closes on any map click).
  private readonly tooltip = L.tooltip({ direction: 'top', opacity: 1, permanent: true, className: 'inasaku-pin-tooltip' });
  private readonly bitmaps = new IconBitmaps(() => this.scheduleDraw());
  private readonly onDrawn?: (drawnCount: number, pinCount: number) => void;

  constructor(options: { onDrawn?: (drawnCount: number, pinCount: number) => void } = {}) {
    super();
    this.onDrawn = options.onDrawn;
  }

  override onAdd(map: L.Map): this {
    this.map = map;
    const pane = map.getPane(PANE) ?? map.createPane(PANE);
    pane.style.zIndex = '450'; // above tiles and vectors (400), below real markers (600)
    pane.style.pointerEvents = 'none';
    // leaflet-zoom-hide: hidden during the zoom animation, redrawn sharp at zoomend.
    this.canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide', pane);
    this.ctx = this.canvas.getContext('2d');
    map.on('move moveend zoomend viewreset resize', this.scheduleDraw, this);
    map.on('mousemove', this.onMouseMove, this);
    map.on('mouseout movestart zoomstart', this.clearHover, this);
    this.draw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('move moveend zoomend viewreset resize', this.scheduleDraw, this);
    map.off('mousemove', this.onMouseMove, this);
    map.off('mouseout movestart zoomstart', this.clearHover, this);
    this.clearHover();
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.canvas?.remove();
    this.canvas = null;
    this.ctx = null;
    this.map = null;
    return this;
  }

  setPins(pins: readonly CanvasPin[]): void {
    if (pins === this.input) return;
    if (this.updateInPlace(pins)) {
      this.input = pins;
      this.schedule();
      return;
    }
    this.rebuild(pins);
    this.input = pins;
    if (this.hoverId !== null && !this.byId.has(this.hoverId)) this.clearHover();
    this.scheduleDraw();
  }

  /** The id of the topmost pin under a container point, or null. */
  pinAt(point: { x: number; y: number }, pointerType = 'mouse'): string | null {
    if (this.frame) this.draw(); // answer for what is on screen now, not a frame ago
    const boxIndex = hitTestPins(this.boxes, point.x, point.y, {
      slop: pointerType === 'touch' ? TOUCH_SLOP : MOUSE_SLOP,
      isOpaque: (i, ix, iy) => {
        const { icon } = this.boxRecord[i].pin;
        const mask = this.bitmaps.get(icon).mask;
        return mask ? mask[iy * icon.width + ix] === 1 : true;
      },
    });
    return boxIndex < 0 ? null : this.boxRecord[boxIndex].pin.id;
  }

  /**
   * Applies a pins array of the same ids in the same order as the last one: only the entries
   * that are other objects are looked at. False when it is another list (then rebuild).
   */
  private updateInPlace(pins: readonly CanvasPin[]): boolean {
    const prev = this.input;
    if (prev.length !== pins.length || this.byId.size !== pins.length || this.records.length !== pins.length) return false;
    const changed: Array<[PinRecord, CanvasPin]> = [];
    for (let i = 0; i < pins.length; i++) {
      const pin = pins[i];
      if (pin === prev[i]) continue;
      if (pin.id !== prev[i].id) return false;
      const record = this.byId.get(pin.id);
      if (!record) return false;
      changed.push([record, pin]);
    }
    let reorder = false;
    for (const [record, pin] of changed) {
      const before = record.pin;
      this.markDirty(record, before.icon);
      if (before.lat !== pin.lat || before.lng !== pin.lng) {
        record.zoom = NaN;
        this.full = true;
      } else {
        this.markDirty(record, pin.icon);
      }
      if (before.lat !== pin.lat || (before.zIndex ?? 0) !== (pin.zIndex ?? 0)) reorder = true;
      record.pin = pin;
    }
    // Nearly sorted: the engine's merge sort takes about one pass.
    if (reorder) this.records.sort(compareRecords);
    return true;
  }

  private rebuild(pins: readonly CanvasPin[]): void {
    const old = this.byId;
    const byId = new Map<string, PinRecord>();
    const records: PinRecord[] = new Array(pins.length);
    for (let i = 0; i < pins.length; i++) {
      const pin = pins[i];
      const before = old.get(pin.id);
      // A pin that stays where it was keeps its projection and its last bitmap.
      const same = before !== undefined && before.pin.lat === pin.lat && before.pin.lng === pin.lng;
      const record: PinRecord = {
        pin,
        x: same ? before.x : 0,
        y: same ? before.y : 0,
        zoom: same ? before.zoom : NaN,
        lastDrawn: before?.lastDrawn ?? null,
      };
      records[i] = record;
      byId.set(pin.id, record);
    }
    records.sort(compareRecords);
    this.records = records;
    this.byId = byId;
  }

  /** Where a pin at its projected position covers the canvas with this icon, as last drawn. */
  private markDirty(record: PinRecord, icon: CanvasPin['icon']): void {
    const { dx, dy, zoom } = this.lastOffset;
    if (record.zoom !== zoom) {
      this.full = true;
      return;
    }
    // One pixel more each side: nothing of the old icon is left at the edges.
    this.dirty.push({
      left: Math.round(record.x + dx) - icon.anchorX - 1,
      top: Math.round(record.y + dy) - icon.anchorY - 1,
      width: icon.width + 2,
      height: icon.height + 2,
    });
  }

  /** A full repaint at the next frame (the view moved or resized, an icon loaded, another list). */
  private readonly scheduleDraw = (): void => {
    this.full = true;
    this.schedule();
  };

  private schedule(): void {
    if (this.frame || !this.map) return;
    this.frame = requestAnimationFrame(() => this.draw());
  }

  private draw(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    const map = this.map;
    const canvas = this.canvas;
    if (!map || !canvas) return;
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
    // A selection changes two pins of 10,000: repaint only where they are (and the pins that
    // overlap there, in drawing order), when the view is the one last drawn.
    const view = `${topLeft.x},${topLeft.y},${dx},${dy},${zoom},${size.x},${size.y},${ratio}`;
    const clip = !this.full && view === this.lastView ? this.dirty : null;
    this.full = false;
    this.dirty = [];
    this.lastView = view;
    this.lastOffset = { dx, dy, zoom };
    const ctx = this.ctx;
    ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (!clip) {
      ctx?.clearRect(0, 0, size.x, size.y);
    } else if (ctx) {
      ctx.save();
      ctx.beginPath();
      for (const r of clip) ctx.rect(r.left, r.top, r.width, r.height);
      ctx.clip();
      for (const r of clip) ctx.clearRect(r.left, r.top, r.width, r.height);
    }
    const boxes: PinBox[] = [];
    const boxRecord: PinRecord[] = [];
    let drawn = 0;
    for (const record of this.records) {
      if (record.zoom !== zoom) {
        const p = map.project([record.pin.lat, record.pin.lng], zoom);
        record.x = p.x;
        record.y = p.y;
        record.zoom = zoom;
      }
      const { icon } = record.pin;
      const x = Math.round(record.x + dx);
      const y = Math.round(record.y + dy);
      const left = x - icon.anchorX;
      const top = y - icon.anchorY;
      if (left + icon.width < 0 || top + icon.height < 0 || left > size.x || top > size.y) continue;
      boxes.push({ x, y, width: icon.width, height: icon.height, anchorX: icon.anchorX, anchorY: icon.anchorY });
      boxRecord.push(record);
      const source = this.bitmaps.get(icon).source ?? record.lastDrawn;
      if (!ctx || !source) continue;
      // Outside the repainted rectangles a pin stays as the last frame painted it.
      if (!clip || overlaps(clip, left, top, icon.width, icon.height)) {
        ctx.drawImage(source, left, top, icon.width, icon.height);
        record.lastDrawn = source;
      }
      drawn++;
    }
    if (clip) ctx?.restore();
    this.boxes = boxes;
    this.boxRecord = boxRecord;
    this.drawnCount = drawn;
    this.onDrawn?.(drawn, this.records.length);
  }

  private onMouseMove(e: L.LeafletMouseEvent): void {
    const map = this.map;
    if (!map) return;
    const id = this.pinAt(e.containerPoint);
    map.getContainer().style.cursor = id === null ? '' : 'pointer';
    if (id === this.hoverId) return;
    this.hoverId = id;
    const pin = id === null ? undefined : this.byId.get(id)?.pin;
    if (!pin?.title) {
      map.closeTooltip(this.tooltip);
      return;
    }
    const content = document.createElement('div');
    content.style.whiteSpace = 'pre';
    content.textContent = pin.title; // user-entered names: never HTML
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

const compareRecords = (a: PinRecord, b: PinRecord): number => compareDrawOrder(a.pin, b.pin);

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
