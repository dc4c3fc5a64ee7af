import RBush, { type BBox } from 'rbush';
import { inIdleSteps } from './idle';

/** Items per step of an idle build: rbush bulk-inserts them as one subtree (a millisecond or two). */
export const ITEMS_PER_STEP = 1000;

/**
 * An R-tree for taps on the map, built in the browser's idle time a slice of items at a time
 * (rbush bulk-inserts each slice as a subtree): a tap that comes while 10,000 items are being
 * indexed is answered from the tree so far and a plain scan of the items not in it yet, and
 * waits for neither the rest of the build nor the browser's next idle period.
 */
export class IdleTree<T extends BBox> {
  private tree = new RBush<T>();
  private source: () => readonly T[] = () => [];
  /** Every item, made by the source at the first step or search. */
  private items: readonly T[] | null = [];
  /** Items [0, loaded) are in the tree. */
  private loaded = 0;
  private cancel: (() => void) | null = null;

  /** Starts building the tree of the items `source` makes (asked once, in the first idle step or at a search before it). */
  build(source: () => readonly T[]): void {
    this.cancel?.();
    this.tree = new RBush<T>();
    this.source = source;
    this.items = null;
    this.loaded = 0;
    this.cancel = inIdleSteps(() => this.step());
  }

  /** Goes on with a build that was stopped (dispose) before it ended; nothing when it is done or under way. */
  resume(): void {
    if (!this.built && !this.cancel) this.cancel = inIdleSteps(() => this.step());
  }

  /** The items whose box meets `box`. */
  search(box: BBox): T[] {
    const found = this.tree.search(box);
    const items = this.all();
    for (let i = this.loaded; i < items.length; i++) {
      const item = items[i];
      if (item.minX <= box.maxX && item.maxX >= box.minX && item.minY <= box.maxY && item.maxY >= box.minY) found.push(item);
    }
    return found;
  }

  /** The whole tree: what the idle build has not loaded yet is loaded now. */
  complete(): RBush<T> {
    const items = this.all();
    if (this.loaded < items.length) {
      this.cancel?.();
      this.cancel = null;
      this.tree.load(items.slice(this.loaded));
      this.loaded = items.length;
    }
    return this.tree;
  }

  /** Whether every item is in the tree. */
  get built(): boolean {
    return this.items !== null && this.loaded >= this.items.length;
  }

  dispose(): void {
    this.cancel?.();
    this.cancel = null;
  }

  private all(): readonly T[] {
    return (this.items ??= this.source());
  }

  /** Making the items is a step of its own; then a slice per step. True when done. */
  private step(): boolean {
    if (this.items === null) {
      this.all();
    } else {
      const to = Math.min(this.loaded + ITEMS_PER_STEP, this.items.length);
      this.tree.load(this.items.slice(this.loaded, to));
      this.loaded = to;
    }
    if (!this.built) return false;
    this.cancel = null;
    return true;
  }
}
