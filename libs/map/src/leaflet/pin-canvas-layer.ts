import * as L from 'leaflet';
import type { FarmMarker } from '../types';
import { boxInView, compareDrawOrder, hitTestPins, type PinBox } from './hit-test';
import { IconBitmaps } from './icon-bitmaps';

export type CanvasPin = Pick<FarmMarker, 'id' | 'lat' | 'lng' | 'icon' | 'title' | 'zIndex'>;

const PANE = 'inasakuPins';
/** Pixels of forgiveness around a pin when nothing opaque is under the pointer; fingers get more. */
const MOUSE_SLOP = 3;
const TOUCH_SLOP = 10;

/**
 * Every non-draggable marker of a map drawn into one canvas: 2,000 pins are one DOM node
 * and one draw loop, not 2,000 marker elements. The map owns the pointer events and asks
 * pinAt() which pin, if any, is under them; hovering shows the pin's title in a tooltip.
 */
export class PinCanvasLayer extends L.Layer {
  private map: L.Map | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private ctx: CanvasRenderingContext2D | null = null;
  private pins: CanvasPin[] = [];
  /** Projected pixel positions of pins at projectedZoom (world pixels). */
  private projected: Float64Array = new Float64Array(0);
  private projectedZoom = NaN;
  /** Pins in view as last drawn, in drawing order, and the pin index of each box. */
  private boxes: PinBox[] = [];
  private boxPin: number[] = [];
  private frame = 0;
  private hoverId: string | null = null;
  /** The bitmap each pin was last drawn with: shown while a changed icon is still loading. */
  private lastDrawn = new Map<string, CanvasImageSource>();
  /** Number of pins drawn in the last frame (those in view with a loaded icon). */
  drawnCount = 0;
  // permanent: opened and closed here only (a non-permanent tooltip also closes on any map click).
  private readonly tooltip = L.tooltip({ direction: 'top', opacity: 1, permanent: true, className: 'inasaku-pin-tooltip' });
  private readonly bitmaps = new IconBitmaps(() => this.scheduleDraw());
  private readonly onDrawn?: (count: number) => void;

  constructor(options: { onDrawn?: (drawnCount: number) => void } = {}) {
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
    this.pins = [...pins].sort(compareDrawOrder);
    this.projectedZoom = NaN;
    const ids = new Set(this.pins.map((p) => p.id));
    for (const id of this.lastDrawn.keys()) if (!ids.has(id)) this.lastDrawn.delete(id);
    if (this.hoverId !== null && !this.pins.some((p) => p.id === this.hoverId)) this.clearHover();
    this.scheduleDraw();
  }

  /** The id of the topmost pin under a container point, or null. */
  pinAt(point: { x: number; y: number }, pointerType = 'mouse'): string | null {
    if (this.frame) this.draw(); // answer for what is on screen now, not a frame ago
    const boxIndex = hitTestPins(this.boxes, point.x, point.y, {
      slop: pointerType === 'touch' ? TOUCH_SLOP : MOUSE_SLOP,
      isOpaque: (i, ix, iy) => {
        const pin = this.pins[this.boxPin[i]];
        const mask = this.bitmaps.get(pin.icon).mask;
        return mask ? mask[iy * pin.icon.width + ix] === 1 : true;
      },
    });
    return boxIndex < 0 ? null : this.pins[this.boxPin[boxIndex]].id;
  }

  private readonly scheduleDraw = (): void => {
    if (this.frame || !this.map) return;
    this.frame = requestAnimationFrame(() => this.draw());
  };

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
    this.project(map);
    const origin = map.getPixelOrigin();
    const dx = -origin.x - topLeft.x;
    const dy = -origin.y - topLeft.y;
    const ctx = this.ctx;
    ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx?.clearRect(0, 0, size.x, size.y);
    const boxes: PinBox[] = [];
    const boxPin: number[] = [];
    let drawn = 0;
    for (let i = 0; i < this.pins.length; i++) {
      const { icon } = this.pins[i];
      const box: PinBox = {
        x: Math.round(this.projected[2 * i] + dx),
        y: Math.round(this.projected[2 * i + 1] + dy),
        width: icon.width,
        height: icon.height,
        anchorX: icon.anchorX,
        anchorY: icon.anchorY,
      };
      if (!boxInView(box, size.x, size.y)) continue;
      boxes.push(box);
      boxPin.push(i);
      const id = this.pins[i].id;
      const source = this.bitmaps.get(icon).source ?? this.lastDrawn.get(id);
      if (ctx && source) {
        ctx.drawImage(source, box.x - box.anchorX, box.y - box.anchorY, box.width, box.height);
        this.lastDrawn.set(id, source);
        drawn++;
      }
    }
    this.boxes = boxes;
    this.boxPin = boxPin;
    this.drawnCount = drawn;
    this.onDrawn?.(drawn);
  }

  private project(map: L.Map): void {
    const zoom = map.getZoom();
    if (zoom === this.projectedZoom && this.projected.length === this.pins.length * 2) return;
    const out = new Float64Array(this.pins.length * 2);
    for (let i = 0; i < this.pins.length; i++) {
      const p = map.project([this.pins[i].lat, this.pins[i].lng], zoom);
      out[2 * i] = p.x;
      out[2 * i + 1] = p.y;
    }
    this.projected = out;
    this.projectedZoom = zoom;
  }

  private onMouseMove(e: L.LeafletMouseEvent): void {
    const map = this.map;
    if (!map) return;
    const id = this.pinAt(e.containerPoint);
    map.getContainer().style.cursor = id === null ? '' : 'pointer';
    if (id === this.hoverId) return;
    this.hoverId = id;
    const pin = id === null ? undefined : this.pins.find((p) => p.id === id);
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
