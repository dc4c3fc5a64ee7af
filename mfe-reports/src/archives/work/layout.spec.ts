import {
  buildLayout, fieldSeasons, notPaddyReportSources, outsideSeasons, paddyReportSources,
} from '@inasaku/contracts';
import { FERTILIZE, FIELDS, HISTORIES, MACHINE, SEASONS, history } from './test-data';

const paddy = (showAll = false, outside = false) =>
  buildLayout(
    outside ? [...fieldSeasons(SEASONS), ...outsideSeasons(SEASONS)] : fieldSeasons(SEASONS),
    paddyReportSources(FIELDS, HISTORIES, outside ? { seasons: outsideSeasons(SEASONS), showAll } : null),
    { showAll },
  );

describe('work report layout', () => {
  it('repeats an item group as often as the most entries any field has, labelled (1), (2)', () => {
    const layout = paddy();
    expect(layout.seasons.map((s) => [s.season.season_name, s.color, s.groups.map((g) => g.title)])).toEqual([
      ['施肥', '#B4AF4F', ['元肥(1)', '元肥(2)']],
    ]);
  });

  it('gives each displayed detail a column, a per-10a column after auto details, and an image column', () => {
    const titles = paddy().seasons[0].groups[0].columns.map((c) => c.title);
    expect(titles).toEqual(['実施日', '施用量(kg)', '施用量(kg/10a当り)', '画像']);
  });

  it('shows details with display_flg off only with 全項目表示', () => {
    const titles = paddy(true).seasons[0].groups[0].columns.map((c) => c.title);
    expect(titles).toEqual(['実施日', '作業者', '施用量(kg)', '施用量(kg/10a当り)', 'メモ', '画像']);
  });

  it('lists the fields in added order, each field\'s entries oldest first', () => {
    const layout = paddy();
    expect(layout.rows.map((r) => [r.number, r.name])).toEqual([['1', '東1'], ['2', '東2'], ['3', '西1']]);
    const [east1, east2, west1] = layout.rows;
    expect(east1.cells['item-f:1:d-date'].value).toBe('2026-05-01');
    expect(east1.cells['item-f:1:d-amount'].value).toBe('12.5');
    expect(east1.cells['item-f:1:d-amount:auto'].value).toBe('12.5');
    expect(east1.cells['item-f:1:image']).toEqual({ value: '有', images: ['m/image/1/0.jpg'] });
    expect(east1.cells['item-f:2:d-date'].value).toBe('2026-05-10');
    expect(east1.cells['item-f:2:image'].value).toBeNull();
    expect(east2.cells['item-f:1:d-amount'].value).toBe('多め');
    expect(east2.cells['item-f:2:d-date']).toBeUndefined();
    expect(west1.cells).toEqual({});
  });

  it('puts the earliest and latest first displayed value in the summary rows', () => {
    const [start, end] = paddy().summary;
    expect([start.name, end.name]).toEqual(['開始日', '終了日']);
    expect(start.cells['item-f:1:d-date'].value).toBe('2026-04-20');
    expect(end.cells['item-f:1:d-date'].value).toBe('2026-05-10');
  });

  it('the first displayed detail follows 全項目表示 when 実施日 is hidden', () => {
    const hiddenDate = { ...FERTILIZE, item_details: FERTILIZE.item_details.map((d, i) => (i === 0 ? { ...d, display_flg: false } : d)) };
    const seasons = [{ ...SEASONS[0], items: [hiddenDate] }];
    const layout = buildLayout(seasons, paddyReportSources(FIELDS, HISTORIES, null), { showAll: false });
    expect(layout.summary[0].cells['item-f:1:d-amount'].value).toBe('12.5');
    expect(layout.summary[1].cells['item-f:1:d-amount'].value).toBe('多め');
  });

  it('ほ場外作業表示 adds one row per non-field entry, sorted by their first displayed detail', () => {
    const layout = paddy(false, true);
    expect(layout.seasons.map((s) => s.groups.map((g) => g.title))).toEqual([['元肥(1)', '元肥(2)'], ['機械整備(1)']]);
    const outside = layout.rows.filter((r) => r.kind === 'outside');
    expect(outside.map((r) => [r.name, r.cells['item-m:1:m-date'].value])).toEqual([['ほ場外作業', '2026-02-01'], ['ほ場外作業', '2026-03-05']]);
    expect(layout.rows.slice(0, 3).every((r) => r.kind === 'field')).toBe(true);
  });

  it('the non-field report holds every non-field entry in one ほ場外作業 row with an image column per item', () => {
    const layout = buildLayout(outsideSeasons(SEASONS), notPaddyReportSources(HISTORIES), { showAll: false });
    expect(layout.rows).toHaveLength(1);
    expect(layout.rows[0].name).toBe('ほ場外作業');
    expect(layout.seasons[0].groups.map((g) => g.title)).toEqual(['機械整備(1)', '機械整備(2)']);
    expect(layout.seasons[0].groups[0].columns.map((c) => [c.title, c.type])).toEqual([['実施日', 'date'], ['機械名', 'string'], ['画像', 'image']]);
    expect(layout.rows[0].cells['item-m:1:m-name'].value).toBe('トラクター');
    expect(layout.rows[0].cells['item-m:1:image'].value).toBe('有');
    expect(layout.summary[0].cells['item-m:1:m-date'].value).toBe('2026-02-01');
  });

  it('an item without entries still has one group, so its columns are visible', () => {
    const layout = buildLayout(fieldSeasons(SEASONS), paddyReportSources(FIELDS, [], null), { showAll: false });
    expect(layout.seasons[0].groups.map((g) => g.title)).toEqual(['元肥(1)']);
    expect(layout.summary[0].cells['item-f:1:d-date'].value).toBeNull();
  });

  it('keeps the non-field item out of the field report', () => {
    expect(paddy().columns.some((c) => c.key.startsWith(MACHINE.item_id))).toBe(false);
  });

  it('gives a large year the same cells as entry-by-entry ordering, filled once when a row is first read', () => {
    const fields = Array.from({ length: 60 }, (_, i) => ({ paddy_field_id: `p${i}`, name: `F${i}`, sequence: i + 1, area: '10' }));
    const many = fields.flatMap((f, i) => Array.from({ length: 1 + (i % 4) }, (_, k) =>
      history(f.paddy_field_id, FERTILIZE, { 'd-date': `2026-0${1 + ((i * 7 + k * 3) % 9)}-1${k}`, 'd-amount': String((i * 13 + k) % 50) })));
    const layout = buildLayout(fieldSeasons(SEASONS), paddyReportSources(fields, many, null), { showAll: false });
    expect(layout.seasons[0].groups.map((g) => g.title)).toEqual(['元肥(1)', '元肥(2)', '元肥(3)', '元肥(4)']);
    const dates = many.map((h) => h.work_items['d-date']).sort();
    expect([layout.summary[0].cells['item-f:1:d-date'].value, layout.summary[1].cells['item-f:1:d-date'].value]).toEqual([dates[0], dates.at(-1)]);
    fields.forEach((f, i) => {
      const own = many.filter((h) => h.paddy_field_id === f.paddy_field_id).map((h) => h.work_items['d-date']).sort();
      const row = layout.rows[i];
      expect(own.map((_, k) => row.cells[`item-f:${k + 1}:d-date`].value)).toEqual(own);
      expect(row.cells[`item-f:${own.length + 1}:d-date`]).toBeUndefined();
      expect(row.cells).toBe(row.cells);
    });
  });
});


describe('boundary area beside the typed one', () => {
  const outlined = [
    { paddy_field_id: 'b1', name: '筆1', sequence: 1, area: '10', boundary_area_a: 10.25 },
    { paddy_field_id: 'b2', name: '筆2', sequence: 2, area: '20.00', boundary_area_a: 20 },
    { paddy_field_id: 'b3', name: '筆3', sequence: 3, area: null, boundary_area_a: 1234.5 },
    { paddy_field_id: 'b4', name: 'ピン', sequence: 4, area: '30', boundary_area_a: null },
  ];

  it('notes a field whose boundary area differs (no typed area counts as different), and only those', () => {
    const layout = buildLayout(fieldSeasons(SEASONS), paddyReportSources(outlined, [], null), { showAll: false });
    expect(layout.rows.map((r) => [r.name, r.areaNote])).toEqual([
      ['筆1', '面積 10.00 a／輪郭 10.25 a'],
      ['筆2', null],
      ['筆3', '面積 未入力／輪郭 1,234.50 a'],
      ['ピン', null],
    ]);
  });
});
