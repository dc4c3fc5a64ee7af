import { mediaFileUrl, type ItemDetail, type WorkLog, type WorkLogType } from '@inasaku/contracts';
import { trimDecimal } from '../common/decimal-text';
import type { WorkLogEntity } from './entities/work-log.entity';
import type { NewWorkLog } from './logs.repository';

export interface LogInput {
  type: WorkLogType;
  seasonName: string;
  itemName: string;
  isNotPaddyFieldItem: boolean;
  details: readonly ItemDetail[];
  workItems: Record<string, string>;
  workDate: string | null;
  worker: string | null;
  imagePaths: string[];
  paddyFields: { paddy_field_id: string; paddy_field_name: string | null }[];
  /** exact sum in a; null for non-field work */
  areaTotal: string | null;
  userId: string | null;
  workHistoryIds: string[];
}

/**
 * The snapshot a work log keeps (spec 001 §3): what the dashboard shows even after the item,
 * the field or the history changed or went away.
 */
export function buildLog(input: LogInput): NewWorkLog {
  return {
    type: input.type,
    workHistoryIds: input.workHistoryIds,
    workDate: input.workDate,
    worker: input.worker,
    seasonName: input.seasonName,
    itemName: input.itemName,
    isNotPaddyFieldItem: input.isNotPaddyFieldItem,
    paddyFields: input.paddyFields,
    areaTotal: input.isNotPaddyFieldItem ? null : input.areaTotal,
    itemDetails: input.details.map((d) => ({
      item_detail_name: d.item_detail_name,
      item_detail_unit: d.item_detail_unit,
      item_detail_value: input.workItems[d.item_detail_id] ?? null,
    })),
    imagePaths: input.imagePaths,
    userId: input.userId,
  };
}

export function toWorkLog(e: WorkLogEntity): WorkLog {
  return {
    log_id: e.logId,
    management_id: e.managementId,
    type: Number(e.type) as WorkLogType,
    del_flg: e.delFlg === '1' ? '1' : '0',
    work_date: e.workDate,
    worker: e.worker,
    season_name: e.seasonName,
    item_name: e.itemName,
    is_not_paddy_field_item: e.isNotPaddyFieldItem,
    paddy_fields: e.paddyFields,
    area_total: trimDecimal(e.areaTotal),
    item_details: e.itemDetails,
    image_paths: e.imagePaths,
    image_urls: e.imagePaths.map(mediaFileUrl),
    user_id: e.userId,
    created_at: e.createdAt.toISOString(),
  };
}
