import { FIXED_ITEM_DETAILS, type ItemDetail, type ItemDetailInput } from '@inasaku/contracts';
import { itemSettings, normalizeItemDetails } from './item-details';

let n = 0;
const ids = () => `id-${++n}`;
beforeEach(() => {
  n = 0;
});

const fixedInput: ItemDetailInput[] = FIXED_ITEM_DETAILS.map((d) => ({ ...d }));

describe('normalizeItemDetails', () => {
  it('enforces the fixed rows and gives new rows ids', () => {
    const out = normalizeItemDetails(
      [
        { item_detail_name: '日付', item_detail_type: 'date' },
        { item_detail_name: '人', item_detail_type: 'list' },
        { item_detail_name: '施用量', item_detail_type: 'num', item_detail_unit: ' kg ', item_detail_auto: true, display_flg: true },
      ],
      null,
      false,
      ids,
    );
    expect(out).toEqual({
      ok: true,
      details: [
        { item_detail_id: 'id-1', ...FIXED_ITEM_DETAILS[0] },
        { item_detail_id: 'id-2', ...FIXED_ITEM_DETAILS[1] },
        {
          item_detail_id: 'id-3', item_detail_name: '施用量', item_detail_type: 'num', item_detail_key: null,
          item_detail_unit: 'kg', item_detail_auto: true, display_flg: true,
        },
      ],
    });
  });

  it('clears unit and auto when the type is not num, and auto on non-field items', () => {
    const out = normalizeItemDetails(
      [...fixedInput,
        { item_detail_name: 'メモ', item_detail_type: 'string', item_detail_unit: 'kg', item_detail_auto: true },
        { item_detail_name: '量', item_detail_type: 'num', item_detail_unit: '', item_detail_auto: true }],
      null, true, ids,
    );
    if (!out.ok) throw new Error(out.message);
    expect(out.details[2]).toMatchObject({ item_detail_unit: null, item_detail_auto: false });
    expect(out.details[3]).toMatchObject({ item_detail_unit: null, item_detail_auto: false });
  });

  it('keeps the ids of stored rows and of the fixed rows', () => {
    const stored: ItemDetail[] = [
      { item_detail_id: 'f0', ...FIXED_ITEM_DETAILS[0] },
      { item_detail_id: 'f1', ...FIXED_ITEM_DETAILS[1] },
      { item_detail_id: 'a', item_detail_name: 'A', item_detail_type: 'string', item_detail_key: null, item_detail_unit: null, item_detail_auto: false, display_flg: false },
    ];
    const out = normalizeItemDetails(
      [{ ...fixedInput[0] }, { ...fixedInput[1], item_detail_id: undefined },
        { item_detail_id: 'b', item_detail_name: 'B', item_detail_type: 'num' },
        { item_detail_id: 'a', item_detail_name: 'A2', item_detail_type: 'string' }],
      stored, false, ids,
    );
    if (!out.ok) throw new Error(out.message);
    expect(out.details.map((d) => d.item_detail_id)).toEqual(['f0', 'f1', 'id-1', 'a']);
    expect(out.details[3].item_detail_name).toBe('A2');
  });

  it('refuses moving, retyping or duplicating the fixed rows', () => {
    const stored: ItemDetail[] = [
      { item_detail_id: 'f0', ...FIXED_ITEM_DETAILS[0] },
      { item_detail_id: 'f1', ...FIXED_ITEM_DETAILS[1] },
    ];
    const extra: ItemDetailInput = { item_detail_name: 'X', item_detail_type: 'string' };
    expect(normalizeItemDetails([extra, fixedInput[1]], stored, false, ids)).toMatchObject({ ok: false, field: 'item_details.0' });
    expect(normalizeItemDetails([fixedInput[0], { ...fixedInput[1], item_detail_type: 'string' }], stored, false, ids))
      .toMatchObject({ ok: false, field: 'item_details.1' });
    expect(normalizeItemDetails([{ ...fixedInput[0], item_detail_id: 'f1' }, fixedInput[1]], stored, false, ids))
      .toMatchObject({ ok: false, field: 'item_details.0' });
    expect(normalizeItemDetails([fixedInput[0], fixedInput[1], { ...extra, item_detail_id: 'f0' }], stored, false, ids))
      .toMatchObject({ ok: false, field: 'item_details.2', message: '1行目の実施日と2行目の作業者は変更・削除・移動できません。' });
  });

  it('refuses the same stored row twice', () => {
    const out = normalizeItemDetails(
      [...fixedInput, { item_detail_id: 'n1', item_detail_name: 'X', item_detail_type: 'string' }, { item_detail_id: 'n1', item_detail_name: 'Y', item_detail_type: 'string' }],
      null, false, ids,
    );
    expect(out).toMatchObject({ ok: false, field: 'item_details.3' });
  });
});

describe('itemSettings', () => {
  it('defaults the pattern by kind: field overwrite (2), non-field add (1)', () => {
    expect(itemSettings({}, false)).toEqual({ itemAreaTotal: null, itemProgress: '1', itemPattern: '2' });
    expect(itemSettings({}, true)).toEqual({ itemAreaTotal: null, itemProgress: null, itemPattern: '1' });
  });

  it('clears progress and area total of a non-field item on save', () => {
    expect(itemSettings({ item_area_total: '120.5', item_progress: '1', item_pattern: '2' }, true))
      .toEqual({ itemAreaTotal: null, itemProgress: null, itemPattern: '2' });
    expect(itemSettings({ item_area_total: '120.5', item_progress: '2', item_pattern: '1' }, false))
      .toEqual({ itemAreaTotal: '120.5', itemProgress: '2', itemPattern: '1' });
    expect(itemSettings({ item_area_total: '' }, false).itemAreaTotal).toBeNull();
  });
});
