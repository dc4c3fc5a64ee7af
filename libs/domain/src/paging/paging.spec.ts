import { PAGE_SIZES, pageQuery, totalPages } from './paging';

describe('pageQuery', () => {
  it('page 1 reads with count only', () => {
    expect(pageQuery({ pageSize: 8, fromPage: 3, toPage: 1, lastIdOfCurrentPage: 'x' })).toEqual({ count: 8 });
    expect(pageQuery({ pageSize: 3, fromPage: 1, toPage: 1 })).toEqual({ count: 3 });
  });
  it('a lower page skips page - 1 pages from the top', () => {
    expect(pageQuery({ pageSize: 8, fromPage: 5, toPage: 3, lastIdOfCurrentPage: 'x' })).toEqual({ count: 8, skip_page: 2 });
    expect(pageQuery({ pageSize: 8, fromPage: 3, toPage: 2 })).toEqual({ count: 8, skip_page: 1 });
  });
  it('the next page continues after the last id with no skip', () => {
    expect(pageQuery({ pageSize: 8, fromPage: 1, toPage: 2, lastIdOfCurrentPage: 'log-16' })).toEqual({
      count: 8,
      latest_id: 'log-16',
      skip_page: 0,
    });
  });
  it('a page further ahead skips the distance minus 1', () => {
    expect(pageQuery({ pageSize: 3, fromPage: 2, toPage: 5, lastIdOfCurrentPage: 'n6' })).toEqual({
      count: 3,
      latest_id: 'n6',
      skip_page: 2,
    });
  });
  it('a higher page without a last id counts from the top', () => {
    expect(pageQuery({ pageSize: 8, fromPage: 1, toPage: 3 })).toEqual({ count: 8, skip_page: 2 });
  });
  it('reloading the same page counts from the top', () => {
    expect(pageQuery({ pageSize: 8, fromPage: 4, toPage: 4, lastIdOfCurrentPage: 'x' })).toEqual({ count: 8, skip_page: 3 });
  });
  it.each([
    { pageSize: 0, fromPage: 1, toPage: 1 },
    { pageSize: 8, fromPage: 0, toPage: 1 },
    { pageSize: 8, fromPage: 1, toPage: 0 },
    { pageSize: 8, fromPage: 1, toPage: 1.5 },
  ])('rejects %p', (opts) => {
    expect(() => pageQuery(opts)).toThrow(RangeError);
  });
});

describe('totalPages', () => {
  it('rounds up and never goes below 1', () => {
    expect(totalPages(0, 8)).toBe(1);
    expect(totalPages(8, 8)).toBe(1);
    expect(totalPages(9, 8)).toBe(2);
    expect(totalPages(-1, 8)).toBe(1);
  });
});

describe('PAGE_SIZES', () => {
  it('holds the spec sizes', () => {
    expect(PAGE_SIZES).toEqual({ notices: 3, logs: 8, gateLogs: 8, sensors: 8, alerts: 8, users: 20, workProgress: 5, reportRows: 10 });
  });
});
