import { IdleTree } from '../idle-tree';
import type { FarmMarker, FarmMarkerIcon } from '../types';
import { compareDrawOrder } from './hit-test';

export type CanvasPin = Pick<FarmMarker, 'id' | 'lat' | 'lng' | 'icon' | 'title' | 'zIndex'>;

/**
 * A pin, its look in the base layer and its projected world pixel at `zoom` (NaN: not projected
 * yet). Also the item of the spatial index: a point at its position (minX = maxX = lng).
 */
export interface PinRecord {
  pin: CanvasPin;
  /** Drawn in the base layer with this icon: the plain look of a highlighted pin, else its icon. */
  base: FarmMarkerIcon;
  /** Its place in the base layer's order: a highlighted pin's own zIndex orders the overlay only. */
  baseZ: number;
  /** Index in the base layer's drawing order (a hit answers the highest). */
  order: number;
  x: number;
  y: number;
  zoom: number;
  /** The bitmap it was last drawn with: shown while a changed icon is still loading. */
  lastDrawn: CanvasImageSource | null;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** How far an icon reaches from its anchor, the largest of all pins: the box a tap searches. */
export interface Reach {
  left: number;
  right: number;
  up: number;
  down: number;
}

/** What a new pins array changed in the base layer. */
export interface PinSetChange {
  /** Another list, or pins moved: the whole base. */
  full: boolean;
  /** Pins whose base look changed in place, with the look they had. */
  restyled: Array<[PinRecord, FarmMarkerIcon]>;
  /** The highlighted pins (the overlay) are other than those last shown. */
  overlay: boolean;
}

/**
 * The pins of a canvas layer, without the canvas: their records in the base layer's drawing
 * order, the highlighted ones (icon.base) for the overlay, and an R-tree of their positions for
 * taps. A new array with the same ids in the same order is compared by value (a screen may build
 * new objects for unchanged pins) and updated in place; the tree is built again only when pins
 * move, in the browser's idle time after the paint, a slice at a time (IdleTree).
 */
export class PinSet {
  /** The array last given, the record of each of its entries, and all in drawing order. */
  private input: readonly CanvasPin[] = [];
  private inputRecords: PinRecord[] = [];
  records: PinRecord[] = [];
  byId = new Map<string, PinRecord>();
  /** Highlighted pins, in their drawing order. */
  overlay: PinRecord[] = [];
  reach: Reach = { left: 0, right: 0, up: 0, down: 0 };
  private overlayShown: Array<[PinRecord, FarmMarkerIcon, number, number, number]> = [];
  private readonly tree = new IdleTree<PinRecord>();

  /** `onNewIcon` is told each distinct icon of a new list (to start loading it before the paint). */
  constructor(private readonly onNewIcon: (icon: FarmMarkerIcon, highlighted: boolean) => void = () => undefined) {}

  /** Null when the array is the one last given. */
  set(pins: readonly CanvasPin[]): PinSetChange | null {
    if (pins === this.input) return null;
    const prev = this.input;
    this.input = pins;
    const change: PinSetChange = { full: false, restyled: [], overlay: false };
    if (!this.updateInPlace(prev, pins, change)) {
      this.rebuild(pins);
      change.full = true;
    }
    change.overlay = this.collectOverlay();
    return change;
  }

  /** The pins whose position lies in the box (degrees), in drawing order. */
  search(box: { minX: number; minY: number; maxX: number; maxY: number }): PinRecord[] {
    return this.tree.search(box).sort((a, b) => a.order - b.order);
  }

  /** What the overlay shows now: it is repainted when the highlighted pins differ from this. */
  markOverlayShown(): void {
    this.overlayShown = this.overlay.map((r) => [r, r.pin.icon, r.pin.lat, r.pin.lng, r.pin.zIndex ?? 0]);
  }

  dispose(): void {
    this.tree.dispose();
  }

  private updateInPlace(prev: readonly CanvasPin[], pins: readonly CanvasPin[], change: PinSetChange): boolean {
    if (prev.length !== pins.length || this.inputRecords.length !== pins.length) return false;
    for (let i = 0; i < pins.length; i++) if (pins[i].id !== prev[i].id) return false;
    let reorder = false;
    let moved = false;
    for (let i = 0; i < pins.length; i++) {
      const pin = pins[i];
      if (pin === prev[i]) continue;
      const record = this.inputRecords[i];
      const base = baseIcon(pin);
      const baseZ = baseZOf(pin);
      if (record.pin.lat !== pin.lat || record.pin.lng !== pin.lng) {
        moved = true;
        record.zoom = NaN;
        record.minX = record.maxX = pin.lng;
        record.minY = record.maxY = pin.lat;
      } else if (base !== record.base || baseZ !== record.baseZ) {
        change.restyled.push([record, record.base]);
        reorder ||= baseZ !== record.baseZ;
      }
      if (pin.icon !== record.pin.icon) {
        extendReach(this.reach, pin.icon);
        extendReach(this.reach, base);
      }
      record.pin = pin;
      record.base = base;
      record.baseZ = baseZ;
    }
    if (moved) {
      change.full = true;
      reorder = true;
      this.reindex();
    }
    // Nearly sorted: the engine's merge sort takes about one pass.
    if (reorder) this.sortRecords();
    return true;
  }

  private rebuild(pins: readonly CanvasPin[]): void {
    const old = this.byId;
    const byId = new Map<string, PinRecord>();
    const inputRecords: PinRecord[] = new Array(pins.length);
    const reach: Reach = { left: 0, right: 0, up: 0, down: 0 };
    for (let i = 0; i < pins.length; i++) {
      const pin = pins[i];
      const before = old.get(pin.id);
      // A pin that stays where it was keeps its projection and its last bitmap.
      const same = before !== undefined && before.pin.lat === pin.lat && before.pin.lng === pin.lng;
      const base = baseIcon(pin);
      const record: PinRecord = {
        pin,
        base,
        baseZ: baseZOf(pin),
        order: 0,
        x: same ? before.x : 0,
        y: same ? before.y : 0,
        zoom: same ? before.zoom : NaN,
        lastDrawn: before?.lastDrawn ?? null,
        minX: pin.lng,
        minY: pin.lat,
        maxX: pin.lng,
        maxY: pin.lat,
      };
      inputRecords[i] = record;
      byId.set(pin.id, record);
      extendReach(reach, pin.icon);
      extendReach(reach, base);
      if (i === 0 || pins[i - 1].icon !== pin.icon) {
        if (pin.icon !== base) this.onNewIcon(pin.icon, true);
        this.onNewIcon(base, false);
      }
    }
    this.inputRecords = inputRecords;
    this.records = inputRecords.slice();
    this.sortRecords();
    this.byId = byId;
    this.reach = reach;
    this.reindex();
  }

  /** Positions changed: the tree is built again in the browser's idle time, after the paint. */
  private reindex(): void {
    // The records as they are now: a later restyle sorts this.records again in place.
    const records = this.records.slice();
    this.tree.build(() => records);
  }

  private sortRecords(): void {
    this.records.sort(compareRecords);
    for (let i = 0; i < this.records.length; i++) this.records[i].order = i;
  }

  /** The highlighted pins in their drawing order; true when they differ from what the overlay shows. */
  private collectOverlay(): boolean {
    const overlay: PinRecord[] = [];
    for (const record of this.inputRecords) if (record.pin.icon.base) overlay.push(record);
    if (overlay.length > 1) overlay.sort((a, b) => compareDrawOrder(a.pin, b.pin));
    this.overlay = overlay;
    const shown = this.overlayShown;
    return !(
      shown.length === overlay.length &&
      overlay.every((r, i) => {
        const [record, icon, lat, lng, z] = shown[i];
        return record === r && icon === r.pin.icon && lat === r.pin.lat && lng === r.pin.lng && z === (r.pin.zIndex ?? 0);
      })
    );
  }
}

const baseIcon = (pin: CanvasPin): FarmMarkerIcon => pin.icon.base ?? pin.icon;
const baseZOf = (pin: CanvasPin): number => (pin.icon.base ? 0 : (pin.zIndex ?? 0));

function extendReach(reach: Reach, icon: FarmMarkerIcon): void {
  reach.left = Math.max(reach.left, icon.anchorX);
  reach.right = Math.max(reach.right, icon.width - icon.anchorX);
  reach.up = Math.max(reach.up, icon.anchorY);
  reach.down = Math.max(reach.down, icon.height - icon.anchorY);
}

/** compareDrawOrder with the base layer's zIndex. */
const compareRecords = (a: PinRecord, b: PinRecord): number =>
  a.baseZ - b.baseZ || b.pin.lat - a.pin.lat || (a.pin.id < b.pin.id ? -1 : a.pin.id > b.pin.id ? 1 : 0);
