import { pageQuery } from '@inasaku/domain';
import { UNPAGED_LIMIT, pageWindow, type PageWindow } from './paging';

/** The rows a window selects from a list in display order, as the repositories do in SQL. */
function select<T extends { id: string }>(rows: T[], w: PageWindow): T[] {
  const start = w.cursor ? rows.findIndex((r) => r.id === w.cursor) + 1 : 0;
  return rows.slice(start).slice(w.offset, w.offset + w.limit);
}

const rows = Array.from({ length: 11 }, (_, i) => ({ id: `n${i + 1}` }));
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe('pageWindow', () => {
  it('reads page 1 with the default count', () => {
    expect(pageWindow({}, 3)).toEqual({ offset: 0, limit: 3 });
    expect(pageWindow({ count: 10 }, 3)).toEqual({ offset: 0, limit: 10 });
  });

  it('skips whole pages from the top without a cursor', () => {
    expect(pageWindow({ count: 3, skip_page: 2 }, 3)).toEqual({ offset: 6, limit: 3 });
  });

  it('skips pages after the cursor with one', () => {
    expect(pageWindow({ count: 3, cursor: 'n3', skip_page: 1 }, 3)).toEqual({ cursor: 'n3', offset: 3, limit: 3 });
  });

  it('answers everything (capped) when there is no count and no default', () => {
    expect(pageWindow({}, null)).toEqual({ offset: 0, limit: UNPAGED_LIMIT });
  });

  // The browser builds the query with libs/domain pageQuery; every move must land on the right page.
  it.each([
    [1, 2, ['n4', 'n5', 'n6']],
    [1, 3, ['n7', 'n8', 'n9']],
    [2, 4, ['n10', 'n11']],
    [3, 1, ['n1', 'n2', 'n3']],
    [4, 2, ['n4', 'n5', 'n6']],
    [2, 2, ['n4', 'n5', 'n6']],
  ])('moving from page %i to page %i shows %j', (fromPage, toPage, expected) => {
    const current = select(rows, pageWindow({ count: 3, skip_page: fromPage - 1 }, 3));
    const q = pageQuery({ pageSize: 3, fromPage, toPage, lastIdOfCurrentPage: current.at(-1)?.id });
    const w = pageWindow({ count: q.count, cursor: q.latest_id, skip_page: q.skip_page }, 3);
    expect(ids(select(rows, w))).toEqual(expected);
  });

  it('keeps "see more" stable when a row is added on top meanwhile', () => {
    const first = select(rows, pageWindow({ count: 3 }, 3));
    const grown = [{ id: 'n0' }, ...rows];
    const q = pageQuery({ pageSize: 3, fromPage: 1, toPage: 2, lastIdOfCurrentPage: first.at(-1)?.id });
    expect(ids(select(grown, pageWindow({ count: q.count, cursor: q.latest_id, skip_page: q.skip_page }, 3)))).toEqual(['n4', 'n5', 'n6']);
  });
});
