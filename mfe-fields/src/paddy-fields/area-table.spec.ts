import { areaRows, areaTotal } from './area-table';

const rows = [
  { brand_id: 'b1', brand_name: 'コシヒカリ', count: 1234, area: '123456.78' },
  { brand_id: 'b2', brand_name: 'あきたこまち', count: 2, area: '0.1' },
  { brand_id: null, brand_name: '-', count: 1, area: '0.2' },
];

describe('per-brand area table (spec 000 §2.5)', () => {
  it('shows count and area with thousands separators, digits kept as given', () => {
    expect(areaRows(rows)).toEqual([
      { key: 'b1', brand: 'コシヒカリ', count: '1,234', area: '123,456.78' },
      { key: 'b2', brand: 'あきたこまち', count: '2', area: '0.1' },
      { key: '-', brand: '-', count: '1', area: '0.2' },
    ]);
  });

  it('totals the area exactly (0.1 + 0.2 is 0.3) and the count', () => {
    expect(areaTotal(rows)).toEqual({ count: '1,237', area: '123,457.08' });
    expect(areaTotal(rows.slice(1))).toEqual({ count: '3', area: '0.3' });
    expect(areaTotal([])).toEqual({ count: '0', area: '0' });
  });
});
