import type { PaddyField, SearchWorkHistoriesResponse } from '@inasaku/contracts';
import { useDialog } from '@inasaku/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { worksApi, type Year } from '../common/api';
import type { SearchState } from './SearchPanel';
import { hitCount, mergeSearchPages, searchGroups } from './search-groups';

interface Answer {
  q: string;
  /** every page fetched so far, merged; null before the first search */
  result: SearchWorkHistoriesResponse | null;
}

/**
 * 作業の検索 (spec 000 §2.7, §8): `run` fetches the first page of a text, `more` the next page
 * of older hits, merged into the list. A failure alerts its message. A page that arrives after
 * a newer search started is dropped, so a slow さらに表示 cannot mix two texts.
 */
export function useWorkSearch(mid: Year, fields: readonly PaddyField[]) {
  const dialog = useDialog();
  const [answer, setAnswer] = useState<Answer>({ q: '', result: null });
  const [searching, setSearching] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const searchRequest = useRef(0);
  const moreRequest = useRef(0);

  const fail = useCallback(
    async (e: unknown) => {
      console.error('[mfe-works] search failed', e);
      await dialog.message(e instanceof Error ? e.message : String(e));
    },
    [dialog],
  );

  /** A new text, or the same one again after an edit: always from the first page. */
  const run = useCallback(
    async (q: string) => {
      const n = ++searchRequest.current;
      moreRequest.current++;
      setLoadingMore(false);
      setSearching(true);
      try {
        const result = await worksApi.searchWorkHistories(mid, q);
        if (n === searchRequest.current) setAnswer({ q, result });
      } catch (e) {
        if (n === searchRequest.current) await fail(e);
      } finally {
        if (n === searchRequest.current) setSearching(false);
      }
    },
    [mid, fail],
  );

  const more = useCallback(async () => {
    const { q, result } = answer;
    const offset = result?.next_offset;
    if (offset == null || loadingMore) return;
    const n = ++moreRequest.current;
    setLoadingMore(true);
    try {
      const page = await worksApi.searchWorkHistories(mid, q, offset);
      if (n !== moreRequest.current) return;
      setAnswer((prev) =>
        prev.q === q && prev.result?.next_offset === offset ? { q, result: mergeSearchPages(prev.result, page) } : prev,
      );
    } catch (e) {
      if (n === moreRequest.current) await fail(e);
    } finally {
      if (n === moreRequest.current) setLoadingMore(false);
    }
  }, [answer, loadingMore, mid, fail]);

  const state = useMemo<SearchState>(() => {
    const groups = answer.result ? searchGroups(answer.result, fields) : null;
    const shown = groups ? hitCount(groups) : 0;
    return {
      q: answer.q,
      groups,
      shown,
      totalCount: answer.result?.total_count || shown,
      truncated: !!answer.result?.truncated,
      hasMore: answer.result?.next_offset != null,
    };
  }, [answer, fields]);

  return { state, searching, loadingMore, run, more };
}
