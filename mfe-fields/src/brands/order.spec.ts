import { moveRow } from '@inasaku/domain';
import { orderPayload, type OrderRow } from './order';

const brand = (n: number): OrderRow => ({ brand_id: `b${n}`, brand_name: `品種${n}`, management_id: 'm', sort_key: n });

describe('brand order (spec 000 §4.8)', () => {
  it('sends nothing for an untouched list', () => {
    expect(orderPayload([brand(1), brand(2), brand(3)])).toEqual([]);
  });

  it('sends only the two swapped rows', () => {
    const rows = moveRow([brand(1), brand(2), brand(3), brand(4)], 2, 'up');
    expect(rows.map((r) => r.brand_id)).toEqual(['b1', 'b3', 'b2', 'b4']);
    expect(orderPayload(rows)).toEqual([
      { brand_id: 'b3', sort_key: 3, new_sort_key: 2 },
      { brand_id: 'b2', sort_key: 2, new_sort_key: 3 },
    ]);
  });

  it('a move undone sends nothing again', () => {
    const there = moveRow([brand(1), brand(2)], 0, 'down');
    const back = moveRow(there, 1, 'up');
    expect(orderPayload(back)).toEqual([]);
  });
});
