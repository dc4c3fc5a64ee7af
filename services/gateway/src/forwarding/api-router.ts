import { isIP } from 'node:net';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  ERROR_CODES, MESSAGES, SESSION_COOKIES, SUBJECTS, anonymousContext, writeAccessLogOf,
  type HttpRoute, type RequestContext, type SessionTokens,
} from '@inasaku/contracts';
import { GatewayError, type NatsBridge } from '../nats/nats-bridge';
import { requestIdOf, sessionContext, sessionIdOf, type SessionCheck } from '../session/request-context';
import type { ManagementResolver } from '../session/management-resolver';
import { clearSessionCookies, setSessionCookies } from '../session/session-cookies';
import { parseWith } from './validate';
import { IDEMPOTENCY_KEY_PATTERN, requestHash, type IdempotencyStore } from '../idempotency/idempotency-store';
import { sendError } from '../errors/house-error';
import { exactRouteDispatch, type ExactDispatch } from './exact-routes';
import { sendJson } from './send-json';

export interface ForwardingOptions {
  routes: HttpRoute[];
  bridge: Pick<NatsBridge, 'request' | 'requestJson'>;
  session: SessionCheck;
  cookieSecure: boolean;
  managements: Pick<ManagementResolver, 'resolve'>;
  /** Replays the answer of a repeated write (Idempotency-Key); without it keys only reach the services. */
  idempotency?: Pick<IdempotencyStore, 'begin' | 'finish' | 'abandon'>;
  /** The compression middleware, applied to the answers large enough (sendJson); without it none are compressed. */
  compress?: RequestHandler;
}

const DATA_OPEN = Buffer.from('{"data":');
const DATA_CLOSE = Buffer.from('}');

/** Every state-changing call must carry this header: a cross-site form cannot set it (CSRF guard). */
const CSRF_HEADER = 'x-requested-with';

function handlerFor(route: HttpRoute, o: ForwardingOptions) {
  const accessLog = writeAccessLogOf(route);
  /** A successful write leaves its access-log row (spec 000 §7); the log never delays nor fails the write. */
  const logWrite = (context: RequestContext) => {
    if (accessLog && context.userId) o.bridge.request(SUBJECTS.account.accessLogs.create, context, accessLog).catch(() => undefined);
  };
  return async (req: Request, res: Response) => {
    const requestId = requestIdOf(req);
    res.setHeader('x-request-id', requestId);
    try {
      if (route.method !== 'GET' && !req.header(CSRF_HEADER)) {
        throw new GatewayError({ statusCode: 403, code: ERROR_CODES.forbidden, message: MESSAGES.forbidden });
      }
      let context: RequestContext = {
        ...(route.auth === 'session' ? sessionContext(req, o.session, requestId) : anonymousContext(requestId)),
        // For per-client limits (sign-in, sign-up, codes): X-Forwarded-For counts only from the trusted proxies (TRUST_PROXY).
        clientIp: req.ip && isIP(req.ip) ? req.ip : null,
      };
      // Bad input is a 400 before anything else is asked of a service (the year included).
      const input = route.method === 'GET' ? req.query : { ...req.query, ...(req.body ?? {}) };
      const parsed = parseWith(route.method === 'GET' ? route.query : route.body, input) as Record<string, unknown>;
      const params = parseWith(undefined, req.params) as Record<string, unknown>;
      if (route.auth === 'session' && route.yearScoped !== false) context = await o.managements.resolve(context);
      const payload: Record<string, unknown> = { ...parsed, ...params };
      if (route.withRefreshCookie) {
        const token = req.cookies?.[SESSION_COOKIES.refresh] as string | undefined;
        // Nothing to refresh: signed out, not a bad request. Sign-out without a cookie still clears.
        if (!token && route.session === 'set') {
          throw new GatewayError({ statusCode: 401, code: ERROR_CODES.unauthorized, message: MESSAGES.unauthorized });
        }
        payload.refresh_token = token;
      }

      if (!route.session) {
        const key = idempotencyKeyOf(req, route, context);
        if (key) {
          await forwardOnce(o, route, req, res, { ...context, idempotencyKey: key }, payload, logWrite);
          return;
        }
        // The service's JSON goes to the browser as it came: no parse and re-serialise per request.
        const json = await o.bridge.requestJson(route.subject, context, payload, route.timeoutMs);
        sendJson(req, res, Buffer.concat([DATA_OPEN, json, DATA_CLOSE]), o.compress);
        logWrite(context);
        return;
      }
      const response = await o.bridge.request<unknown>(route.subject, context, payload, route.timeoutMs);
      if (route.session === 'clear') {
        // Signed out: this session's access token is refused here at once; the account service's
        // account.session.deleted event tells the other gateways.
        const sessionId = sessionIdOf(req, o.session);
        if (sessionId) o.session.revoked.revokeSession(sessionId);
      }
      sendJson(req, res, JSON.stringify({ data: applySession(route, response, res, o.cookieSecure) }), o.compress);
      logWrite(context);
    } catch (e) {
      if (route.session === 'clear' || (route.withRefreshCookie && e instanceof GatewayError && e.body.statusCode === 401)) {
        clearSessionCookies(res, o.cookieSecure);
      }
      sendError(res, e);
    }
  };
}

const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * The Idempotency-Key of a signed-in user's write, or null: reads, anonymous calls and requests
 * without the header (old clients) go on as before. A malformed key is a 400.
 */
function idempotencyKeyOf(req: Request, route: HttpRoute, context: RequestContext): string | null {
  if (route.method === 'GET' || route.auth !== 'session' || !context.accountId || !context.userId) return null;
  const key = req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new GatewayError({ statusCode: 400, code: ERROR_CODES.validation, message: MESSAGES.idempotencyKeyInvalid, field: 'Idempotency-Key' });
  }
  return key;
}

/**
 * A write with an Idempotency-Key: a repeat of an answered write gets the same
 * status and body from Redis without reaching the service (and without a second access-log row);
 * a repeat while the first is still running is a 409, the same key with another body a 422. The
 * key also travels in the request context, so the service records it in the write's transaction:
 * after a 504 the mark here is dropped, and the retry is answered by the service from its record.
 */
async function forwardOnce(
  o: ForwardingOptions, route: HttpRoute, req: Request, res: Response, context: RequestContext & { idempotencyKey: string },
  payload: Record<string, unknown>, logWrite: (context: RequestContext) => void,
): Promise<void> {
  const accountId = context.accountId as string;
  const userId = context.userId as string;
  const key = context.idempotencyKey;
  const hash = requestHash(route.subject, context.managementId, payload);
  const begun = o.idempotency ? await o.idempotency.begin(accountId, userId, key, hash) : { kind: 'first' as const };
  if (begun.kind === 'replay') {
    res.setHeader('idempotent-replayed', 'true');
    sendJson(req, res.status(begun.status), begun.body, o.compress);
    return;
  }
  if (begun.kind === 'in-flight') {
    throw new GatewayError({ statusCode: 409, code: ERROR_CODES.conflict, message: MESSAGES.idempotencyInFlight });
  }
  if (begun.kind === 'mismatch') {
    throw new GatewayError({ statusCode: 422, code: ERROR_CODES.conflict, message: MESSAGES.idempotencyMismatch });
  }
  let body: Buffer;
  try {
    body = Buffer.concat([DATA_OPEN, await o.bridge.requestJson(route.subject, context, payload, route.timeoutMs), DATA_CLOSE]);
  } catch (e) {
    // Nothing kept: an error wrote nothing, and after a timeout only the service knows; it answers the retry.
    await o.idempotency?.abandon(accountId, userId, key);
    throw e;
  }
  await o.idempotency?.finish(accountId, userId, key, hash, 200, body.toString('utf8'));
  sendJson(req, res, body, o.compress);
  logWrite(context);
}

/** Moves issued tokens into cookies and strips them from what the browser sees. */
function applySession(route: HttpRoute, response: unknown, res: Response, secure: boolean): unknown {
  if (route.session === 'clear') {
    clearSessionCookies(res, secure);
    return response ?? null;
  }
  if (route.session === 'set' && response && typeof response === 'object' && 'session' in response) {
    const { session, ...rest } = response as { session: SessionTokens };
    setSessionCookies(res, session, secure);
    return rest;
  }
  return response ?? null;
}

/**
 * Builds the forwarding router from the contract's route table. A path of the table asked with
 * another method answers 405 (with Allow); unknown API paths answer 404, both in the house's shape.
 */
export function buildApiRouter(o: ForwardingOptions): Router & { exact: ExactDispatch } {
  const router = Router();
  const methodsOf = new Map<string, string[]>();
  const handlers = o.routes.map((route) => handlerFor(route, o));
  const exact = exactRouteDispatch(o.routes, handlers);
  router.use(exact);
  o.routes.forEach((route, i) => {
    router[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](route.path, handlers[i]);
    methodsOf.set(route.path, [...(methodsOf.get(route.path) ?? []), route.method]);
  });
  for (const [path, methods] of methodsOf) {
    const allow = [...new Set(methods.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])))].join(', ');
    router.all(path, (_req: Request, res: Response) => {
      res.setHeader('Allow', allow);
      sendError(res, new GatewayError({ statusCode: 405, code: ERROR_CODES.methodNotAllowed, message: MESSAGES.methodNotAllowed }));
    });
  }
  router.all(['/auth/*rest', '/inasaku/*rest', '/api/*rest'], (_req: Request, res: Response) => {
    sendError(res, new GatewayError({ statusCode: 404, code: ERROR_CODES.notFound, message: MESSAGES.routeNotFound }));
  });
  // The parameterless routes' dispatch, for the gateway's lane that bypasses Express (api-lane.ts).
  return Object.assign(router, { exact });
}
