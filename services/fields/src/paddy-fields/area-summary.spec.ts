import { formatThousands } from '@inasaku/domain';
import { summarizeAreas, type AreaRow } from './area-summary';

const koshi = { brandId: 'b1', brandName: 'コシヒカリ', brandSortKey: 2 };
const hitome = { brandId: 'b2', brandName: 'ひとめぼれ', brandSortKey: 1 };
const none = { brandId: null, brandName: null, brandSortKey: null };
const row = (brand: Omit<AreaRow, 'area'>, area: string | null): AreaRow => ({ ...brand, area });

describe('summarizeAreas', () => {
  it('adds areas exactly: 0.1 + 0.2 is 0.3', () => {
    expect(summarizeAreas([row(koshi, '0.1'), row(koshi, '0.2')])).toEqual([
      { brand_id: 'b1', brand_name: 'コシヒカリ', count: 2, area: '0.3' },
    ]);
  });

  it('keeps large totals exact and ready for thousands separators', () => {
    const rows = [row(koshi, '123456789.99'), row(koshi, '0.01'), row(koshi, '1000.10')];
    const [summary] = summarizeAreas(rows);
    expect(summary.area).toBe('123457790.1');
    expect(formatThousands(summary.area)).toBe('123,457,790.1');
    expect(formatThousands(summarizeAreas([row(koshi, '999.99'), row(koshi, '234.56')])[0].area)).toBe('1,234.55');
  });

  it('orders brands by their sort key and puts unbranded fields last as "-"', () => {
    const result = summarizeAreas([row(none, '5'), row(koshi, '10'), row(hitome, '2.5'), row(none, '1.25')]);
    expect(result).toEqual([
      { brand_id: 'b2', brand_name: 'ひとめぼれ', count: 1, area: '2.5' },
      { brand_id: 'b1', brand_name: 'コシヒカリ', count: 1, area: '10' },
      { brand_id: null, brand_name: '-', count: 2, area: '6.25' },
    ]);
  });

  it('counts fields without an area but adds nothing for them', () => {
    expect(summarizeAreas([row(koshi, null), row(koshi, '3.5'), row(none, null)])).toEqual([
      { brand_id: 'b1', brand_name: 'コシヒカリ', count: 2, area: '3.5' },
      { brand_id: null, brand_name: '-', count: 1, area: '0' },
    ]);
  });

  it('is empty without fields', () => {
    expect(summarizeAreas([])).toEqual([]);
  });
});
