import { z } from 'zod';
import { blankAsAbsent } from '../zod-rules';
import { MAX_PAGE_COUNT, PAGING_MESSAGES } from './paging-words';

/**
 * Server paging of spec 001 §4 as the account endpoints take it (libs/domain `pageQuery` builds
 * the values): `count` rows; without a cursor `skip_page` pages are skipped from the top; with a
 * cursor (the id of the last row already shown) `skip_page` further pages are skipped after it.
 * An unknown cursor (deleted meanwhile) counts from the top. Query strings arrive as text.
 */

/** '3' or 3 -> 3; '' and absent -> undefined. */
function queryInt(min: number, max: number, message: string) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ message }).int({ message }).min(min, { message }).max(max, { message }).optional(),
  );
}

export const pageCountField = queryInt(1, MAX_PAGE_COUNT, PAGING_MESSAGES.count);
export const skipPageField = queryInt(0, 1_000_000, PAGING_MESSAGES.skipPage);
/** A cursor id: a uuid, '' treated as absent. */
export const cursorField = blankAsAbsent(z.uuid({ message: PAGING_MESSAGES.cursor }));

/** The schema of a `PagedList` of `item`. */
export const pagedListSchema = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total_count: z.number() });

/** `{ "data": { "list": [...], "total_count": n } }` */
export interface PagedList<T> {
  list: T[];
  /** all rows of the query, not only this page */
  total_count: number;
}
