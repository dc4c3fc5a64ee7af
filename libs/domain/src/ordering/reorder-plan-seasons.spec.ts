import { changedRows, moveRow } from './order';
import { planReorder, type StoredOrder } from './reorder-plan';

const stored: StoredOrder[] = [
  { id: 'a', sortKey: 1 }, { id: 'b', sortKey: 2 }, { id: 'c', sortKey: 3 }, { id: 'd', sortKey: 4 },
];

/** What the works-order screen sends after the given arrow clicks (changed rows only). */
function screenPayload(moves: [number, 'up' | 'down'][]) {
  let rows: { season_id: string; sort_key: number; new_sort_key?: number }[] = stored.map((s) => ({ season_id: s.id, sort_key: s.sortKey }));
  for (const [index, direction] of moves) rows = moveRow(rows, index, direction);
  return changedRows(rows).map((r) => ({ id: r.season_id, sortKey: r.sort_key, newSortKey: r.new_sort_key as number }));
}

describe('planReorder (seasons and items)', () => {
  it('updates only the rows that moved', () => {
    const payload = screenPayload([[3, 'up'], [2, 'up']]);
    expect(payload.map((p) => p.id).sort()).toEqual(['b', 'c', 'd']);
    const plan = planReorder(stored, payload);
    expect(plan).toEqual({ ok: true, updates: expect.arrayContaining([{ id: 'd', sortKey: 2 }, { id: 'b', sortKey: 3 }, { id: 'c', sortKey: 4 }]) });
  });

  it('saves nothing for an untouched list', () => {
    expect(screenPayload([])).toEqual([]);
    expect(planReorder(stored, [])).toEqual({ ok: true, updates: [] });
  });

  it('refuses stale keys, unknown ids and half swaps', () => {
    expect(planReorder(stored, [{ id: 'a', sortKey: 2, newSortKey: 1 }])).toEqual({ ok: false, reason: 'conflict' });
    expect(planReorder(stored, [{ id: 'x', sortKey: 1, newSortKey: 2 }])).toEqual({ ok: false, reason: 'not-found' });
    expect(planReorder(stored, [{ id: 'a', sortKey: 1, newSortKey: 2 }])).toEqual({ ok: false, reason: 'invalid' });
  });
});
