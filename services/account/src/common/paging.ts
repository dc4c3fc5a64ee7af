/**
 * The rows a paged request asks for (spec 001 §4 paging, built in the browser by libs/domain
 * `pageQuery`): `skip_page` pages of `count` rows are skipped, counted from the top, or after
 * the cursor row when one is given.
 */
export interface PageRequest {
  count?: number;
  cursor?: string;
  skip_page?: number;
}

export interface PageWindow {
  /** id of the row after which to start; absent: from the top */
  cursor?: string;
  offset: number;
  limit: number;
}

/** Everything at once is capped, so an unpaged list can never grow without bound. */
export const UNPAGED_LIMIT = 1000;

/** `defaultCount` applies when `count` is absent (null: the whole list, up to UNPAGED_LIMIT). */
export function pageWindow(request: PageRequest, defaultCount: number | null): PageWindow {
  const count = request.count ?? defaultCount;
  if (count === null) return { offset: 0, limit: UNPAGED_LIMIT };
  const offset = (request.skip_page ?? 0) * count;
  return request.cursor ? { cursor: request.cursor, offset, limit: count } : { offset, limit: count };
}
