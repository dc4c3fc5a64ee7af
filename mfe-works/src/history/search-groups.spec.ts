import { field, history } from '../common/test/fixtures';
import type { SearchPaddyGroup, WorkHistory } from '@inasaku/contracts';
import { hitCount, matchedValue, mergeSearchPages, searchGroups } from './search-groups';

describe('search grouping (spec 000 §2.7)', () => {
  it('one group per field in answer order, then ほ場外作業; empty groups left out', () => {
    const groups = searchGroups(
      {
        listPaddy: [
          { paddy_field_id: 'f2', paddy_field_name: null, map_pos: '35.52,139.52', area: '1234.5', brand_name: 'コシヒカリ', workHistories: [history('h2'), history('h3')] },
          { paddy_field_id: 'f1', paddy_field_name: '北1', map_pos: '35.5,139.51', area: null, brand_name: null, workHistories: [history('h1')] },
          { paddy_field_id: 'f9', paddy_field_name: 'empty', map_pos: '35,139', area: null, brand_name: null, workHistories: [] },
        ],
        listNotPaddy: [history('g1', { is_not_paddy_field_item: true, paddy_field_id: null })],
        total_count: 4,
        truncated: false,
        next_offset: null,
      },
      [field(2, { name: '南2' })],
    );
    expect(groups.map((g) => [g.title, g.subtitle, g.paddyFieldId, g.histories.length])).toEqual([
      ['南2', '1,234.5a / コシヒカリ', 'f2', 2],
      ['北1', null, 'f1', 1],
      ['ほ場外作業', null, null, 1],
    ]);
    expect(groups[0].position).toEqual({ lat: 35.52, lng: 139.52 });
    expect(groups[2].position).toBeNull();
    expect(hitCount(groups)).toBe(4);
  });

  it('no hits gives no groups', () => {
    expect(searchGroups({ listPaddy: [], listNotPaddy: [], total_count: 0, truncated: false, next_offset: null })).toEqual([]);
  });

  it('an unnamed field reads （名称未設定）', () => {
    const [g] = searchGroups({
      listPaddy: [{ paddy_field_id: 'f5', paddy_field_name: null, map_pos: '35,139', area: null, brand_name: null, workHistories: [history('h')] }],
      listNotPaddy: [], total_count: 1, truncated: false, next_offset: null,
    });
    expect(g.title).toBe('（名称未設定）');
  });
});

describe('merging the next search page (さらに表示)', () => {
  const group = (id: string, hits: WorkHistory[]): SearchPaddyGroup => ({
    paddy_field_id: id, paddy_field_name: `田${id}`, map_pos: '35,139', area: null, brand_name: null, workHistories: hits,
  });
  const ids = (list: readonly WorkHistory[]) => list.map((h) => h.work_history_id);
  const notPaddy = (id: string) => history(id, { is_not_paddy_field_item: true, paddy_field_id: null });
  const first = {
    listPaddy: [group('f2', [history('h1'), history('h2')]), group('f1', [history('h3')])],
    listNotPaddy: [notPaddy('g1')],
    total_count: 9,
    truncated: true,
    next_offset: 4,
  };

  it('older hits of a listed field join its group in place; a new field is appended; ほ場外作業 concatenated', () => {
    const merged = mergeSearchPages(first, {
      listPaddy: [group('f3', [history('h5')]), group('f2', [history('h4')])],
      listNotPaddy: [notPaddy('g2')],
      total_count: 9,
      truncated: true,
      next_offset: 8,
    });
    expect(merged.listPaddy.map((g) => [g.paddy_field_id, ids(g.workHistories)])).toEqual([
      ['f2', ['h1', 'h2', 'h4']],
      ['f1', ['h3']],
      ['f3', ['h5']],
    ]);
    expect(ids(merged.listNotPaddy)).toEqual(['g1', 'g2']);
    expect([merged.total_count, merged.truncated, merged.next_offset]).toEqual([9, true, 8]);
    expect(hitCount(searchGroups(merged))).toBe(7);
  });

  it('counts and paging come from the newer page; the last page ends paging', () => {
    const merged = mergeSearchPages(first, { listPaddy: [group('f1', [history('h6')])], listNotPaddy: [], total_count: 5, truncated: false, next_offset: null });
    expect([merged.total_count, merged.truncated, merged.next_offset]).toEqual([5, false, null]);
    expect(ids(merged.listPaddy[1].workHistories)).toEqual(['h3', 'h6']);
  });

  it('a history already listed is not repeated, and a group left empty by that is not added', () => {
    const merged = mergeSearchPages(first, {
      listPaddy: [group('f2', [history('h2'), history('h7')]), group('f8', [history('h3')])],
      listNotPaddy: [notPaddy('g1'), notPaddy('g3')],
      total_count: 10,
      truncated: false,
      next_offset: null,
    });
    expect(merged.listPaddy.map((g) => [g.paddy_field_id, ids(g.workHistories)])).toEqual([
      ['f2', ['h1', 'h2', 'h7']],
      ['f1', ['h3']],
    ]);
    expect(ids(merged.listNotPaddy)).toEqual(['g1', 'g3']);
  });

  it('leaves the answer so far unchanged', () => {
    const before = JSON.stringify(first);
    mergeSearchPages(first, { listPaddy: [group('f2', [history('h9')])], listNotPaddy: [notPaddy('g9')], total_count: 9, truncated: false, next_offset: null });
    expect(JSON.stringify(first)).toBe(before);
  });
});

describe('the value a search hit was found by', () => {
  const memo = { item_detail_id: 'd-memo', item_detail_name: 'メモ', item_detail_type: 'textarea' as const, item_detail_unit: null, auto_value: null };
  const h = history('h1', {
    work_items_merged: [...history('x').work_items_merged, { ...memo, value: 'ｺｼﾋｶﾘ用の一発肥料' }],
  });

  it('names the detail and its value, compared width-folded and case-blind like the server', () => {
    expect(matchedValue(h, 'コシヒカリ')).toBe('メモ: ｺｼﾋｶﾘ用の一発肥料');
    expect(matchedValue(h, '2026-05')).toBe('実施日: 2026-05-01');
    expect(matchedValue(h, '30')).toBe('施肥量: 30 kg');
  });

  it('adds nothing when the row already shows what matched: the item, the season or the worker', () => {
    expect(matchedValue(h, '元肥')).toBeNull();
    expect(matchedValue(h, '施肥')).toBeNull();
    expect(matchedValue(h, '田中')).toBeNull();
    expect(matchedValue(h, '  ')).toBeNull();
  });
});
