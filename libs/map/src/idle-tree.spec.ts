import RBush from 'rbush';
import { IdleTree, ITEMS_PER_STEP } from './idle-tree';

interface Item {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  i: number;
}

const point = (i: number): Item => ({ minX: i, minY: i, maxX: i, maxY: i, i });
const items = (n: number) => Array.from({ length: n }, (_, i) => point(i));
const at = (i: number) => ({ minX: i, minY: i, maxX: i, maxY: i });

/** requestIdleCallback held by the test: each idle period is run by hand, with the time it has. */
function idlePeriods() {
  const pending: IdleRequestCallback[] = [];
  window.requestIdleCallback = (cb: IdleRequestCallback) => pending.push(cb);
  window.cancelIdleCallback = (handle: number) => {
    pending[handle - 1] = () => undefined;
  };
  return {
    /** Runs the next idle callback with `ms` of idle time that does not run out while it works. */
    run(ms: number) {
      pending.shift()?.({ didTimeout: false, timeRemaining: () => ms });
    },
    get waiting() {
      return pending.length;
    },
  };
}

describe('tap index built in idle time', () => {
  const original = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
  // Each slice loaded into the tree takes 3 ms of the page's clock; the sizes are kept.
  let clock = 0;
  let slices: number[] = [];
  beforeEach(() => {
    clock = 0;
    slices = [];
    jest.spyOn(performance, 'now').mockImplementation(() => clock);
    const load = RBush.prototype.load;
    jest.spyOn(RBush.prototype, 'load').mockImplementation(function (this: RBush<Item>, data: readonly Item[]) {
      clock += 3;
      slices.push(data.length);
      return load.call(this, data);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    window.requestIdleCallback = original.request;
    window.cancelIdleCallback = original.cancel;
  });

  it('makes the items in one idle step, then loads a slice per step for at most 8 ms per idle period', () => {
    const idle = idlePeriods();
    const tree = new IdleTree<Item>();
    const source = jest.fn(() => items(10_000));
    tree.build(source);
    expect(source).not.toHaveBeenCalled(); // nothing before the browser is idle
    idle.run(0); // an idle period with no time left still makes progress: one step
    expect(source).toHaveBeenCalledTimes(1);
    expect(slices).toEqual([]);
    idle.run(0);
    expect(slices).toEqual([ITEMS_PER_STEP]);
    // A long idle period: slices for at most 8 ms (here three, 3 ms each), then the next period.
    idle.run(50);
    expect(slices).toHaveLength(4);
    expect(tree.built).toBe(false);
    while (idle.waiting) idle.run(50);
    expect(tree.built).toBe(true);
    expect(slices.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(source).toHaveBeenCalledTimes(1);
    expect(tree.search(at(9_999)).map((x) => x.i)).toEqual([9_999]);
  });

  it('a tap during the build finds items not in the tree yet by a scan, and the build goes on in idle time', () => {
    const idle = idlePeriods();
    const tree = new IdleTree<Item>();
    tree.build(() => items(2_500));
    expect(tree.search(at(2_400)).map((x) => x.i)).toEqual([2_400]); // before any idle step: the items are made for the tap
    idle.run(0);
    expect(tree.search(at(10)).map((x) => x.i)).toEqual([10]); // in the tree
    expect(tree.search(at(2_499)).map((x) => x.i)).toEqual([2_499]); // not yet in it
    expect(tree.search({ minX: 5, minY: 5, maxX: 1_005, maxY: 1_005 })).toHaveLength(1_001); // both
    expect(slices).toEqual([ITEMS_PER_STEP]);
    expect(tree.built).toBe(false);
    while (idle.waiting) idle.run(50);
    expect(tree.built).toBe(true);
    expect(tree.search(at(2_499)).map((x) => x.i)).toEqual([2_499]);
  });

  it('complete() loads the rest at once and stops the idle steps', () => {
    const idle = idlePeriods();
    const tree = new IdleTree<Item>();
    tree.build(() => items(2_500));
    idle.run(0);
    idle.run(0);
    expect(tree.complete().all()).toHaveLength(2_500);
    expect(tree.built).toBe(true);
    idle.run(50); // the cancelled step does nothing
    expect(slices).toEqual([ITEMS_PER_STEP, 1_500]);
  });

  it('a build stopped before its end goes on where it was when resumed; a finished one is left alone', () => {
    const idle = idlePeriods();
    const tree = new IdleTree<Item>();
    tree.build(() => items(3_000));
    idle.run(0);
    idle.run(0);
    tree.dispose();
    expect(idle.waiting).toBe(1); // the stopped step
    idle.run(50);
    expect(slices).toEqual([ITEMS_PER_STEP]);
    tree.resume();
    while (idle.waiting) idle.run(50);
    expect(slices).toEqual([ITEMS_PER_STEP, ITEMS_PER_STEP, ITEMS_PER_STEP]);
    expect(tree.built).toBe(true);
    tree.resume();
    expect(idle.waiting).toBe(0);
  });

  it('a new build replaces the one under way; no items, no tree', () => {
    const idle = idlePeriods();
    const tree = new IdleTree<Item>();
    tree.build(() => items(5_000));
    idle.run(0);
    tree.build(() => [point(100), point(101), point(102)]);
    while (idle.waiting) idle.run(50);
    expect(tree.complete().all().map((x) => x.i).sort()).toEqual([100, 101, 102]);
    tree.build(() => []);
    expect(tree.search(at(100))).toEqual([]);
    expect(tree.complete().all()).toEqual([]);
  });
});
