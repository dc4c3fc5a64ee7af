import type { ReportWorkEntry, Season } from '@inasaku/contracts';
import { jstStamp } from './export-builder';
import { exportRows } from './export-rows';

const detail = (id: string, name: string, extra = {}) => ({
  item_detail_id: id, item_detail_name: name, item_detail_type: 'string' as const, item_detail_key: null, item_detail_unit: null,
  item_detail_auto: false, display_flg: true, ...extra,
});
const item = (id: string, name: string, seasonId: string) => ({
  item_id: id, item_name: name, season_id: seasonId, season_name: '', color: '#1a82b7', is_not_paddy_field_item: false, sort_key: 1,
  item_area_total: null, item_progress: null, item_pattern: '1' as const,
  item_details: [detail('date', '実施日'), detail('worker', '作業者'), detail('amount', '施用量', { item_detail_type: 'num', item_detail_unit: 'kg' }), detail('memo', 'メモ')],
});
const seasons: Season[] = [
  { season_id: 's1', season_name: '施肥', color: '#1a82b7', is_not_paddy_field_item: false, sort_key: 1, items: [item('i1', '元肥', 's1'), item('i2', '追肥', 's1')] },
  { season_id: 's2', season_name: '外', color: '#1a82b7', is_not_paddy_field_item: true, sort_key: 2, items: [item('i3', '整備', 's2')] },
];
const h = (_id: string, field: string | null, itemId: string, date: string, extra: Partial<ReportWorkEntry> = {}): ReportWorkEntry => ({
  paddy_field_id: field, item_id: itemId, work_items: { date, worker: '山田', amount: '30' },
  work_items_auto: {}, image_paths: [], work_date: date, create_datetime: '2026-01-01T00:00:00Z', ...extra,
});

describe('image export rows', () => {
  it('orders by field, then item order, then date; non-field records last; unknown items and fields left out', () => {
    const rows = exportRows(
      [{ paddy_field_id: 'f2', name: '東2', sequence: 2, area: '10' }, { paddy_field_id: 'f1', name: '東1', sequence: 1, area: '10' }],
      seasons,
      [
        h('a', null, 'i3', '2026-03-01'), h('b', 'f2', 'i1', '2026-05-01'), h('c', 'f1', 'i2', '2026-04-01'),
        h('d', 'f1', 'i1', '2026-06-01'), h('e', 'f1', 'i1', '2026-05-01', { work_items_auto: { amount: '15' }, image_paths: ['k/0.jpg'] }),
        h('x', 'gone', 'i1', '2026-05-01'), h('y', 'f1', 'deleted-item', '2026-05-01'),
      ],
    );
    expect(rows.map((r) => [r.number, r.fieldName, r.itemName, r.workDate])).toEqual([
      [1, '東1', '元肥', '2026-05-01'], [1, '東1', '元肥', '2026-06-01'], [1, '東1', '追肥', '2026-04-01'], [2, '東2', '元肥', '2026-05-01'], [null, 'ほ場外作業', '整備', '2026-03-01'],
    ]);
    expect(rows[0]).toMatchObject({ worker: '山田', contents: '施用量: 30 kg (15 kg/10a)', images: ['k/0.jpg'] });
  });

  it('stamps file names in Japan time', () => {
    expect(jstStamp(new Date('2026-11-24T15:04:05Z'))).toBe('20261125000405');
  });
});
