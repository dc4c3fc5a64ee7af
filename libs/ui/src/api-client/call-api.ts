import { apiFetch, type ApiQuery } from '../api';
import type { RouteAnswer, RouteDef } from '@inasaku/contracts';
import type { CallArgs } from './route-types';

/**
 * The route's path with its `:name` parameters filled in, each encoded as one path segment so
 * that an id holding '/' or '?' cannot reach another route.
 */
export function pathOf(route: Pick<RouteDef, 'path'>, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${route.path}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls one route of the contract's table: builds its path, sends its query or body through
 * apiFetch (CSRF header, Idempotency-Key per write, one refresh on 401, errors as ApiError in
 * Japanese) and resolves with the answer's `data` typed by the route's response schema.
 */
export function callApi<R extends RouteDef>(route: R, ...[input, options = {}]: CallArgs<R>): Promise<RouteAnswer<R>> {
  const i = (input ?? {}) as { params?: Record<string, string | number>; query?: unknown; body?: unknown };
  return apiFetch<RouteAnswer<R>>(pathOf(route, i.params), {
    method: route.method,
    query: i.query as ApiQuery | undefined,
    body: i.body,
    signal: options.signal,
    idempotencyKey: options.idempotencyKey,
    keepalive: options.keepalive,
    noRefresh: options.noRefresh,
  });
}
