import { moveRow } from '@inasaku/domain';
import { item, season } from './testing/fixtures';
import { itemOrderPayload, seasonOrderPayload } from './order';

const SEASONS = [season(1, '育苗'), season(2, '耕起・代かき'), season(3, '田植え'), season(4, '施肥')];
const S = SEASONS[0];
const ITEMS = [item(1, S), item(2, S), item(3, S)];

describe('reorder screens (spec 001 "Reorder screens", §4)', () => {
  it('an untouched list sends nothing', () => {
    expect(seasonOrderPayload(SEASONS)).toEqual([]);
    expect(itemOrderPayload(ITEMS)).toEqual([]);
  });

  it('a swap sends only the two rows that changed', () => {
    const rows = moveRow(SEASONS, 3, 'up');
    expect(rows.map((r) => r.season_name)).toEqual(['育苗', '耕起・代かき', '施肥', '田植え']);
    expect(seasonOrderPayload(rows)).toEqual([
      { season_id: 's4', sort_key: 4, new_sort_key: 3 },
      { season_id: 's3', sort_key: 3, new_sort_key: 4 },
    ]);
  });

  it('items carry their season; a move undone sends nothing', () => {
    const moved = moveRow(ITEMS, 0, 'down');
    expect(itemOrderPayload(moved)).toEqual([
      { item_id: 'i2', season_id: 's1', sort_key: 2, new_sort_key: 1 },
      { item_id: 'i1', season_id: 's1', sort_key: 1, new_sort_key: 2 },
    ]);
    expect(itemOrderPayload(moveRow(moved, 1, 'up'))).toEqual([]);
  });

  it('a row carried to the end moves every row it passed', () => {
    let rows = moveRow(ITEMS, 0, 'down');
    rows = moveRow(rows, 1, 'down');
    expect(rows.map((r) => r.item_id)).toEqual(['i2', 'i3', 'i1']);
    expect(itemOrderPayload(rows).map((r) => [r.item_id, r.new_sort_key])).toEqual([
      ['i2', 1],
      ['i3', 2],
      ['i1', 3],
    ]);
  });
});
