import { z } from 'zod';
import { managementIdField } from './common';
import type { Season } from './seasons';

/**
 * The yearly work report's data (spec 001 "Yearly work report"): every field of the year with
 * every history of the year, fetched as one answer so that a report of 1,000 fields is one
 * round trip, not 1,000. A NATS reply holds at most about 900 kB, so a very large year comes
 * in pages: the first answer (no `cursor`) carries the fields and the seasons with the first
 * histories; while `next_cursor` is not null, ask again with it for the next histories.
 *
 * GET /inasaku/archive/work-histories (query) -> ReportWorkData. Read-only; another account's
 * year is never reachable (the gateway settles the year among the account's own).
 */
export const reportWorkDataSchema = z.object({
  management_id: managementIdField,
  /** `next_cursor` of the previous page */
  cursor: z.uuid({ message: 'カーソルの形式が正しくありません。' }).optional(),
});
export type ReportWorkDataRequest = z.infer<typeof reportWorkDataSchema>;

/** A field as the report shows it: 番号 is its added order within the year. */
export interface ReportPaddyField {
  paddy_field_id: string;
  name: string | null;
  /** added order within the year, from 1 */
  sequence: number;
  /** in a, decimal text; null when unset */
  area: string | null;
}

/** One history, lean: names come from `seasons`, URLs from libs/contracts mediaFileUrl(path). */
export interface ReportWorkHistory {
  work_history_id: string;
  /** null for a non-field (ほ場外作業) history */
  paddy_field_id: string | null;
  season_id: string;
  item_id: string;
  /** detail id -> value as entered */
  work_items: Record<string, string>;
  /** detail id -> per-10a value */
  work_items_auto: Record<string, string>;
  image_paths: string[];
  /** 実施日 'YYYY-MM-DD' */
  work_date: string | null;
  /** ISO 8601 */
  create_datetime: string;
}

export interface ReportWorkData {
  /** first page only (null on later pages): the year's fields in added order */
  paddy_fields: ReportPaddyField[] | null;
  /** first page only: every season (field and non-field) in order, with items and details */
  seasons: Season[] | null;
  /** in work_history_id order (the client orders entries by their dates) */
  work_histories: ReportWorkHistory[];
  /** ask again with this cursor for the next histories; null when this was the last page */
  next_cursor: string | null;
}
