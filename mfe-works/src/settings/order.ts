import type { Item, Season } from '@inasaku/contracts';
import { changedRows } from '@inasaku/domain';
import type { ItemOrderRow, SeasonOrderRow } from './api';

/** Reorder screens (spec 001 "Reorder screens", §4): only the rows whose key moved are sent. */
export type SeasonOrderItem = Season & { new_sort_key?: number };
export type ItemOrderItem = Item & { new_sort_key?: number };

export function seasonOrderPayload(rows: readonly SeasonOrderItem[]): SeasonOrderRow[] {
  return changedRows(rows).map((r) => ({ season_id: r.season_id, sort_key: r.sort_key, new_sort_key: r.new_sort_key! }));
}

export function itemOrderPayload(rows: readonly ItemOrderItem[]): ItemOrderRow[] {
  return changedRows(rows).map((r) => ({
    item_id: r.item_id, season_id: r.season_id, sort_key: r.sort_key, new_sort_key: r.new_sort_key!,
  }));
}
