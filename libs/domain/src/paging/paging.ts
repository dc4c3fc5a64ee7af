/**
 * Server paging of spec 001 §4. The server pages by cursor where it can: moving
 * forward continues after the last id already shown, so rows inserted meanwhile
 * do not shift the page; moving back or to page 1 counts from the top.
 */
export interface PageQuery {
  count: number;
  latest_id?: string;
  skip_page?: number;
}

export const PAGE_SIZES = {
  notices: 3,
  logs: 8,
  gateLogs: 8,
  sensors: 8,
  alerts: 8,
  users: 20,
  workProgress: 5,
  reportRows: 10,
} as const;

function assertPositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
}

/**
 * - page 1: count only;
 * - a lower page (or reloading the same one): skip_page = toPage - 1 from the top;
 * - a higher page: latest_id = last id on the current page, skip_page = distance - 1.
 * Without a last id (empty current page) a higher page falls back to counting from the top.
 */
export function pageQuery(opts: {
  pageSize: number;
  fromPage: number;
  toPage: number;
  lastIdOfCurrentPage?: string;
}): PageQuery {
  const { pageSize, fromPage, toPage, lastIdOfCurrentPage } = opts;
  assertPositiveInteger('pageSize', pageSize);
  assertPositiveInteger('fromPage', fromPage);
  assertPositiveInteger('toPage', toPage);
  if (toPage === 1) return { count: pageSize };
  if (toPage > fromPage && lastIdOfCurrentPage) {
    return { count: pageSize, latest_id: lastIdOfCurrentPage, skip_page: toPage - fromPage - 1 };
  }
  return { count: pageSize, skip_page: toPage - 1 };
}

/** Number of pages for the pager; at least 1 so an empty list still shows page 1. */
export function totalPages(totalCount: number, pageSize: number): number {
  assertPositiveInteger('pageSize', pageSize);
  return Math.max(1, Math.ceil(Math.max(0, totalCount) / pageSize));
}
