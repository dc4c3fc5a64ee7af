import type { RouteDef, RouteInput } from '@inasaku/contracts';

export interface CallOptions {
  signal?: AbortSignal;
  /** The write's Idempotency-Key when the screen holds one per user action itself (an offline outbox). */
  idempotencyKey?: string;
  /** Let the request finish when the page unloads: small fire-and-forget records. */
  keepalive?: boolean;
  /** Do not try POST /auth/refresh on 401 (the auth calls themselves). */
  noRefresh?: boolean;
}

/** `callApi(route)` may leave the input out only when the route needs neither params nor a body. */
export type CallArgs<R extends RouteDef> = object extends RouteInput<R>
  ? [input?: RouteInput<R>, options?: CallOptions]
  : [input: RouteInput<R>, options?: CallOptions];
