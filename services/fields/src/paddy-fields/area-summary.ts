import { sumAreas } from '@inasaku/domain';
import { UNBRANDED_NAME, type PaddyFieldArea } from '@inasaku/contracts';

export interface AreaRow {
  brandId: string | null;
  brandName: string | null;
  brandSortKey: number | null;
  /** exact decimal text in a, null when unset */
  area: string | null;
}

/**
 * The per-brand table of the paddy-field map (spec 000 §2.5): count (枚) and area (a) per
 * brand in brand order, unbranded fields last under '-'. Areas are added as decimals, never
 * as binary floats, and a field without an area still counts as one field.
 */
export function summarizeAreas(rows: readonly AreaRow[]): PaddyFieldArea[] {
  const groups = new Map<string | null, { row: AreaRow; areas: (string | null)[] }>();
  for (const row of rows) {
    const key = row.brandId;
    const group = groups.get(key) ?? { row, areas: [] };
    group.areas.push(row.area);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => compareBrands(a.row, b.row))
    .map(({ row, areas }) => ({
      brand_id: row.brandId,
      brand_name: row.brandId === null ? UNBRANDED_NAME : (row.brandName ?? UNBRANDED_NAME),
      count: areas.length,
      area: sumAreas(areas),
    }));
}

function compareBrands(a: AreaRow, b: AreaRow): number {
  if (a.brandId === null) return b.brandId === null ? 0 : 1;
  if (b.brandId === null) return -1;
  const byKey = (a.brandSortKey ?? 0) - (b.brandSortKey ?? 0);
  return byKey !== 0 ? byKey : (a.brandName ?? '').localeCompare(b.brandName ?? '', 'ja');
}
