import { useCallback, useEffect, useRef, useState } from 'react';

/** A page of a list as the services answer it. */
interface PageOf<T> {
  list: T[];
  total_count: number;
}

interface CursorPagesOptions<T> {
  /** Reads `toPage` while `current` (the rows of `fromPage`) is shown: the cursor paging of spec 001 §4. */
  fetchPage: (fromPage: number, toPage: number, current: readonly T[]) => Promise<PageOf<T>>;
  pageSize: number;
  /** A change (e.g. the management year) reads page 1 again. */
  resetKey?: unknown;
  /** A page emptied meanwhile (rows deleted elsewhere) shows the last page that exists instead. */
  fallBackToLastPage?: boolean;
  /** Load failures are only logged (spec 001 §8), after this label when given. */
  logLabel?: string;
}

/**
 * The paged lists of the dashboard's widgets: page 1 on mount, another page read with the rows on
 * screen as its cursor, the answer of an older request dropped, `failed` while the last read failed.
 */
export function useCursorPages<T>({ fetchPage, pageSize, resetKey, fallBackToLastPage = false, logLabel }: CursorPagesOptions<T>) {
  const [data, setData] = useState<PageOf<T>>({ list: [], total_count: 0 });
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // The page on screen and its rows, read when moving to another page.
  const shown = useRef({ page: 1, list: [] as T[] });
  const request = useRef(0);
  // The latest fetchPage, so that a screen may pass a new function on every render.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const load = useCallback(
    async (toPage: number) => {
      const id = ++request.current;
      setLoading(true);
      try {
        const result = await fetchRef.current(shown.current.page, toPage, shown.current.list);
        if (id !== request.current) return;
        const lastPage = Math.max(1, Math.ceil(result.total_count / pageSize));
        if (fallBackToLastPage && result.list.length === 0 && toPage > lastPage) {
          shown.current = { page: 1, list: [] };
          void load(lastPage);
          return;
        }
        shown.current = { page: toPage, list: result.list };
        setData(result);
        setPage(toPage);
        setFailed(false);
      } catch (e) {
        if (logLabel) console.error(logLabel, e);
        else console.error(e);
        if (id === request.current) setFailed(true);
      } finally {
        if (id === request.current) setLoading(false);
      }
    },
    // resetKey: a new key is a new list, read from page 1 by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pageSize, fallBackToLastPage, logLabel, resetKey],
  );

  useEffect(() => {
    shown.current = { page: 1, list: [] };
    void load(1);
  }, [load]);

  /** Reads `toPage` again from the top (no cursor: the rows on it may have changed). */
  const reload = useCallback(
    (toPage: number) => {
      shown.current = { page: toPage, list: [] };
      return load(toPage);
    },
    [load],
  );

  /** Changes rows in place (e.g. marked read), on screen and in the cursor alike. */
  const updateRows = useCallback((change: (row: T) => T) => {
    shown.current = { ...shown.current, list: shown.current.list.map(change) };
    setData((d) => ({ ...d, list: d.list.map(change) }));
  }, []);

  const empty = !loading && !failed && data.total_count === 0 && data.list.length === 0;
  return { data, page, pageSize, loading, failed, empty, load, reload, updateRows };
}

export type CursorPages<T> = ReturnType<typeof useCursorPages<T>>;
