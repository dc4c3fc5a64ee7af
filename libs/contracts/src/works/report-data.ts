import { z } from 'zod';
import { managementIdField } from './common';
import { seasonSchema, type Season } from './seasons';

/**
 * The yearly work report's data (spec 001 "Yearly work report"): every field of the year with
 * every history of the year, so that a report of 1,000 fields is one request, not 1,000.
 *
 * A NATS reply holds at most about 900 kB, so a large year is split: the first answer (no
 * `part`) carries the fields, the seasons, `parts` (how many parts the year's histories are cut
 * into) and the histories of part 0; the client then asks for parts 1 … parts-1 together
 * (`part`, `parts`). A part that still does not fit answers a `next_cursor`: ask that part again
 * with it. Histories travel compact (ReportWorkHistory): their values in the order of their
 * item's details, without the detail ids; expandReportHistory gives the usual shape back.
 *
 * GET /inasaku/archive/work-histories (query) -> ReportWorkData. Read-only; only the caller's
 * account and year (the gateway settles the year among the account's own).
 */
const partField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.number({ message: 'partは0以上の整数で指定してください。' }).int().min(0).max(999),
);
export const reportWorkDataSchema = z.object({
  management_id: managementIdField,
  part: partField.optional(),
  parts: partField.optional(),
  /** `next_cursor` of the previous answer of the same part */
  cursor: z.uuid({ message: 'カーソルの形式が正しくありません。' }).optional(),
});
export type ReportWorkDataRequest = z.infer<typeof reportWorkDataSchema>;

/** A field as the report shows it: 番号 is its added order within the year. */
export const reportPaddyFieldSchema = z.object({
  paddy_field_id: z.string(),
  name: z.string().nullable(),
  /** added order within the year, from 1 */
  sequence: z.number(),
  /** in a, decimal text; null when unset */
  area: z.string().nullable(),
  /** the boundary's geodesic area in a (two decimals); null or absent without a boundary */
  boundary_area_a: z.number().nullable().optional(),
});
export type ReportPaddyField = z.infer<typeof reportPaddyFieldSchema>;

/** One history, compact. */
export const reportWorkHistorySchema = z.object({
  /** null for a non-field (ほ場外作業) history */
  f: z.string().nullable(),
  /** item_id */
  i: z.string(),
  /** entered values in the order of the item's item_details (null where nothing was entered) */
  v: z.array(z.string().nullable()),
  /** per-10a values in the same order ([] when none) */
  a: z.array(z.string().nullable()),
  /** image paths (blob keys); URL: mediaFileUrl(path) */
  p: z.array(z.string()),
  /** 実施日 'YYYY-MM-DD' */
  d: z.string().nullable(),
  /** creation time, epoch ms (orders entries with the same value) */
  t: z.number(),
});
export type ReportWorkHistory = z.infer<typeof reportWorkHistorySchema>;

export const reportWorkDataAnswerSchema = z.object({
  /** first answer only (null otherwise): the year's fields in added order */
  paddy_fields: z.array(reportPaddyFieldSchema).nullable(),
  /** first answer only: every season (field and non-field) in order, with items and details */
  seasons: z.array(seasonSchema).nullable(),
  /** how many parts the year's histories are cut into (ask part 1 … parts-1 after the first answer) */
  parts: z.number(),
  work_histories: z.array(reportWorkHistorySchema),
  /** ask the same part again with this cursor; null when the part is complete */
  next_cursor: z.string().nullable(),
});
export type ReportWorkData = z.infer<typeof reportWorkDataAnswerSchema>;

/** A history in the usual shape (detail id -> value), as the report layout and the export use it. */
export interface ReportWorkEntry {
  paddy_field_id: string | null;
  item_id: string;
  work_items: Record<string, string>;
  work_items_auto: Record<string, string>;
  image_paths: string[];
  work_date: string | null;
  /** ISO 8601 */
  create_datetime: string;
}

/** Detail ids in order per item id, from the seasons of the first answer. */
export function reportDetailOrder(seasons: readonly Season[]): Map<string, string[]> {
  return new Map(seasons.flatMap((s) => s.items.map((i) => [i.item_id, i.item_details.map((d) => d.item_detail_id)] as const)));
}

/** The compact history back in the usual shape; null when its item is unknown. */
export function expandReportHistory(h: ReportWorkHistory, order: ReadonlyMap<string, readonly string[]>): ReportWorkEntry | null {
  const ids = order.get(h.i);
  if (!ids) return null;
  const workItems: Record<string, string> = {};
  const auto: Record<string, string> = {};
  h.v.forEach((v, k) => {
    if (v !== null && ids[k]) workItems[ids[k]] = v;
  });
  h.a.forEach((v, k) => {
    if (v !== null && ids[k]) auto[ids[k]] = v;
  });
  return {
    paddy_field_id: h.f, item_id: h.i, work_items: workItems, work_items_auto: auto, image_paths: h.p, work_date: h.d,
    create_datetime: new Date(h.t).toISOString(),
  };
}

/** The first uuid of part `part` of `parts` equal ranges of the id space ('' for the start). */
export function reportPartBound(part: number, parts: number): string {
  if (part <= 0) return '00000000-0000-0000-0000-000000000000';
  if (part >= parts) return 'ffffffff-ffff-ffff-ffff-ffffffffffff';
  const head = Math.floor((part * 0x1_0000_0000) / parts).toString(16).padStart(8, '0');
  return `${head}-0000-0000-0000-000000000000`;
}
