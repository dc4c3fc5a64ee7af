import { z } from 'zod';
import { PAGE_SIZES } from '@inasaku/domain';
import { intField, managementIdField, worksId } from './common';

/**
 * Work logs (作業ログ), spec 001 Dashboard and §3: one row per save of the work input (type 1),
 * per history edit (type 2) and per delete (type 3), with a snapshot of what the dashboard
 * shows. Rows belong to one management year, newest first.
 */
export const WORK_LOG_TYPES = { insert: 1, edit: 2, delete: 3 } as const;
export type WorkLogType = 1 | 2 | 3;

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

export interface WorkLogDetail {
  item_detail_name: string;
  item_detail_unit: string | null;
  /** null when nothing was entered (the detail frame shows only non-null values) */
  item_detail_value: string | null;
}

export interface WorkLog {
  log_id: string;
  management_id: string;
  type: WorkLogType;
  /** '0' the work still exists; '1' it has since been deleted (delete button disabled) */
  del_flg: '0' | '1';
  /** 実施日 'YYYY-MM-DD' */
  work_date: string | null;
  /** 作業者 */
  worker: string | null;
  season_name: string;
  item_name: string;
  is_not_paddy_field_item: boolean;
  /** one per field, in save order; empty for non-field work */
  paddy_fields: { paddy_field_id: string; paddy_field_name: string | null }[];
  /** decimal text in a; null for non-field work */
  area_total: string | null;
  /** every detail of the item at the time, in order (rows 0 and 1 included) */
  item_details: WorkLogDetail[];
  image_paths: string[];
  image_urls: string[];
  /** who did the operation */
  user_id: string | null;
  /** ISO 8601 time of the operation */
  created_at: string;
}

export interface Paged<T> {
  list: T[];
  total_count: number;
}

export interface DeleteLogResponse {
  log_id: string;
  /** the histories deleted now */
  deleted_work_history_ids: string[];
  /** the type-3 log written */
  delete_log_id: string;
}
