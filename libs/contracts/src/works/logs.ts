import { z } from 'zod';
import { PAGE_SIZES } from '@inasaku/domain';
import { intField, managementIdField, worksId } from './common';

/**
 * Work logs (作業ログ), spec 001 Dashboard and §3: one row per save of the work input (type 1),
 * per history edit (type 2) and per delete (type 3), with a snapshot of what the dashboard
 * shows. Rows belong to one management year, newest first.
 */
export const workLogTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type WorkLogType = z.infer<typeof workLogTypeSchema>;

/**
 * GET /inasaku/logs (query) -> Paged<WorkLog> `{ list, total_count }`. Paging of spec 001 §4,
 * built with libs/domain pageQuery: page 1 `count` only; a lower page `skip_page = page - 1`;
 * a higher page `latest_log_id` = last log_id on the current page and `skip_page` = distance - 1.
 * The server skips skip_page * count rows after latest_log_id (or from the top without it).
 * An unknown latest_log_id counts from the top.
 */
export const listLogsSchema = z.object({
  management_id: managementIdField,
  count: intField(1, 100, '件数は1〜100で指定してください。').default(PAGE_SIZES.logs),
  latest_log_id: worksId.optional(),
  skip_page: intField(0, 100_000, 'ページは0以上の整数で指定してください。').default(0),
});

/**
 * DELETE /inasaku/logs (JSON body) -> DeleteLogResponse. Deletes the work the log recorded
 * (its histories that still exist), writes a type-3 log, and sets del_flg '1' on every log whose
 * histories are all gone. 409 ALREADY_DELETED for a type-3 log or a log with del_flg '1'.
 * Confirm first with '登録した作業実績を削除しますか？'.
 */
export const deleteLogSchema = z.object({
  management_id: managementIdField,
  log_id: worksId,
});

export type ListLogsRequest = z.infer<typeof listLogsSchema>;
export type DeleteLogRequest = z.infer<typeof deleteLogSchema>;

export const workLogDetailSchema = z.object({
  item_detail_name: z.string(),
  item_detail_unit: z.string().nullable(),
  /** null when nothing was entered (the detail frame shows only non-null values) */
  item_detail_value: z.string().nullable(),
});
export type WorkLogDetail = z.infer<typeof workLogDetailSchema>;

export const workLogSchema = z.object({
  log_id: z.string(),
  management_id: z.string(),
  type: workLogTypeSchema,
  /** '0' the work still exists; '1' it has since been deleted (delete button disabled) */
  del_flg: z.enum(['0', '1']),
  /** 実施日 'YYYY-MM-DD' */
  work_date: z.string().nullable(),
  /** 作業者 */
  worker: z.string().nullable(),
  season_name: z.string(),
  item_name: z.string(),
  is_not_paddy_field_item: z.boolean(),
  /** one per field, in save order; empty for non-field work */
  paddy_fields: z.array(z.object({
    paddy_field_id: z.string(),
    paddy_field_name: z.string().nullable(),
  })),
  /** decimal text in a; null for non-field work */
  area_total: z.string().nullable(),
  /** every detail of the item at the time, in order (rows 0 and 1 included) */
  item_details: z.array(workLogDetailSchema),
  image_paths: z.array(z.string()),
  image_urls: z.array(z.string()),
  /** who did the operation */
  user_id: z.string().nullable(),
  /** ISO 8601 time of the operation */
  created_at: z.string(),
});
export type WorkLog = z.infer<typeof workLogSchema>;

export interface Paged<T> {
  list: T[];
  total_count: number;
}

export const deleteLogResponseSchema = z.object({
  log_id: z.string(),
  /** the histories deleted now */
  deleted_work_history_ids: z.array(z.string()),
  /** the type-3 log written */
  delete_log_id: z.string(),
});
export type DeleteLogResponse = z.infer<typeof deleteLogResponseSchema>;
