import { skipToken, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryYearOf } from './query-client';

/** The year a year-scoped answer was read for (the last part of its key), undefined for others. */
function yearOfKey(key: QueryKey): { year: string | null } | undefined {
  const last = key[key.length - 1];
  return last && typeof last === 'object' && !Array.isArray(last) && 'year' in last ? (last as { year: string | null }) : undefined;
}

/** Whether the query has been read (or is being read) with a function of its own. */
function readable(query: Query): boolean {
  const { queryFn } = query.options;
  if (!queryFn || queryFn === skipToken) return false;
  return query.state.dataUpdateCount + query.state.errorUpdateCount > 0 || query.state.fetchStatus !== 'idle';
}

/** Drops one cached answer, so the next screen that wants it asks the server instead of showing it. */
function forget(client: QueryClient, query: Query): void {
  void client.resetQueries({ queryKey: query.queryKey, exact: true });
}

async function refresh(client: QueryClient, query: Query): Promise<void> {
  // Not `refetchQueries`: it skips a query whose only screen waits with `enabled: false`, such as a
  // detail screen that reads the list it came from only after a reload. Its cached list then
  // stayed as before the write and showed on the way back until the list had read it again.
  const reading = query.fetch(undefined, { cancelRefetch: true });
  // Offline: TanStack asks again when the network is back; the write need not wait for that.
  if (query.state.fetchStatus === 'paused') return;
  await reading.catch(() => undefined);
  // Refused, failed, or cancelled because its last screen went away (the answer is then put
  // back as it was before the write): not current, and no screen shows it now, so it is dropped.
  if (query.state.isInvalidated && query.state.fetchStatus === 'idle' && !query.isActive()) forget(client, query);
}

/**
 * After a write succeeds and before it settles, brings every cached answer under the keys up to
 * date: the chosen year's (and year-independent) answers are read again, whether a screen shows
 * them now or not; answers of another year are dropped (the gateway answers for the chosen year,
 * so they are asked again when that year is chosen). When it resolves, each answer under the keys
 * is the server's after the write, or no longer cached; never the one from before the write.
 * A screen that navigates after the write settles therefore never shows what the write changed as
 * it was, on any list or detail screen.
 */
export async function refreshAfterWrite(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  const cache = client.getQueryCache();
  const queries = [...new Set(keys.flatMap((queryKey) => cache.findAll({ queryKey })))];
  const year = queryYearOf(client);
  // Marked stale at once: a screen mounting while they are read asks again instead of trusting them.
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })));
  await Promise.all(
    queries.map(async (query) => {
      const scope = yearOfKey(query.queryKey);
      if (scope && scope.year !== year && !query.isActive()) forget(client, query);
      else if (readable(query)) await refresh(client, query);
    }),
  );
}
