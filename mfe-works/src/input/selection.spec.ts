import { OVERWRITE_CONFIRM_NOT_PADDY, OVERWRITE_CONFIRM_PADDY } from '@inasaku/domain';
import { SEASONS } from '../common/test/fixtures';
import { saveConfirmation, selectionSummary, storedFieldIds, toggleSelection } from './selection';

describe('selection of pins (spec 000 §4.5)', () => {
  it('a pin click toggles it, keeping the order of selection', () => {
    expect(toggleSelection([], 'f1')).toEqual(['f1']);
    expect(toggleSelection(['f1'], 'f2')).toEqual(['f1', 'f2']);
    expect(toggleSelection(['f1', 'f2'], 'f1')).toEqual(['f2']);
  });
});

describe('選択済み panel figures (spec 000 §2.6)', () => {
  it('counts per brand, unbranded as - last', () => {
    const s = selectionSummary([
      { brand: null, area: '10' }, { brand: 'コシヒカリ', area: '20' }, { brand: 'つや姫', area: null },
      { brand: 'コシヒカリ', area: '5.5' }, { brand: '', area: '1' },
    ]);
    expect(s.count).toBe(5);
    expect(s.brands).toEqual([
      { brand: 'コシヒカリ', count: 2 }, { brand: 'つや姫', count: 1 }, { brand: '-', count: 2 },
    ]);
  });

  it('面積計 is decimal-exact with thousands separators', () => {
    expect(selectionSummary([{ brand: null, area: '0.1' }, { brand: null, area: '0.2' }]).areaTotal).toBe('0.3');
    const big = selectionSummary([{ brand: null, area: '999.99' }, { brand: null, area: '1234.56' }, { brand: null, area: null }]);
    expect(big.areaTotal).toBe('2234.55');
    expect(big.areaTotalText).toBe('2,234.55');
    expect(selectionSummary([]).areaTotalText).toBe('0');
  });
});

describe('which confirmation is asked before saving (spec 000 §5)', () => {
  const [overwriteItem, addItem] = SEASONS[0].items; // pattern '2' and '1'
  const global = SEASONS[1].items[0]; // non-field, pattern '1'
  const summaries = [{ paddy_field_id: 'f1', item_id: overwriteItem.item_id }, { paddy_field_id: 'f2', item_id: addItem.item_id }];

  it('a field item not set to add, with a selected field that already has a result', () => {
    expect(saveConfirmation(overwriteItem, { selectedIds: ['f1', 'f3'], summaries })).toBe(OVERWRITE_CONFIRM_PADDY);
    expect(OVERWRITE_CONFIRM_PADDY).toBe('すでに実績が登録されているほ場が選択されていますが、入力を継続しますか');
  });

  it('nothing when no selected field has a result of that item', () => {
    expect(saveConfirmation(overwriteItem, { selectedIds: ['f2', 'f3'], summaries })).toBeNull();
  });

  it('nothing for a field item set to add', () => {
    expect(saveConfirmation(addItem, { selectedIds: ['f2'], summaries })).toBeNull();
  });

  it('a non-field item set to overwrite with a result this year', () => {
    const overwrite = { ...global, item_pattern: '2' as const };
    expect(saveConfirmation(overwrite, { globalCount: 1 })).toBe(OVERWRITE_CONFIRM_NOT_PADDY);
    expect(OVERWRITE_CONFIRM_NOT_PADDY).toBe('すでに実績が登録されていますが、入力を継続しますか');
    expect(saveConfirmation(overwrite, { globalCount: 0 })).toBeNull();
    expect(saveConfirmation(global, { globalCount: 3 })).toBeNull();
  });

  it('stored pins are the fields with a result of the chosen item', () => {
    expect([...storedFieldIds(summaries, overwriteItem.item_id)]).toEqual(['f1']);
    expect(storedFieldIds(summaries, null).size).toBe(0);
  });
});
