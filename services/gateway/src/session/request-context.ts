import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import type { Request } from 'express';
import jwt from 'jsonwebtoken';
import {
  ERROR_CODES, MESSAGES, SESSION_COOKIES, anonymousContext, type AccessTokenClaims, type RequestContext,
} from '@inasaku/contracts';
import { GatewayError } from '../nats/nats-bridge';
import type { RevokedSessions } from './revoked-sessions';

export function requestIdOf(req: Request): string {
  const given = req.header('x-request-id');
  return given && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

/** management_id as the browser sends it (query or body), checked for ownership by the service. */
function managementIdOf(req: Request): string | null {
  const fromQuery = req.query?.management_id;
  const fromBody = (req.body as Record<string, unknown> | undefined)?.management_id;
  const id = typeof fromQuery === 'string' ? fromQuery : typeof fromBody === 'string' ? fromBody : null;
  return id && id.length <= 64 ? id : null;
}

/**
 * The secret as a key object, made once: given a string, jsonwebtoken first tries to read it as
 * a PEM public key on every verify, which cost about a third of the gateway's CPU per request.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

/** How the gateway checks an access token: its signing secret, and the users and accounts deleted since it may have been issued. */
export interface SessionCheck {
  jwtSecret: string;
  revoked: Pick<RevokedSessions, 'isRevoked'>;
}

/** Verifies the access-token cookie and builds the context every NATS request carries. */
export function sessionContext(req: Request, check: SessionCheck, requestId: string): RequestContext {
  const token = req.cookies?.[SESSION_COOKIES.access] as string | undefined;
  if (!token) {
    throw new GatewayError({ statusCode: 401, code: ERROR_CODES.unauthorized, message: MESSAGES.unauthorized });
  }
  let claims: AccessTokenClaims;
  try {
    claims = jwt.verify(token, keyOf(check.jwtSecret), { algorithms: ['HS256'] }) as AccessTokenClaims;
  } catch {
    throw new GatewayError({ statusCode: 401, code: ERROR_CODES.unauthorized, message: MESSAGES.sessionExpired });
  }
  // A deleted user's (or account's) token is refused at once; the refresh that follows fails too.
  if (check.revoked.isRevoked(claims)) {
    throw new GatewayError({ statusCode: 401, code: ERROR_CODES.unauthorized, message: MESSAGES.sessionExpired });
  }
  return {
    ...anonymousContext(requestId),
    accountId: claims.acc,
    userId: claims.sub,
    isRootUser: claims.root,
    admin: claims.adm,
    planType: claims.plan,
    managementId: managementIdOf(req),
  };
}
