/**
 * Reorder screens for brands, seasons and items (spec 000 §4.8, spec 001 §4): the
 * arrows swap new_sort_key with the neighbour and only rows whose key changed are
 * sent, so an untouched list saves nothing.
 */
export interface SortableRow {
  sort_key: number;
  new_sort_key?: number;
}

export function canMoveUp(index: number): boolean {
  return index > 0;
}

export function canMoveDown(index: number, length: number): boolean {
  return index >= 0 && index < length - 1;
}

/** Returns a new list in display order; rows are copied, never mutated. Impossible moves return a copy unchanged. */
export function moveRow<T extends SortableRow>(
  rows: readonly T[],
  index: number,
  direction: 'up' | 'down',
): (T & SortableRow)[] {
  const copy: (T & SortableRow)[] = rows.map((row) => ({ ...row }));
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= copy.length || other < 0 || other >= copy.length) return copy;
  const a = copy[index];
  const b = copy[other];
  const keyA = a.new_sort_key ?? a.sort_key;
  a.new_sort_key = b.new_sort_key ?? b.sort_key;
  b.new_sort_key = keyA;
  copy[index] = b;
  copy[other] = a;
  return copy;
}

export function changedRows<T extends SortableRow>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.new_sort_key !== undefined && row.new_sort_key !== row.sort_key);
}
