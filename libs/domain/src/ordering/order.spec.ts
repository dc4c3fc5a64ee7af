import { canMoveDown, canMoveUp, changedRows, moveRow } from './order';

const rows = () => [
  { id: 'a', sort_key: 1 },
  { id: 'b', sort_key: 2 },
  { id: 'c', sort_key: 3 },
];

describe('order arrows', () => {
  it('the first cannot go up, the last cannot go down', () => {
    expect(canMoveUp(0)).toBe(false);
    expect(canMoveUp(1)).toBe(true);
    expect(canMoveDown(2, 3)).toBe(false);
    expect(canMoveDown(1, 3)).toBe(true);
    expect(canMoveDown(0, 0)).toBe(false);
  });
});

describe('moveRow', () => {
  it('swaps positions and new sort keys without mutating the input', () => {
    const input = rows();
    const moved = moveRow(input, 2, 'up');
    expect(moved.map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(moved.map((r) => r.new_sort_key)).toEqual([undefined, 2, 3]);
    expect(input[2]).toEqual({ id: 'c', sort_key: 3 });
  });
  it('chains moves using the new keys', () => {
    const moved = moveRow(moveRow(rows(), 0, 'down'), 1, 'down');
    expect(moved.map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect(moved.map((r) => r.new_sort_key)).toEqual([1, 2, 3]);
  });
  it('ignores impossible moves', () => {
    expect(moveRow(rows(), 0, 'up').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(moveRow(rows(), 2, 'down').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(moveRow(rows(), 7, 'up').map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('changedRows', () => {
  it('sends only rows whose key changed', () => {
    expect(changedRows(rows())).toEqual([]);
    const moved = moveRow(rows(), 1, 'down');
    expect(changedRows(moved).map((r) => r.id)).toEqual(['c', 'b']);
    // Moving back and forth ends where it started: nothing to save.
    expect(changedRows(moveRow(moved, 2, 'up'))).toEqual([]);
  });
});
