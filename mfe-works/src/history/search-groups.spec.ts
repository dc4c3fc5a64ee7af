import { field, history } from '../common/test/fixtures';
import { hitCount, searchGroups } from './search-groups';

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
    expect(searchGroups({ listPaddy: [], listNotPaddy: [], total_count: 0, truncated: false })).toEqual([]);
  });

  it('an unnamed field reads （名称未設定）', () => {
    const [g] = searchGroups({
      listPaddy: [{ paddy_field_id: 'f5', paddy_field_name: null, map_pos: '35,139', area: null, brand_name: null, workHistories: [history('h')] }],
      listNotPaddy: [], total_count: 1, truncated: false,
    });
    expect(g.title).toBe('（名称未設定）');
  });
});
