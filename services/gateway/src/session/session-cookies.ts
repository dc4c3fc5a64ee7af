import type { Response, CookieOptions } from 'express';
import { SESSION_COOKIES, type SessionTokens } from '@inasaku/contracts';

/**
 * Both tokens live in httpOnly cookies, so no script (and no remote) ever handles them.
 * The refresh cookie is scoped to /auth so it is sent only where it is needed.
 */
export function setSessionCookies(res: Response, session: SessionTokens, secure: boolean): void {
  const base: CookieOptions = { httpOnly: true, sameSite: 'lax', secure };
  res.cookie(SESSION_COOKIES.access, session.access_token, { ...base, path: '/', maxAge: session.access_expires_in * 1000 });
  res.cookie(SESSION_COOKIES.refresh, session.refresh_token, {
    ...base,
    path: SESSION_COOKIES.refreshPath,
    maxAge: session.refresh_expires_in * 1000,
  });
}

export function clearSessionCookies(res: Response, secure: boolean): void {
  const base: CookieOptions = { httpOnly: true, sameSite: 'lax', secure };
  res.clearCookie(SESSION_COOKIES.access, { ...base, path: '/' });
  res.clearCookie(SESSION_COOKIES.refresh, { ...base, path: SESSION_COOKIES.refreshPath });
}
