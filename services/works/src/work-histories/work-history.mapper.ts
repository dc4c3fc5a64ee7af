import { DEFAULT_SEASON_COLOR, mediaFileUrl, type ItemDetail, type WorkHistory, type WorkItemMerged } from '@inasaku/contracts';
import type { ItemEntity } from '../seasons/entities/item.entity';
import type { SeasonEntity } from '../seasons/entities/season.entity';
import type { WorkHistoryEntity } from './entities/work-history.entity';

/** The entered values with their detail's name, type and unit, in the item's current detail order. */
export function mergeWorkItems(details: readonly ItemDetail[], workItems: Record<string, string>, auto: Record<string, string>): WorkItemMerged[] {
  return details.flatMap((d) => {
    const value = workItems[d.item_detail_id];
    if (value === undefined) return [];
    return [{
      item_detail_id: d.item_detail_id,
      item_detail_name: d.item_detail_name,
      item_detail_type: d.item_detail_type,
      item_detail_unit: d.item_detail_unit,
      value,
      auto_value: auto[d.item_detail_id] ?? null,
    }];
  });
}

export function toWorkHistory(
  h: WorkHistoryEntity,
  item: ItemEntity | undefined,
  season: SeasonEntity | undefined,
  paddyFieldName: string | null,
): WorkHistory {
  const details = item?.itemDetails ?? [];
  return {
    work_history_id: h.workHistoryId,
    management_id: h.managementId,
    season_id: h.seasonId,
    season_name: season?.seasonName ?? '',
    color: season?.color ?? DEFAULT_SEASON_COLOR,
    item_id: h.itemId,
    item_name: item?.itemName ?? '',
    is_not_paddy_field_item: h.paddyFieldId === null,
    paddy_field_id: h.paddyFieldId,
    paddy_field_name: h.paddyFieldId === null ? null : paddyFieldName,
    work_items: h.workItems,
    work_items_auto: h.workItemsAuto,
    work_items_merged: mergeWorkItems(details, h.workItems, h.workItemsAuto),
    work_date: h.workDate,
    worker: h.worker,
    image_paths: h.imagePaths,
    image_urls: h.imagePaths.map(mediaFileUrl),
    create_datetime: h.createdAt.toISOString(),
    update_datetime: h.updatedAt.toISOString(),
    create_user_id: h.createUserId,
    update_user_id: h.updateUserId,
  };
}
