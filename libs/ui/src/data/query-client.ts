import { hashKey, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from '../api';

/**
 * Where the chosen management year lives: in the page's one QueryClient (a shared singleton of
 * every remote), not in a React context, because each remote bundles its own copy of this library
 * and a context made here would not reach the others. Read by useRouteQuery as part of every key.
 */
const YEAR_KEY = ['inasaku', 'management-year'] as const;

/** Whether a failed query is worth one more try: no answer or a server fault, never a refusal. */
function worthRetry(failures: number, error: unknown): boolean {
  if (failures >= 1) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * The page's QueryClient. Screens loaded their data on every visit before, so data is stale at
 * once (shown from the cache while it is asked again); the window regaining focus refetches
 * nothing (a farm screen is often left open in the field and would otherwise ask on every glance).
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { staleTime: 0, retry: worthRetry, refetchOnWindowFocus: false, ...config.defaultOptions?.queries },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}

/** A client for unit tests: no retries (an error shows at once), nothing collected while a test runs. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** The shell tells the data layer which year is chosen (null: an account without years). */
export function setQueryYear(client: QueryClient, managementId: string | null): void {
  // Kept while nothing observes it (cached data is otherwise collected after gcTime).
  client.setQueryDefaults(YEAR_KEY, { gcTime: Infinity, staleTime: Infinity });
  client.setQueryData(YEAR_KEY, { managementId });
}

export function queryYearOf(client: QueryClient): string | null {
  return client.getQueryData<{ managementId: string | null }>(YEAR_KEY)?.managementId ?? null;
}

const YEAR_HASH = hashKey(YEAR_KEY);

/**
 * Calls onChange when the chosen year changes. Events of other queries are ignored: they fire
 * while screens render (a query built in the cache), where a store update would be a setState in render.
 */
export function subscribeQueryYear(client: QueryClient, onChange: () => void): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === YEAR_HASH) onChange();
  });
}
