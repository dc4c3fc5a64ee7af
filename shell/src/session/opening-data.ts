import type { CurrentUser } from '@inasaku/contracts';
import { routeQuery } from '@inasaku/ui';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { browserStorage, initialManagementId } from '../year/management-year';
import { openingInput, openingRouteOf } from './opening-queries';
import { queryClient } from './query-client';
import { prefetchYearList, yearListQuery } from './year-list';

/** How long an answer asked ahead is used as it is by the screen that mounts moments later (its first mount only). */
export const OPENING_DATA_FRESH_MS = 10_000;

/**
 * The opening answers already asked ahead, per page cache: the page's start asks more than once
 * (bootstrap, then the full app as it mounts), and asking again after the screen mounted would make
 * its next mount take that answer instead of the server's.
 */
const askedAhead = new WeakMap<QueryClient, Set<string>>();

/**
 * Keeps the answer asked ahead fresh for the screen's first mount only (a query is stale at once
 * by default and the screen would ask again on mounting). Any later mount asks the server as
 * before: a screen that writes and moves on (ほ場登録 to ほ場マップ) counts on that.
 */
function serveFirstMount(client: QueryClient, queryKey: QueryKey): void {
  client.setQueryDefaults(queryKey, { staleTime: OPENING_DATA_FRESH_MS });
  const hash = hashKey(queryKey);
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || event.query.queryHash !== hash) return;
    // The mounting observer has read its options already; the next ones read these.
    client.setQueryDefaults(queryKey, { staleTime: client.getDefaultOptions().queries?.staleTime ?? 0 });
    stop();
  });
}

/**
 * Asks for the data of the screen a page opens on (opening-queries.ts) as soon as the chosen year
 * is known (the year list answered), beside the loading of the screen's code and the rendering of
 * the frame, as the screen's own useRouteQuery asks it (same route, input and year): the screen then
 * finds it. The year is the one the frame will choose (the year remembered on this device, else the
 * newest). A screen without an entry, or a failed year list, asks nothing here.
 */
export async function prefetchOpeningData(client: QueryClient, pathname: string, user: CurrentUser, storage: Storage | null): Promise<void> {
  const route = openingRouteOf(pathname);
  if (!route) return;
  const years = await client.fetchQuery(yearListQuery(user)).catch(() => null);
  if (!years) return;
  const managementId = initialManagementId(years, storage);
  const query = routeQuery(route, openingInput(managementId), managementId);
  const asked = askedAhead.get(client) ?? new Set<string>();
  askedAhead.set(client, asked);
  if (asked.has(hashKey(query.queryKey))) return;
  asked.add(hashKey(query.queryKey));
  serveFirstMount(client, query.queryKey);
  let first = true;
  const queryFn: typeof query.queryFn = (context) => {
    // The first fetch takes the answer asked ahead (apiFetch); when that failed, it asks once more
    // itself. The query keeps this function for refetches, which ask the usual way.
    if (!first) return query.queryFn(context);
    first = false;
    return query.queryFn(context).catch(() => query.queryFn(context));
  };
  await client.prefetchQuery({ ...query, queryFn });
}

/**
 * The year list and the first data of the screen the page opens on, asked as soon as the full app
 * has loaded (the requests the first page started, see early-answers.ts, are taken over here).
 */
export function askOpeningData(user: CurrentUser): void {
  prefetchYearList(queryClient, user);
  void prefetchOpeningData(queryClient, window.location.pathname, user, browserStorage());
}
