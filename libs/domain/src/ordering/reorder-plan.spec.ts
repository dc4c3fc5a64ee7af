import { changedRows, moveRow } from './order';
import { planReorder, type StoredOrder } from './reorder-plan';

const stored: StoredOrder[] = [
  { id: 'a', sortKey: 1 },
  { id: 'b', sortKey: 2 },
  { id: 'c', sortKey: 3 },
  { id: 'd', sortKey: 4 },
];

/** What a reorder screen (brands, seasons, items) sends after the given arrow clicks (changed rows only). */
function screenPayload(moves: [number, 'up' | 'down'][]) {
  let rows: { row_id: string; sort_key: number; new_sort_key?: number }[] = stored.map((s) => ({ row_id: s.id, sort_key: s.sortKey }));
  for (const [index, direction] of moves) rows = moveRow(rows, index, direction);
  return changedRows(rows).map((r) => ({ id: r.row_id, sortKey: r.sort_key, newSortKey: r.new_sort_key as number }));
}

describe('planReorder', () => {
  it('updates only the two rows of a swap', () => {
    const payload = screenPayload([[2, 'up']]);
    expect(payload).toHaveLength(2);
    expect(planReorder(stored, payload)).toEqual({
      ok: true,
      updates: expect.arrayContaining([
        { id: 'c', sortKey: 2 },
        { id: 'b', sortKey: 3 },
      ]),
    });
  });

  it('sends and applies nothing for rows moved back where they were', () => {
    const payload = screenPayload([[0, 'down'], [1, 'up']]);
    expect(payload).toEqual([]);
    expect(planReorder(stored, payload)).toEqual({ ok: true, updates: [] });
  });

  it('handles a row carried over several places', () => {
    // 'a' from the top to the bottom: every row changes.
    const payload = screenPayload([[0, 'down'], [1, 'down'], [2, 'down']]);
    const plan = planReorder(stored, payload);
    expect(plan).toEqual({
      ok: true,
      updates: expect.arrayContaining([
        { id: 'a', sortKey: 4 },
        { id: 'b', sortKey: 1 },
        { id: 'c', sortKey: 2 },
        { id: 'd', sortKey: 3 },
      ]),
    });
    expect(plan.ok && plan.updates).toHaveLength(4);
  });

  it('ignores rows sent with an unchanged key', () => {
    const plan = planReorder(stored, [
      { id: 'a', sortKey: 1, newSortKey: 1 },
      { id: 'b', sortKey: 2, newSortKey: 3 },
      { id: 'c', sortKey: 3, newSortKey: 2 },
    ]);
    expect(plan.ok && plan.updates.map((u) => u.id).sort()).toEqual(['b', 'c']);
  });

  it('refuses an id of another year or account', () => {
    expect(planReorder(stored, [{ id: 'x', sortKey: 1, newSortKey: 2 }])).toEqual({ ok: false, reason: 'not-found' });
  });

  it('refuses keys that changed since the screen loaded them', () => {
    expect(planReorder(stored, [
      { id: 'a', sortKey: 2, newSortKey: 1 },
      { id: 'b', sortKey: 1, newSortKey: 2 },
    ])).toEqual({ ok: false, reason: 'conflict' });
  });

  it('refuses half a swap, which would give two rows one key', () => {
    expect(planReorder(stored, [{ id: 'a', sortKey: 1, newSortKey: 2 }])).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('planReorder with an old tie', () => {
  it('still swaps other rows', () => {
    const tied: StoredOrder[] = [
      { id: 'a', sortKey: 1 },
      { id: 'b', sortKey: 1 },
      { id: 'c', sortKey: 2 },
      { id: 'd', sortKey: 3 },
    ];
    expect(planReorder(tied, [
      { id: 'c', sortKey: 2, newSortKey: 3 },
      { id: 'd', sortKey: 3, newSortKey: 2 },
    ])).toMatchObject({ ok: true });
  });
});

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
