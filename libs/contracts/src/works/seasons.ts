import { z } from 'zod';
import { LIMITS, customDoubleTwo, max, oneOf, required, type Rule } from '@inasaku/domain';
import { reorderRows, ruledString } from '../zod-rules';
import {
  WORKS_MESSAGES, colorField, decimalTwoField, flagField, managementIdField, sortKeyField, worksId,
} from './common';

/**
 * Seasons (作業分類), items (作業項目) and item details (項目), spec 000 §2.8, §3, §4.7, §5.
 * They belong to the account (every year shows the same ones). Deleting a season or an item
 * hides it and its work histories from every screen (soft delete); work logs keep their snapshot.
 */

/** Detail types: string=文字, num=数値, date=日付, textarea=フリー入力, list=作業者 (user names). */
export const ITEM_DETAIL_TYPES = ['string', 'num', 'date', 'textarea', 'list'] as const;
export const itemDetailTypeSchema = z.enum(ITEM_DETAIL_TYPES);
export type ItemDetailType = (typeof ITEM_DETAIL_TYPES)[number];
export const ITEM_DETAIL_TYPE_LABELS: Record<ItemDetailType, string> = {
  string: '文字', num: '数値', date: '日付', textarea: 'フリー入力', list: 'リスト',
};
/** item_detail_key of a list detail whose shortcuts insert the account's user names. */
export const USERS_DETAIL_KEY = 'users';

/** '1' add-register (追加登録), '2' overwrite (上書き). */
export const itemPatternSchema = z.enum(['1', '2']);
export type ItemPattern = z.infer<typeof itemPatternSchema>;
/** '1' show on the dashboard progress, '2' hide; null for non-field items. */
export const itemProgressSchema = z.enum(['1', '2']);
export type ItemProgress = z.infer<typeof itemProgressSchema>;

export const itemDetailSchema = z.object({
  item_detail_id: z.string(),
  item_detail_name: z.string(),
  item_detail_type: itemDetailTypeSchema,
  /** 'users' for the fixed 作業者 list; null otherwise */
  item_detail_key: z.string().nullable(),
  /** only num details; null otherwise (max 10 characters) */
  item_detail_unit: z.string().nullable(),
  /** per-10a auto calculation; only num details of field-work items, false otherwise */
  item_detail_auto: z.boolean(),
  /** shown in the yearly report by default; row 0 (実施日) always true */
  display_flg: z.boolean(),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

/**
 * The two fixed rows every item starts with, at index 0 and 1 (libs/domain FIXED_DETAIL_ROWS).
 * A new item's form starts with these; the server enforces them (name, type, key, flags) and
 * keeps their ids for the life of the item.
 */
export const FIXED_ITEM_DETAILS: readonly Omit<ItemDetail, 'item_detail_id'>[] = [
  { item_detail_name: '実施日', item_detail_type: 'date', item_detail_key: null, item_detail_unit: null, item_detail_auto: false, display_flg: true },
  { item_detail_name: '作業者', item_detail_type: 'list', item_detail_key: USERS_DETAIL_KEY, item_detail_unit: null, item_detail_auto: false, display_flg: false },
];

export const itemSchema = z.object({
  item_id: z.string(),
  item_name: z.string(),
  season_id: z.string(),
  season_name: z.string(),
  /** the season's colour */
  color: z.string(),
  /** inherited from the season */
  is_not_paddy_field_item: z.boolean(),
  /** ascending = display order within the season, from 1 */
  sort_key: z.number(),
  /** decimal text in a (e.g. '1234.5'); null when unset and always for non-field items */
  item_area_total: z.string().nullable(),
  /** '1' shown in work progress, '2' hidden; null for non-field items */
  item_progress: itemProgressSchema.nullable(),
  item_pattern: itemPatternSchema,
  /** rows 0 and 1 are FIXED_ITEM_DETAILS; at most 20 rows */
  item_details: z.array(itemDetailSchema),
});
export type Item = z.infer<typeof itemSchema>;

export const seasonSchema = z.object({
  season_id: z.string(),
  season_name: z.string(),
  /** '#RRGGBB' from SEASON_COLORS (any #RRGGBB accepted) */
  color: z.string(),
  is_not_paddy_field_item: z.boolean(),
  /** ascending = display order, from 1 */
  sort_key: z.number(),
  /** in item order */
  items: z.array(itemSchema),
});
export type Season = z.infer<typeof seasonSchema>;

export const SEASON_RULES = {
  season_name: [required('作業分類名'), max(LIMITS.seasonName)],
} satisfies Record<string, Rule[]>;

export const ITEM_RULES = {
  item_name: [required('作業項目名'), max(LIMITS.itemName)],
  item_area_total: [customDoubleTwo],
  item_detail_name: [required('項目名'), max(LIMITS.detailName)],
  item_detail_unit: [max(LIMITS.detailUnit)],
  item_detail_type: [required('種類'), oneOf(ITEM_DETAIL_TYPES)],
} satisfies Record<string, Rule[]>;

/**
 * GET /inasaku/season-histories (query) -> Season[] in order, each with its items.
 * Field-work seasons only unless include_not_paddy_field_item=1.
 */
export const listSeasonsSchema = z.object({
  management_id: managementIdField,
  include_not_paddy_field_item: flagField.optional(),
});

/** POST /inasaku/seasons -> Season (appended at the end of the order). color defaults to SEASON_COLORS[0]. */
export const createSeasonSchema = z.object({
  management_id: managementIdField,
  season_name: ruledString(SEASON_RULES.season_name),
  is_not_paddy_field_item: z.boolean().optional(),
  color: colorField.optional(),
});

/**
 * PUT /inasaku/seasons -> Season. Absent keys are kept. is_not_paddy_field_item can only change
 * while the season has no items (400 WORKS_MESSAGES.seasonTypeLocked).
 */
export const updateSeasonSchema = z.object({
  management_id: managementIdField,
  season_id: worksId,
  season_name: ruledString(SEASON_RULES.season_name),
  is_not_paddy_field_item: z.boolean().optional(),
  color: colorField.optional(),
});

/** DELETE /inasaku/seasons (JSON body) -> { season_id }. Its items go with it. */
export const deleteSeasonSchema = z.object({ management_id: managementIdField, season_id: worksId });

/**
 * POST /inasaku/seasons/order -> Season[] (all, include_not_paddy_field_item). Only the rows whose
 * key changed (libs/domain changedRows); `sort_key` is the key the screen loaded: if it no longer
 * matches, 409 ORDER_CONFLICT and nothing changes.
 */
export const orderSeasonsSchema = z.object({
  management_id: managementIdField,
  seasons: reorderRows(z.object({ season_id: worksId, sort_key: sortKeyField, new_sort_key: sortKeyField }), 'season_id', '作業分類'),
});

/** GET /inasaku/create-work-master-data -> Season[] (all). Seeds the starting seasons once per account. */
export const createWorkMasterDataSchema = z.object({ management_id: managementIdField });

/**
 * One row of `item_details` as the edit screen sends it: the FULL list in display order,
 * rows 0 and 1 being the fixed 実施日 (date) and 作業者 (list, key users). Existing rows keep
 * their `item_detail_id` (work histories refer to it); rows without one are new.
 * Unit and auto are cleared when the type is not num; auto also on non-field items.
 */
export const itemDetailInputSchema = z.object({
  item_detail_id: worksId.optional(),
  item_detail_name: ruledString(ITEM_RULES.item_detail_name),
  item_detail_type: ruledString(ITEM_RULES.item_detail_type).transform((v) => v as ItemDetailType),
  item_detail_key: z.string().max(20).nullable().optional(),
  item_detail_unit: ruledString(ITEM_RULES.item_detail_unit).nullable().optional(),
  item_detail_auto: z.boolean().optional(),
  display_flg: z.boolean().optional(),
});
export type ItemDetailInput = z.infer<typeof itemDetailInputSchema>;

const itemDetailsField = z
  .array(itemDetailInputSchema, { message: WORKS_MESSAGES.fixedDetails })
  .min(2, { message: WORKS_MESSAGES.fixedDetails })
  .max(LIMITS.maxDetailRows, { message: WORKS_MESSAGES.tooManyDetails });

const itemPatternField = z.enum(['1', '2'], { message: '登録パターンを選択してください。' });
const itemProgressField = z.enum(['1', '2'], { message: '進捗表示を選択してください。' });
const itemAreaTotal = decimalTwoField(ITEM_RULES.item_area_total).nullable().optional();
const seasonIdRequired = z.uuid({ message: WORKS_MESSAGES.seasonRequired });

/**
 * GET /inasaku/item-histories (query) -> Item[] in season order then item order (all seasons,
 * field and non-field). With season_id: that season's items; with item_id: that item only
 * (404 if it is not the account's).
 */
export const listItemsSchema = z.object({
  management_id: managementIdField,
  season_id: worksId.optional(),
  item_id: worksId.optional(),
});

/**
 * POST /inasaku/items -> Item (appended at the end of its season).
 * item_pattern defaults to libs/domain defaultItemPattern (non-field '1', field '2');
 * item_progress defaults to '1' for field items. For non-field items item_area_total and
 * item_progress are cleared (null) whatever is sent.
 */
export const createItemSchema = z.object({
  management_id: managementIdField,
  season_id: seasonIdRequired,
  item_name: ruledString(ITEM_RULES.item_name),
  item_area_total: itemAreaTotal,
  item_progress: itemProgressField.nullable().optional(),
  item_pattern: itemPatternField.optional(),
  item_details: itemDetailsField,
});

/** PUT /inasaku/items -> Item. Same fields; a new season_id moves the item to the end of that season. */
export const updateItemSchema = createItemSchema.extend({ item_id: worksId });

/** DELETE /inasaku/items (JSON body) -> { item_id }. Its work histories no longer show. */
export const deleteItemSchema = z.object({ management_id: managementIdField, item_id: worksId });

/**
 * POST /inasaku/items/order -> Item[] of that season in the new order. Rows of ONE season
 * (season_id per row is accepted and ignored; the items' own season counts), changed rows only,
 * 409 ORDER_CONFLICT when a loaded sort_key no longer matches.
 */
export const orderItemsSchema = z.object({
  management_id: managementIdField,
  items: reorderRows(
    z.object({ item_id: worksId, season_id: worksId.optional(), sort_key: sortKeyField, new_sort_key: sortKeyField }),
    'item_id',
    '作業項目',
  ),
});

export type ListSeasonsRequest = z.infer<typeof listSeasonsSchema>;
export type CreateSeasonRequest = z.infer<typeof createSeasonSchema>;
export type UpdateSeasonRequest = z.infer<typeof updateSeasonSchema>;
export type DeleteSeasonRequest = z.infer<typeof deleteSeasonSchema>;
export type OrderSeasonsRequest = z.infer<typeof orderSeasonsSchema>;
export type ListItemsRequest = z.infer<typeof listItemsSchema>;
export type CreateItemRequest = z.infer<typeof createItemSchema>;
export type UpdateItemRequest = z.infer<typeof updateItemSchema>;
export type DeleteItemRequest = z.infer<typeof deleteItemSchema>;
export type OrderItemsRequest = z.infer<typeof orderItemsSchema>;

export const deleteSeasonResponseSchema = z.object({
  season_id: z.string(),
});
export type DeleteSeasonResponse = z.infer<typeof deleteSeasonResponseSchema>;
export const deleteItemResponseSchema = z.object({
  item_id: z.string(),
});
export type DeleteItemResponse = z.infer<typeof deleteItemResponseSchema>;
