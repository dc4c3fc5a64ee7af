import type { PaddyFieldArea } from '@inasaku/contracts';
import { formatThousands, sumAreas } from '@inasaku/domain';

export interface AreaRow {
  key: string;
  brand: string;
  count: string;
  area: string;
}

/** Rows of the per-brand table (spec 000 §2.5): count in 枚 and area in a, both with thousands separators. */
export function areaRows(rows: readonly PaddyFieldArea[]): AreaRow[] {
  return rows.map((r) => ({
    key: r.brand_id ?? '-',
    brand: r.brand_name,
    count: formatThousands(r.count),
    area: formatThousands(r.area),
  }));
}

/** The total line: all fields and their exact area sum. */
export function areaTotal(rows: readonly PaddyFieldArea[]): { count: string; area: string } {
  return {
    count: formatThousands(rows.reduce((n, r) => n + r.count, 0)),
    area: formatThousands(sumAreas(rows.map((r) => r.area))),
  };
}
