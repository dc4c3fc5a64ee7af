/**
 * Applying a reorder on the server (brands, seasons and items: spec 000 §2.8, §4.8; spec 001 reorder
 * screens): the screen sends only the rows whose key changed (see ./order), each with the key it
 * loaded (sort_key) and the key it wants (new_sort_key).
 */
export interface StoredOrder {
  id: string;
  sortKey: number;
}

export interface RequestedOrder {
  id: string;
  sortKey: number;
  newSortKey: number;
}

export type ReorderPlan =
  | { ok: true; updates: StoredOrder[] }
  /** an id that is not in this account's year */
  | { ok: false; reason: 'not-found' }
  /** the screen's keys are stale: someone else reordered meanwhile */
  | { ok: false; reason: 'conflict' }
  /** the result would give two rows the same key (e.g. half of a swap) */
  | { ok: false; reason: 'invalid' };

export function planReorder(stored: readonly StoredOrder[], requested: readonly RequestedOrder[]): ReorderPlan {
  const byId = new Map(stored.map((s) => [s.id, s.sortKey]));
  for (const r of requested) {
    if (!byId.has(r.id)) return { ok: false, reason: 'not-found' };
  }
  for (const r of requested) {
    if (byId.get(r.id) !== r.sortKey) return { ok: false, reason: 'conflict' };
  }
  const updates = requested.filter((r) => r.newSortKey !== r.sortKey).map((r) => ({ id: r.id, sortKey: r.newSortKey }));
  const result = new Map(byId);
  for (const u of updates) result.set(u.id, u.sortKey);
  // Only the moved rows are judged, so an old tie elsewhere never blocks a reorder.
  const finalKeys = [...result.values()];
  for (const u of updates) {
    if (finalKeys.filter((k) => k === u.sortKey).length > 1) return { ok: false, reason: 'invalid' };
  }
  return { ok: true, updates };
}
