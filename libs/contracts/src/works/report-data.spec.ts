import { expandReportHistory, reportPartBound } from './report-data';

describe('report data helpers', () => {
  it('expands a compact history by its item\'s detail order', () => {
    const order = new Map([['item-1', ['d0', 'd1', 'd2']]]);
    expect(expandReportHistory({ f: 'f1', i: 'item-1', v: ['2026-05-01', null, '30'], a: [null, null, '15'], p: ['k'], d: '2026-05-01', t: 0 }, order)).toEqual({
      paddy_field_id: 'f1', item_id: 'item-1', work_items: { d0: '2026-05-01', d2: '30' }, work_items_auto: { d2: '15' }, image_paths: ['k'],
      work_date: '2026-05-01', create_datetime: '1970-01-01T00:00:00.000Z',
    });
    expect(expandReportHistory({ f: null, i: 'gone', v: [], a: [], p: [], d: null, t: 0 }, order)).toBeNull();
  });

  it('cuts the id space into equal ranges', () => {
    expect([0, 1, 2, 3, 4].map((k) => reportPartBound(k, 4))).toEqual([
      '00000000-0000-0000-0000-000000000000', '40000000-0000-0000-0000-000000000000', '80000000-0000-0000-0000-000000000000',
      'c0000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ]);
  });
});
