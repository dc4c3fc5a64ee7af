import { useCallback, useSyncExternalStore } from 'react';
import {
  useMutation, useQuery, useQueryClient,
  type QueryClient, type QueryKey, type UseMutationOptions, type UseMutationResult, type UseQueryOptions, type UseQueryResult,
} from '@tanstack/react-query';
import type { RouteAnswer, RouteDef, RouteInput } from '@inasaku/contracts';
import type { ApiError } from '../api';
import { callApi, type CallOptions } from '../api-client';
import { queryYearOf, subscribeQueryYear } from './query-client';
import { refreshAfterWrite } from './refresh-after-write';

/** callApi over any route: its own signature (input optional or not by route) cannot be met generically. */
const call = callApi as <R extends RouteDef>(route: R, input: RouteInput<R>, options?: CallOptions) => Promise<RouteAnswer<R>>;

/** The part of a key naming the route: one per method and path, the same in every remote. */
function routeKey(route: RouteDef): readonly [string, string] {
  return ['api', `${route.method} ${route.path}`];
}

/**
 * The query key of a route's answer to one input, without the year: `['api', 'GET /path', input]`.
 * As a filter (invalidateQueries, setQueriesData) it matches that answer in every year; the route
 * alone (`queryKeyOf(route)`) matches every answer of the route.
 */
export function queryKeyOf<R extends RouteDef>(route: R, input?: RouteInput<R>): QueryKey {
  return input === undefined ? routeKey(route) : [...routeKey(route), input];
}

/** Whether the gateway answers the route for the chosen year (then another year is another answer). */
function yearScoped(route: RouteDef): boolean {
  return route.auth === 'session' && route.yearScoped !== false;
}

/** The chosen year as the shell last set it. */
function useQueryYear(client: QueryClient): string | null {
  const subscribe = useCallback((onChange: () => void) => subscribeQueryYear(client, onChange), [client]);
  return useSyncExternalStore(
    subscribe,
    () => queryYearOf(client),
    () => queryYearOf(client),
  );
}

export type RouteQueryOptions<R extends RouteDef, TData = RouteAnswer<R>> = Omit<
  UseQueryOptions<RouteAnswer<R>, ApiError, TData>,
  'queryKey' | 'queryFn'
>;

/**
 * Loads a route's answer through the page's query cache, keyed by route, input and (for a route
 * the gateway answers per year) the chosen year: one request for every screen and widget
 * asking the same thing, cancelled when no one waits for it any more, refetched after a write that
 * invalidates it. Poll with `refetchInterval`; wait for a value with `enabled: false`.
 */
export function useRouteQuery<R extends RouteDef, TData = RouteAnswer<R>>(
  route: R,
  input: RouteInput<R>,
  options: RouteQueryOptions<R, TData> = {},
): UseQueryResult<TData, ApiError> {
  const client = useQueryClient();
  const year = useQueryYear(client);
  return useQuery<RouteAnswer<R>, ApiError, TData>({ ...options, ...routeQuery(route, input, year) });
}

/**
 * A route's answer to one input in the chosen year as a query (key and fetch): what useRouteQuery
 * asks, and what the shell asks ahead for the screen a page opens on, so that the screen finds it.
 */
export function routeQuery<R extends RouteDef>(route: R, input: RouteInput<R>, year: string | null) {
  return {
    queryKey: (yearScoped(route) ? [...routeKey(route), input ?? {}, { year }] : [...routeKey(route), input ?? {}]) as QueryKey,
    queryFn: ({ signal }: { signal?: AbortSignal }) => call(route, input, { signal }),
  };
}

/** What a write makes stale: routes (every answer of each), or keys from queryKeyOf. */
export type Invalidates<TVars, TData> =
  | readonly (RouteDef | QueryKey)[]
  | ((vars: TVars, data: TData) => readonly (RouteDef | QueryKey)[]);

export interface RouteMutationOptions<R extends RouteDef, TVars = RouteInput<R>>
  extends Omit<UseMutationOptions<RouteAnswer<R>, ApiError, TVars>, 'mutationFn'> {
  invalidates?: Invalidates<TVars, RouteAnswer<R>>;
}

function isRoute(target: RouteDef | QueryKey): target is RouteDef {
  return !Array.isArray(target);
}

/**
 * A write through a route. Once it succeeds, what it changed (the answers named by `invalidates`)
 * is read again before the mutation settles, also where no screen shows it now (refreshAfterWrite),
 * so a screen that awaits it, or navigates after it, shows the new data at once. Navigate after
 * `mutateAsync` resolves, not before: a list left while its answer is read again is put back as it
 * was. Each call's Idempotency-Key comes from callApi.
 */
export function useRouteMutation<R extends RouteDef>(
  route: R,
  { invalidates, onSuccess, ...options }: RouteMutationOptions<R> = {},
): UseMutationResult<RouteAnswer<R>, ApiError, RouteInput<R>> {
  const client = useQueryClient();
  return useMutation<RouteAnswer<R>, ApiError, RouteInput<R>>({
    ...options,
    mutationFn: (input) => call(route, input),
    onSuccess: async (data, vars, ...rest) => {
      const targets = typeof invalidates === 'function' ? invalidates(vars, data) : (invalidates ?? []);
      await refreshAfterWrite(client, targets.map((t) => (isRoute(t) ? routeKey(t) : t)));
      await onSuccess?.(data, vars, ...rest);
    },
  });
}
