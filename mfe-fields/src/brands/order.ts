import type { Brand } from '@inasaku/contracts';
import { changedRows } from '@inasaku/domain';

export type OrderRow = Brand & { new_sort_key?: number };

/** The changed rows as the order call takes them (spec 000 §4.8): only those whose key moved. */
export function orderPayload(rows: readonly OrderRow[]) {
  return changedRows(rows).map((r) => ({ brand_id: r.brand_id, sort_key: r.sort_key, new_sort_key: r.new_sort_key! }));
}
