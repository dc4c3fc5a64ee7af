import type { Item, Season } from '@inasaku/contracts';
import { trimDecimal } from '../common/decimal-text';
import type { ItemEntity } from './entities/item.entity';
import type { SeasonEntity } from './entities/season.entity';

export function toItem(i: ItemEntity, s: SeasonEntity): Item {
  return {
    item_id: i.itemId,
    item_name: i.itemName,
    season_id: s.seasonId,
    season_name: s.seasonName,
    color: s.color,
    is_not_paddy_field_item: s.isNotPaddyFieldItem,
    sort_key: i.sortKey,
    item_area_total: s.isNotPaddyFieldItem ? null : trimDecimal(i.itemAreaTotal),
    item_progress: s.isNotPaddyFieldItem ? null : (i.itemProgress ?? null),
    item_pattern: i.itemPattern,
    item_details: i.itemDetails,
  };
}

/** Seasons in order, each with its items in order. */
export function toSeasons(seasons: readonly SeasonEntity[], items: readonly ItemEntity[]): Season[] {
  return seasons.map((s) => ({
    season_id: s.seasonId,
    season_name: s.seasonName,
    color: s.color,
    is_not_paddy_field_item: s.isNotPaddyFieldItem,
    sort_key: s.sortKey,
    items: items
      .filter((i) => i.seasonId === s.seasonId)
      .sort((a, b) => a.sortKey - b.sortKey || a.createdAt.getTime() - b.createdAt.getTime())
      .map((i) => toItem(i, s)),
  }));
}
