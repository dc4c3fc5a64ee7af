import RBush, { type BBox } from 'rbush';
import { inIdleSteps } from './idle';

/** Items per step of an idle build: rbush bulk-inserts them as one subtree (a millisecond or two). */
export const ITEMS_PER_STEP = 1000;

/**
 * An R-tree for taps on the map, built in the browser's idle time a slice of items at a time
 * (rbush bulk-inserts each slice as a subtree): a tap that comes while 10,000 items are being
 * indexed waits for one slice, not for the whole build. A search before the build has ended loads
 * the rest at once.
 */
export class IdleTree<T extends BBox> {
  private tree = new RBush<T>();
  private count = 0;
  private next = 0;
  private itemsIn: (from: number, to: number) => T[] = () => [];
  private cancel: (() => void) | null = null;

  /** Starts building the tree of `count` items, asking `itemsIn` for each slice [from, to) as it goes. */
  build(count: number, itemsIn: (from: number, to: number) => T[]): void {
    this.cancel?.();
    this.tree = new RBush<T>();
    this.count = count;
    this.next = 0;
    this.itemsIn = itemsIn;
    this.cancel = count > 0 ? inIdleSteps(() => this.step()) : null;
  }

  /** The whole tree: what the idle build has not loaded yet is loaded now. */
  complete(): RBush<T> {
    if (this.next < this.count) {
      this.cancel?.();
      this.cancel = null;
      this.load(this.count);
    }
    return this.tree;
  }

  /** Whether every item is in the tree. */
  get built(): boolean {
    return this.next >= this.count;
  }

  dispose(): void {
    this.cancel?.();
    this.cancel = null;
  }

  private step(): boolean {
    this.load(Math.min(this.next + ITEMS_PER_STEP, this.count));
    if (this.next < this.count) return false;
    this.cancel = null;
    return true;
  }

  private load(to: number): void {
    this.tree.load(this.itemsIn(this.next, to));
    this.next = to;
    if (this.next >= this.count) this.itemsIn = () => [];
  }
}
