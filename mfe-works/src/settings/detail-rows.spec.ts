import { FIXED_ITEM_DETAILS } from '@inasaku/contracts';
import {
  addDetail, canAddDetail, canDeleteDetail, canEditDetail, canMoveDetail, detailPayload, draftValid, initialDetailRows, itemPayload,
  moveDetail, patternForSeason, removeDetail, replaceDetail, type DetailDraft, type DetailRow,
} from './detail-rows';

const draft = (name: string, extra: Partial<DetailDraft> = {}): DetailDraft => ({
  item_detail_name: name, item_detail_type: 'string', item_detail_unit: '', item_detail_auto: false, ...extra,
});

function withRows(n: number): DetailRow[] {
  let rows = initialDetailRows();
  for (let i = rows.length; i < n; i++) rows = addDetail(rows, draft(`項目${i}`));
  return rows;
}
const names = (rows: DetailRow[]) => rows.map((r) => r.item_detail_name);

describe('detail rows: the fixed 実施日 and 作業者 (spec 000 §3, §4.7)', () => {
  it('a new item starts with the two fixed rows', () => {
    const rows = initialDetailRows();
    expect(rows.map(({ key: _key, ...r }) => r)).toEqual(FIXED_ITEM_DETAILS);
  });

  it('rows 0 and 1 cannot be moved, edited or deleted, and nothing moves above them', () => {
    const rows = withRows(4);
    expect([0, 1].map((i) => [canEditDetail(i), canDeleteDetail(i), canMoveDetail(i, rows, 'up'), canMoveDetail(i, rows, 'down')])).toEqual([
      [false, false, false, false],
      [false, false, false, false],
    ]);
    expect(canMoveDetail(2, rows, 'up')).toBe(false);
    expect(canMoveDetail(2, rows, 'down')).toBe(true);
    expect(canMoveDetail(3, rows, 'down')).toBe(false);
    expect(names(removeDetail(rows, 0))).toEqual(names(rows));
    expect(names(removeDetail(rows, 1))).toEqual(names(rows));
    expect(names(moveDetail(rows, 1, 'down'))).toEqual(names(rows));
    expect(names(moveDetail(rows, 2, 'up'))).toEqual(names(rows));
    expect(names(replaceDetail(rows, 0, draft('日付')))).toEqual(names(rows));
  });

  it('other rows move, change and go', () => {
    const rows = withRows(5);
    expect(names(moveDetail(rows, 4, 'up'))).toEqual(['実施日', '作業者', '項目2', '項目4', '項目3']);
    expect(names(removeDetail(rows, 3))).toEqual(['実施日', '作業者', '項目2', '項目4']);
    const edited = replaceDetail(rows, 2, draft('施用量', { item_detail_type: 'num', item_detail_unit: 'kg', item_detail_auto: true }));
    expect(edited[2]).toMatchObject({ key: rows[2].key, item_detail_name: '施用量', item_detail_type: 'num', item_detail_unit: 'kg', item_detail_auto: true });
  });
});

describe('detail rows: at most 20 (spec 000 §5)', () => {
  it('can add up to the 20th row, not beyond', () => {
    expect(canAddDetail(withRows(19))).toBe(true);
    const full = withRows(20);
    expect(full).toHaveLength(20);
    expect(canAddDetail(full)).toBe(false);
    expect(addDetail(full, draft('21行目'))).toHaveLength(20);
  });
});

describe('the 項目追加 popup rules', () => {
  it('name required max 10, a type, unit max 10 only for num', () => {
    expect(draftValid(draft('施用量'))).toBe(true);
    expect(draftValid(draft(''))).toBe(false);
    expect(draftValid(draft('あ'.repeat(11)))).toBe(false);
    expect(draftValid(draft('施用量', { item_detail_type: undefined }))).toBe(false);
    expect(draftValid(draft('施用量', { item_detail_type: 'num', item_detail_unit: 'k'.repeat(11) }))).toBe(false);
    expect(draftValid(draft('施用量', { item_detail_type: 'string', item_detail_unit: 'k'.repeat(11) }))).toBe(true);
  });

  it('a list row is the users list; unit and auto are dropped when the type is not num', () => {
    const rows = addDetail(initialDetailRows(), draft('補助者', { item_detail_type: 'list', item_detail_unit: 'kg', item_detail_auto: true }));
    expect(rows[2]).toMatchObject({ item_detail_type: 'list', item_detail_key: 'users', item_detail_unit: null, item_detail_auto: false });
  });
});

describe('pattern default (spec 000 §4.7)', () => {
  it('non-field gives 1 (add), field work 2 (overwrite)', () => {
    expect(patternForSeason({ is_not_paddy_field_item: true })).toBe('1');
    expect(patternForSeason({ is_not_paddy_field_item: false })).toBe('2');
    expect(patternForSeason(undefined)).toBe('2');
  });
});

describe('clearing rules on save (spec 000 §4.7)', () => {
  const stored: DetailRow[] = [
    ...initialDetailRows(),
    { key: 'k1', item_detail_id: 'd-num', item_detail_name: '施用量', item_detail_type: 'num', item_detail_key: null, item_detail_unit: 'kg', item_detail_auto: true, display_flg: false },
    // A row whose type was changed from num to text still holds its unit and auto flag.
    { key: 'k2', item_detail_id: 'd-txt', item_detail_name: '肥料名', item_detail_type: 'string', item_detail_key: null, item_detail_unit: 'kg', item_detail_auto: true, display_flg: true },
  ];

  it('unit and auto are cleared when the type is not num; ids are kept', () => {
    const out = detailPayload(stored, false);
    expect(out[2]).toEqual({ item_detail_id: 'd-num', item_detail_name: '施用量', item_detail_type: 'num', item_detail_key: null, item_detail_unit: 'kg', item_detail_auto: true, display_flg: false });
    expect(out[3]).toEqual({ item_detail_id: 'd-txt', item_detail_name: '肥料名', item_detail_type: 'string', item_detail_key: null, item_detail_unit: null, item_detail_auto: false, display_flg: true });
    expect(out.slice(0, 2)).toEqual(FIXED_ITEM_DETAILS);
  });

  it("a non-field item's progress, area total and auto flags are cleared", () => {
    const values = { season_id: 's9', item_name: ' 機械整備 ', item_area_total: '120.5', item_progress: '1' as const, item_pattern: '1' as const };
    const out = itemPayload(values, stored, true);
    expect(out).toMatchObject({ season_id: 's9', item_name: '機械整備', item_area_total: null, item_progress: null, item_pattern: '1' });
    expect(out.item_details[2].item_detail_auto).toBe(false);
    expect(out.item_details[2].item_detail_unit).toBe('kg');
  });

  it('a field item keeps them; an empty area total is sent as null', () => {
    const values = { season_id: 's1', item_name: '元肥', item_area_total: '120.5', item_progress: '2' as const, item_pattern: '2' as const };
    expect(itemPayload(values, stored, false)).toMatchObject({ item_area_total: '120.5', item_progress: '2', item_pattern: '2' });
    expect(itemPayload({ ...values, item_area_total: ' ' }, stored, false).item_area_total).toBeNull();
    expect(itemPayload({ season_id: 's1', item_name: '元肥' }, stored, false)).toMatchObject({ item_progress: '1', item_pattern: '2' });
  });
});
