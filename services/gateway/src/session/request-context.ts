import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import jwt from 'jsonwebtoken';
import {
  ERROR_CODES, MESSAGES, SESSION_COOKIES, anonymousContext, type AccessTokenClaims, type RequestContext,
} from '@inasaku/contracts';
import { SESSION_TOKEN_ALGORITHM } from '@inasaku/service-kit';
import { GatewayError } from '../nats/nats-bridge';
import type { SessionKeys } from '../config/gateway-config';
import type { RevokedSessions } from './revoked-sessions';
import { VerifiedTokens, type VerifiedClaims } from './verified-tokens';

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
 * How the gateway checks an access token: the account service's public keys (key objects made
 * once: given a string, jsonwebtoken parses the PEM on every verify), and the sessions and users
 * revoked since it may have been issued.
 */
export interface SessionCheck {
  keys: SessionKeys;
  revoked: Pick<RevokedSessions, 'isRevoked' | 'revokeSession'>;
}

/** Verified tokens per key set (a gateway has one; tests build several). */
const verifiedByKeys = new WeakMap<SessionKeys, VerifiedTokens>();

/**
 * ES256 only: an HS256 token (signed with any string, the public key's text included) or 'none'
 * never verifies. A token verified before is not verified again until it expires (VerifiedTokens);
 * one signed with the previous key only while that key is accepted. Revocation is the caller's check.
 */
function verifyToken(token: string, keys: SessionKeys): Readonly<AccessTokenClaims> {
  let verified = verifiedByKeys.get(keys);
  if (!verified) verifiedByKeys.set(keys, (verified = new VerifiedTokens()));
  const known = verified.get(token, keys.previous ? keys.previousUntil : 0);
  if (known) return known;
  try {
    return verified.remember(token, jwt.verify(token, keys.current, { algorithms: [SESSION_TOKEN_ALGORITHM] }) as VerifiedClaims);
  } catch (e) {
    if (!keys.previous || Date.now() >= keys.previousUntil || !(e instanceof jwt.JsonWebTokenError) || e instanceof jwt.TokenExpiredError) {
      throw e;
    }
    const claims = jwt.verify(token, keys.previous, { algorithms: [SESSION_TOKEN_ALGORITHM] }) as VerifiedClaims;
    return verified.remember(token, claims, true);
  }
}

/** The sign-in session of a valid access-token cookie, or null (no cookie, expired, forged). */
export function sessionIdOf(req: Request, check: SessionCheck): string | null {
  const token = req.cookies?.[SESSION_COOKIES.access] as string | undefined;
  if (!token) return null;
  try {
    return verifyToken(token, check.keys).sid ?? null;
  } catch {
    return null;
  }
}

/** Verifies the access-token cookie and builds the context every NATS request carries. */
export function sessionContext(req: Request, check: SessionCheck, requestId: string): RequestContext {
  const token = req.cookies?.[SESSION_COOKIES.access] as string | undefined;
  if (!token) {
    throw new GatewayError({ statusCode: 401, code: ERROR_CODES.unauthorized, message: MESSAGES.unauthorized });
  }
  let claims: Readonly<AccessTokenClaims>;
  try {
    claims = verifyToken(token, check.keys);
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
    sessionId: claims.sid ?? null,
  };
}
