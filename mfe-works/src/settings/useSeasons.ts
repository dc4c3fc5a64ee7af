import { CLIENT_ROUTES } from '@inasaku/contracts';
import { useRouteQuery, type RouteAnswer } from '@inasaku/ui';
import { useEffect, useRef } from 'react';

type Year = string | null;
export type SeasonList = RouteAnswer<typeof CLIENT_ROUTES['seasons.list']>;

/** Every season, field and non-field, in order, each with its items, through the page's query cache. */
export function useSeasons(managementId: Year, enabled = true) {
  return useRouteQuery(
    CLIENT_ROUTES['seasons.list'],
    { query: { ...(managementId ? { management_id: managementId } : {}), include_not_paddy_field_item: 1 } },
    { enabled },
  );
}

/**
 * Hands an editing screen the seasons once, as they are on the server now (not a cached copy),
 * or the failure: the screen then fills its form or order from them and owns the edits after that.
 */
export function useFirstSeasons(
  query: ReturnType<typeof useSeasons>,
  onSeasons: (seasons: SeasonList) => void,
  onFailure: (error: Error) => void,
): void {
  const handled = useRef(false);
  const handlers = useRef({ onSeasons, onFailure });
  handlers.current = { onSeasons, onFailure };
  const { data, error, isFetchedAfterMount } = query;
  useEffect(() => {
    if (handled.current || !isFetchedAfterMount) return;
    if (error) {
      handled.current = true;
      handlers.current.onFailure(error);
    } else if (data) {
      handled.current = true;
      handlers.current.onSeasons(data);
    }
  }, [data, error, isFetchedAfterMount]);
}
