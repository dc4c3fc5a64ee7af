import { FIXED_ITEM_DETAILS, type ItemDetail } from '@inasaku/contracts';
import { autoValues, checkImagePaths, prepareEntry, searchGrams, searchNeedle } from './work-entry';

const detail = (id: string, over: Partial<ItemDetail>): ItemDetail => ({
  item_detail_id: id, item_detail_name: id, item_detail_type: 'string', item_detail_key: null, item_detail_unit: null,
  item_detail_auto: false, display_flg: false, ...over,
});
const details: ItemDetail[] = [
  { item_detail_id: 'date', ...FIXED_ITEM_DETAILS[0] },
  { item_detail_id: 'worker', ...FIXED_ITEM_DETAILS[1] },
  detail('amount', { item_detail_type: 'num', item_detail_unit: 'kg', item_detail_auto: true }),
  detail('dilution', { item_detail_type: 'num', item_detail_unit: '倍' }),
  detail('name', {}),
];

describe('autoValues (per 10a)', () => {
  it('divides by the field area in a, times 10, rounded half up at the third decimal', () => {
    expect(autoValues(details, { amount: '30' }, '12.3')).toEqual({ amount: '24.39' });
    expect(autoValues(details, { amount: '1' }, '3')).toEqual({ amount: '3.33' });
    expect(autoValues(details, { amount: '0.005' }, '10')).toEqual({ amount: '0.01' });
    expect(autoValues(details, { amount: '100' }, '0.3')).toEqual({ amount: '3333.33' });
  });

  it('only for num details with auto, and only with a positive area', () => {
    expect(autoValues(details, { amount: '30', dilution: '1000' }, '10')).toEqual({ amount: '30' });
    expect(autoValues(details, { amount: '30' }, null)).toEqual({});
    expect(autoValues(details, { amount: '30' }, '0')).toEqual({});
    expect(autoValues(details, {}, '10')).toEqual({});
  });
});

describe('prepareEntry', () => {
  it('keeps the entered values, takes 実施日 and 作業者 apart and builds the search text', () => {
    const out = prepareEntry(details, { date: '2025-05-10', worker: '山田、佐藤', amount: 30, dilution: '', name: 'ｺｼﾋｶﾘ用' }, '15');
    expect(out).toEqual({
      ok: true,
      entry: {
        workItems: { date: '2025-05-10', worker: '山田、佐藤', amount: '30', name: 'ｺｼﾋｶﾘ用' },
        workItemsAuto: { amount: '20' },
        workDate: '2025-05-10',
        worker: '山田、佐藤',
        searchText: '2025-05-10\n山田、佐藤\n30\nコシヒカリ用',
      },
    });
  });

  it('answers the first problem in detail order', () => {
    expect(prepareEntry(details, { worker: '山田', amount: 'abc' }, '10')).toEqual({
      ok: false, issue: { field: 'work_items.date', message: '実施日は必須項目です。' },
    });
  });
});

describe('searchNeedle', () => {
  it('folds widths and case', () => {
    expect(searchNeedle(' ＡＢＣ ｺｼﾋｶﾘ ')).toBe('abc コシヒカリ');
  });
});

describe('checkImagePaths', () => {
  it('accepts only keys of the year being saved', () => {
    const mid = '0b6f6d55-6a8a-4f0e-9c43-7d2f4b8e1a11';
    expect(checkImagePaths([`${mid}/image/1/0.jpg`], mid)).toBeNull();
    expect(checkImagePaths(undefined, mid)).toBeNull();
    expect(checkImagePaths([`${mid}x/image/1/0.jpg`], mid)).toBe('画像のパスが正しくありません。');
  });
});

describe('searchGrams', () => {
  it('cuts each line into tagged two-character pieces, once each', () => {
    expect(searchGrams('0b6f6d55-6a8a-4f0e-9c43-7d2f4b8e1a11', '山田、佐藤\n山田').sort()).toEqual(
      ['0b6f6d55:、佐', '0b6f6d55:佐藤', '0b6f6d55:山田', '0b6f6d55:田、'].sort(),
    );
    expect(searchGrams('0b6f6d55', 'a')).toEqual([]);
    expect(searchGrams('0b6f6d55', '𠮷野家')).toEqual(['0b6f6d55:𠮷野', '0b6f6d55:野家']);
  });
});
