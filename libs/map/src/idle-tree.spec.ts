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
      const cb = pending.shift();
      cb?.({ didTimeout: false, timeRemaining: () => ms });
    },
    get waiting() {
      return pending.length;
    },
  };
}

describe('tap index built in idle time', () => {
  const original = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
  afterEach(() => {
    jest.restoreAllMocks();
    window.requestIdleCallback = original.request;
    window.cancelIdleCallback = original.cancel;
  });

  it('loads a slice per step and hands back between idle periods: a tap meanwhile waits for a few slices, not for 10,000 items', () => {
    const idle = idlePeriods();
    // Each slice takes 3 ms of the page's clock.
    let clock = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => clock);
    const tree = new IdleTree<Item>();
    const asked: Array<[number, number]> = [];
    const all = items(10_000);
    tree.build(all.length, (from, to) => {
      clock += 3;
      asked.push([from, to]);
      return all.slice(from, to);
    });
    expect(asked).toEqual([]); // nothing before the browser is idle
    idle.run(0); // an idle period with no time left still makes progress: one slice
    expect(asked).toEqual([[0, ITEMS_PER_STEP]]);
    expect(tree.built).toBe(false);
    expect(idle.waiting).toBe(1);
    // A long idle period: slices for at most 8 ms (here three), then the next period.
    idle.run(50);
    expect(asked).toHaveLength(4);
    while (idle.waiting) idle.run(50);
    expect(tree.built).toBe(true);
    expect(asked.at(-1)![1]).toBe(10_000);
    expect(tree.complete().search({ minX: 9_999, minY: 9_999, maxX: 9_999, maxY: 9_999 }).map((x) => x.i)).toEqual([9_999]);
  });

  it('a search before the build has ended loads the rest at once and stops the idle steps', () => {
    const idle = idlePeriods();
    const tree = new IdleTree<Item>();
    const all = items(2_500);
    tree.build(all.length, (from, to) => all.slice(from, to));
    idle.run(0);
    const found = tree.complete().search({ minX: 0, minY: 0, maxX: 2_499, maxY: 2_499 });
    expect(found).toHaveLength(2_500);
    expect(tree.built).toBe(true);
    idle.run(50); // the cancelled step does nothing
    expect(tree.complete().all()).toHaveLength(2_500);
  });

  it('a new build replaces the one under way; no items, no idle work', () => {
    const idle = idlePeriods();
    const tree = new IdleTree<Item>();
    tree.build(5_000, (from, to) => items(5_000).slice(from, to));
    idle.run(0);
    tree.build(3, (from, to) => [point(100), point(101), point(102)].slice(from, to));
    while (idle.waiting) idle.run(50);
    expect(tree.complete().all().map((x) => x.i).sort()).toEqual([100, 101, 102]);
    tree.build(0, () => []);
    expect(idle.waiting).toBe(0);
    expect(tree.complete().all()).toEqual([]);
  });
});
