import type { ZodType } from 'zod';
import { ERROR_CODES } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP endpoint of the gateway. The gateway holds no domain logic: it validates
 * `body`/`query` with these schemas, builds the request context and forwards to `subject`.
 */
export interface HttpRoute {
  method: HttpMethod;
  /** Express-style path; `:name` params are merged into the payload. */
  path: string;
  subject: string;
  /** 'session' needs a valid access token; 'none' is public. */
  auth: 'none' | 'session';
  body?: ZodType;
  query?: ZodType;
  /** The `data` of a successful answer `{ data }` (clients type their answer with it; the route walk checks it). */
  response?: ZodType;
  /**
   * The error codes this route answers besides those that follow from its kind (errorsOf): the
   * house's ERROR_CODES or its domain's own (WORKS_ERROR_CODES, PAYMENT_ERROR_CODES, …).
   */
  errors?: readonly string[];
  /** 'set': the reply carries `session` tokens to move into cookies; 'clear': drop the cookies. */
  session?: 'set' | 'clear';
  /** Inject the refresh-token cookie into the payload as `refresh_token`. */
  withRefreshCookie?: boolean;
  /**
   * How long the gateway waits for the service, when not its REQUEST_TIMEOUT_MS: only for work
   * that is long by nature (reading and checking a 20 MB import file), never to hide a slow read.
   */
  timeoutMs?: number;
  /**
   * Session routes work on one management year: the gateway settles `context.managementId`
   * (the requested one if it is the account's, else the newest) and `context.pastYear`.
   * false for routes that are not about a year.
   */
  yearScoped?: boolean;
}

/** A route of the named table `ROUTES`: its answer is always declared. */
export interface RouteDef extends HttpRoute {
  response: ZodType;
}

/**
 * A domain's named routes. The const type parameter keeps each route's literal path and its
 * schemas' own types, from which the typed client derives params, query, body and answer.
 */
export function defineRoutes<const T extends Record<string, RouteDef>>(routes: T): T {
  return routes;
}

/** One route with its literal types kept, for a table that declares it again under another path or subject. */
export function defineRoute<const R extends RouteDef>(route: R): R {
  return route;
}

/**
 * Every error code a route may answer: those of its kind (input checked: VALIDATION_ERROR; a
 * session: UNAUTHORIZED; a session write: FORBIDDEN in a past year or on a read-only plan, CONFLICT
 * for an Idempotency-Key in use; any forwarded call: SERVICE_UNAVAILABLE, GATEWAY_TIMEOUT,
 * INTERNAL_ERROR), then its own.
 */
export function errorsOf(route: HttpRoute): string[] {
  const codes: string[] = [];
  if (route.body || route.query) codes.push(ERROR_CODES.validation);
  if (route.auth === 'session') codes.push(ERROR_CODES.unauthorized);
  if (route.auth === 'session' && route.method !== 'GET') codes.push(ERROR_CODES.forbidden, ERROR_CODES.conflict);
  codes.push(ERROR_CODES.serviceUnavailable, ERROR_CODES.timeout, ERROR_CODES.internal);
  return [...new Set([...codes, ...(route.errors ?? [])])];
}
