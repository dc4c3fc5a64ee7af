import { z } from 'zod';
import { LIMITS, max, required } from '@inasaku/domain';
import { ruledString } from '../zod-rules';
import { WORKS_MESSAGES, decimalTwoField, intField, managementIdField, worksId } from './common';
import { itemDetailTypeSchema } from './seasons';
import { isMediaKey } from './media';

/**
 * Work histories (作業実績), spec 000 §2.6, §2.7, §3, §4.5, §4.6, §5. A field history names a
 * paddy field; a global history (ほ場外作業) belongs to a non-field item and has no field.
 * Every history belongs to one management year. Every insert, edit and delete also writes a
 * work log row (see logs.ts).
 */

/** Upper bound of fields in one POST /inasaku/work-histories. */
export const MAX_WORK_HISTORIES_PER_REQUEST = 2000;
export const MAX_IMAGES_PER_HISTORY = 20;

/**
 * Detail id -> value. Keys are item_detail_id of the item; values text (a JSON number is taken
 * as its text). Empty values are dropped, unknown ids ignored, each value checked by its
 * detail's type (work-items.ts checkWorkItems), 400 `work_items.<id>` otherwise.
 */
export const workItemsField = z.record(
  z.string(),
  z.union([z.string().max(LIMITS.textarea * 2), z.number(), z.null()]),
  { message: WORKS_MESSAGES.noWorkValue },
);

/** Keys returned by POST /media of this year ('{management_id}/image/{timestamp}/{n}.jpg'). */
export const imagePathsField = z
  .array(z.string().refine(isMediaKey, { message: WORKS_MESSAGES.imagePath }))
  .max(MAX_IMAGES_PER_HISTORY, { message: WORKS_MESSAGES.tooManyImages })
  .optional();

/** GET /inasaku/work-histories (query) -> WorkHistory[] of that field in this year, newest work_date first. 404 for a field that is not the account's. */
export const listWorkHistoriesSchema = z.object({
  management_id: managementIdField,
  paddy_field_id: worksId,
  /** optional: only that item's histories */
  item_id: worksId.optional(),
});

/** One entry of POST /inasaku/work-histories: the same item for every entry. */
export const newWorkHistorySchema = z.object({
  paddy_field_id: worksId,
  season_id: worksId.optional(),
  item_id: worksId,
  work_items: workItemsField,
  image_paths: imagePathsField,
});

/**
 * POST /inasaku/work-histories -> CreateWorkHistoriesResponse. The selected fields of one field
 * item saved at once (one entry per field, usually the same work_items and image_paths).
 * Pattern '2' (overwrite): each field's existing histories of that item in this year are
 * replaced; pattern '1' (add): they stay. area_total is the client's 面積計; the server
 * recomputes it exactly from the fields' areas (fields service) and stores its own in the log.
 * One work log row of type 1 is written for the whole save.
 */
export const createWorkHistoriesSchema = z.object({
  management_id: managementIdField,
  area_total: decimalTwoField().nullable().optional(),
  work_histories: z
    .array(newWorkHistorySchema, { message: WORKS_MESSAGES.paddyFieldsRequired })
    .min(1, { message: WORKS_MESSAGES.paddyFieldsRequired })
    .max(MAX_WORK_HISTORIES_PER_REQUEST)
    .refine((rows) => new Set(rows.map((r) => r.item_id)).size === 1, { message: WORKS_MESSAGES.sameItem })
    .refine((rows) => new Set(rows.map((r) => r.paddy_field_id)).size === rows.length, { message: '同じほ場が重複しています。' }),
});

/**
 * PUT /inasaku/work-histories/:work_history_id and PUT /inasaku/global-work-histories/:work_history_id
 * (body; the id comes from the path) -> WorkHistory. Replaces work_items and image_paths
 * (absent image_paths keeps the stored ones). Writes one work log row of type 2.
 */
export const updateWorkHistoryBodySchema = z.object({
  management_id: managementIdField,
  work_items: workItemsField,
  image_paths: imagePathsField,
});
/** What the service receives: the body plus the path parameter. */
export const updateWorkHistorySchema = updateWorkHistoryBodySchema.extend({ work_history_id: worksId });

/** DELETE /inasaku/work-histories/:work_history_id (and global-) -> { work_history_id }. Writes one work log row of type 3. */
export const deleteWorkHistoryBodySchema = z.object({ management_id: managementIdField });
export const deleteWorkHistorySchema = deleteWorkHistoryBodySchema.extend({ work_history_id: worksId });

/**
 * GET /inasaku/global-work-histories (query) -> WorkHistory[] of non-field items in this year (one item with item_id), newest first
 * (the newest that fit in one reply of about 800 kB; the same cut applies to GET /inasaku/work-histories).
 */
export const listGlobalWorkHistoriesSchema = z.object({
  management_id: managementIdField,
  item_id: worksId.optional(),
});

/**
 * POST /inasaku/global-work-histories -> WorkHistory. A non-field item's entry. With the item's
 * pattern '2' the item's existing histories of this year are replaced. One log row of type 1.
 */
export const createGlobalWorkHistorySchema = z.object({
  management_id: managementIdField,
  work_history: z.object({
    season_id: worksId.optional(),
    item_id: worksId,
    work_items: workItemsField,
    image_paths: imagePathsField,
  }),
});

/**
 * GET /inasaku/paddy-field-histories (query) -> PaddyFieldHistorySummary[]: which field has how
 * many histories of which item in this year. Drives the 'stored' pin look (spec 000 §4.6) and
 * the overwrite confirmation of the work input (libs/domain workInputConfirmMessage with
 * hasExistingResult = some selected field has a summary for the item).
 */
export const listPaddyFieldHistoriesSchema = z.object({
  management_id: managementIdField,
  paddy_field_id: worksId.optional(),
  season_id: worksId.optional(),
  item_id: worksId.optional(),
});

/**
 * GET /inasaku/search-work-histories?q=&offset= -> SearchWorkHistoriesResponse. Case-insensitive
 * substring match over season name, item name and every detail value (worker names included)
 * of this year's histories; newest first, one page of at most SEARCH_PAGE_SIZE histories from
 * `offset` (fewer when they would not fit in one reply of about 800 kB); `next_offset` asks
 * for the next page.
 */
export const searchWorkHistoriesSchema = z.object({
  management_id: managementIdField,
  q: ruledString([required('検索文字列'), max(LIMITS.text)]),
  offset: intField(0, 100_000, '表示位置は0以上の整数で指定してください。').default(0),
});
/** Hits per page of the search popup: a phone-sized list, and a reply the map screen gets at once. */
export const SEARCH_PAGE_SIZE = 30;

export type ListWorkHistoriesRequest = z.infer<typeof listWorkHistoriesSchema>;
export type NewWorkHistory = z.infer<typeof newWorkHistorySchema>;
export type CreateWorkHistoriesRequest = z.infer<typeof createWorkHistoriesSchema>;
export type UpdateWorkHistoryRequest = z.infer<typeof updateWorkHistorySchema>;
export type DeleteWorkHistoryRequest = z.infer<typeof deleteWorkHistorySchema>;
export type ListGlobalWorkHistoriesRequest = z.infer<typeof listGlobalWorkHistoriesSchema>;
export type CreateGlobalWorkHistoryRequest = z.infer<typeof createGlobalWorkHistorySchema>;
export type ListPaddyFieldHistoriesRequest = z.infer<typeof listPaddyFieldHistoriesSchema>;
export type SearchWorkHistoriesRequest = z.infer<typeof searchWorkHistoriesSchema>;

/**
 * One ENTERED detail with its value, in the item's current detail order (the reference popup and
 * lists show these). Details without a value are left out; the edit form builds its inputs from
 * the item's item_details and fills them from work_items.
 */
export const workItemMergedSchema = z.object({
  item_detail_id: z.string(),
  item_detail_name: z.string(),
  item_detail_type: itemDetailTypeSchema,
  item_detail_unit: z.string().nullable(),
  value: z.string(),
  /** per-10a value ('12.5') when the detail has auto calculation and the field an area; show as '<auto_value> <unit>/10a' */
  auto_value: z.string().nullable(),
});
export type WorkItemMerged = z.infer<typeof workItemMergedSchema>;

export const workHistorySchema = z.object({
  work_history_id: z.string(),
  management_id: z.string(),
  season_id: z.string(),
  season_name: z.string(),
  /** the season's colour */
  color: z.string(),
  item_id: z.string(),
  item_name: z.string(),
  is_not_paddy_field_item: z.boolean(),
  /** null for a global (non-field) history */
  paddy_field_id: z.string().nullable(),
  /** the field's current name (fields service); null when unnamed or global */
  paddy_field_name: z.string().nullable(),
  /** detail id -> value as entered (empties dropped) */
  work_items: z.record(z.string(), z.string()),
  /** detail id -> per-10a value for num details with item_detail_auto (field histories only) */
  work_items_auto: z.record(z.string(), z.string()),
  /** the entered values with their detail's name, type and unit, in the item's detail order */
  work_items_merged: z.array(workItemMergedSchema),
  /** value of row 0 (実施日), 'YYYY-MM-DD' */
  work_date: z.string().nullable(),
  /** value of row 1 (作業者) */
  worker: z.string().nullable(),
  image_paths: z.array(z.string()),
  /** '/media/file/<key>' for each path, ready for <img src> (same-origin, session cookie) */
  image_urls: z.array(z.string()),
  /** ISO 8601 */
  create_datetime: z.string(),
  update_datetime: z.string(),
  create_user_id: z.string().nullable(),
  update_user_id: z.string().nullable(),
});
export type WorkHistory = z.infer<typeof workHistorySchema>;

/** POST /inasaku/work-histories answer. */
export const createWorkHistoriesResponseSchema = z.object({
  /** the new histories, in request order */
  work_histories: z.array(workHistorySchema),
  /** ids replaced by the overwrite pattern (they no longer exist) */
  replaced_work_history_ids: z.array(z.string()),
  /** the server's exact total of the fields' areas, in a */
  area_total: z.string(),
  /** the work log row written */
  log_id: z.string(),
});
export type CreateWorkHistoriesResponse = z.infer<typeof createWorkHistoriesResponseSchema>;

export const deleteWorkHistoryResponseSchema = z.object({
  work_history_id: z.string(),
});
export type DeleteWorkHistoryResponse = z.infer<typeof deleteWorkHistoryResponseSchema>;

export const paddyFieldHistorySummarySchema = z.object({
  paddy_field_id: z.string(),
  season_id: z.string(),
  item_id: z.string(),
  /** histories of that item on that field in this year (>= 1) */
  count: z.number(),
  /** latest 実施日 among them, 'YYYY-MM-DD' */
  last_work_date: z.string().nullable(),
});
export type PaddyFieldHistorySummary = z.infer<typeof paddyFieldHistorySummarySchema>;

/** One field group of the search answer. */
export const searchPaddyGroupSchema = z.object({
  paddy_field_id: z.string(),
  paddy_field_name: z.string().nullable(),
  /** 'lat,lng' to centre the map on the field's pin */
  map_pos: z.string(),
  area: z.string().nullable(),
  brand_name: z.string().nullable(),
  workHistories: z.array(workHistorySchema),
});
export type SearchPaddyGroup = z.infer<typeof searchPaddyGroupSchema>;

export const searchWorkHistoriesResponseSchema = z.object({
  /** field groups, the group with the newest hit first */
  listPaddy: z.array(searchPaddyGroupSchema),
  /** ほ場外作業 hits */
  listNotPaddy: z.array(workHistorySchema),
  /** all hits, also beyond this page */
  total_count: z.number(),
  /** true when not every hit up to this page is listed, i.e. a next page exists */
  truncated: z.boolean(),
  /** the `offset` of the next page (older hits); null on the last page */
  next_offset: z.number().nullable(),
});
export type SearchWorkHistoriesResponse = z.infer<typeof searchWorkHistoriesResponseSchema>;

/**
 * Whether the work input must ask before saving (feed libs/domain workInputConfirmMessage):
 * for a field item, some selected field already has a history of the item this year
 * (from GET /inasaku/paddy-field-histories?item_id=); for a non-field item, the item already
 * has an entry this year (GET /inasaku/global-work-histories?item_id= is not empty).
 */
export function hasExistingResult(opts: {
  itemId: string;
  isNotPaddyFieldItem: boolean;
  selectedPaddyFieldIds?: readonly string[];
  summaries?: readonly Pick<PaddyFieldHistorySummary, 'paddy_field_id' | 'item_id'>[];
  globalHistoryCount?: number;
}): boolean {
  if (opts.isNotPaddyFieldItem) return (opts.globalHistoryCount ?? 0) > 0;
  const selected = new Set(opts.selectedPaddyFieldIds ?? []);
  return (opts.summaries ?? []).some((s) => s.item_id === opts.itemId && selected.has(s.paddy_field_id));
}
