import { searchFold } from './search-text';

describe('searchFold', () => {
  it('folds widths and case, so half-width kana and full-width letters find their usual forms', () => {
    expect(searchFold('ｺｼﾋｶﾘ')).toBe('コシヒカリ');
    expect(searchFold('ＡＢＣ肥料')).toBe('abc肥料');
  });
});
