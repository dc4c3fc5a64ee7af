import { ERROR_CODES, checkMaintenanceWith, signInFailureMessage, type CurrentUser, type MaintenanceCheck, type MaintenanceStatus, type SignInResponse } from '@inasaku/contracts';
import { dropStarted, takeStarted } from '../session/started-requests';
import { SIGN_IN_TEXTS } from './sign-in-texts';

/**
 * The few gateway calls the first page makes, without libs/ui (whose provider brings antd).
 * Same rules as libs/ui apiFetch: the CSRF header, `{ data }` answers, one refresh on 401 for
 * /auth/me only.
 */
export class SignInError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = (await startedAnswer(path, init)) ?? (await send(path, init));
  const json = (await res.json().catch(() => null)) as { data?: T; error?: { code?: string; message?: string } } | null;
  if (!res.ok) {
    throw new SignInError(res.status, json?.error?.code ?? `HTTP_${res.status}`, json?.error?.message ?? SIGN_IN_TEXTS.errors.connectionFailed);
  }
  return (json?.data ?? null) as T;
}

async function send(path: string, init: { method?: string; body?: unknown }): Promise<Response> {
  try {
    return await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'inasaku', ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new SignInError(0, 'NETWORK_ERROR', SIGN_IN_TEXTS.errors.connectionFailed);
  }
}

/** The answer index.html started for a GET of `path` (/early.js, src/page-start), if any and it did not fail. */
async function startedAnswer(path: string, init: { method?: string; body?: unknown }): Promise<Response | null> {
  if ((init.method ?? 'GET') !== 'GET' || init.body !== undefined) return null;
  return (await takeStarted(path)) ?? null;
}

export type Session = { status: 'signedIn'; user: CurrentUser } | { status: 'signedOut' } | { status: 'unknown' };

/** GET /auth/me, once more after POST /auth/refresh on 401. 'unknown': let the full app ask and explain. */
export async function currentSession(): Promise<Session> {
  const me = () => call<CurrentUser>('/auth/me');
  try {
    return { status: 'signedIn', user: await me() };
  } catch (e) {
    if (!(e instanceof SignInError) || (e.status !== 401 && e.status !== 403)) return { status: 'unknown' };
  }
  const refreshed = await call('/auth/refresh', { method: 'POST' }).then(
    () => true,
    () => false,
  );
  if (!refreshed) return { status: 'signedOut' };
  // Answers started before the refresh were asked with the expired session: asked again.
  dropStarted();
  try {
    return { status: 'signedIn', user: await me() };
  } catch (e) {
    return e instanceof SignInError && (e.status === 401 || e.status === 403) ? { status: 'signedOut' } : { status: 'unknown' };
  }
}

/** Spec 001 §4: the maintenance check runs before every sign-in (as mfe-account auth-api). */
export function checkMaintenance(): Promise<MaintenanceCheck> {
  return checkMaintenanceWith(() => call<MaintenanceStatus>('/maintenance'), SIGN_IN_TEXTS.signIn.maintenanceDefault);
}

export async function signInChecked(email: string, password: string): Promise<SignInResponse> {
  const check = await checkMaintenance();
  if (check.state === 'maintenance') throw new SignInError(503, ERROR_CODES.maintenance, check.message);
  if (check.state === 'failed') throw new SignInError(0, 'NETWORK_ERROR', SIGN_IN_TEXTS.errors.connectionFailed);
  return call<SignInResponse>('/auth/sign-in', { method: 'POST', body: { email, password } });
}

const E = SIGN_IN_TEXTS.errors;

/** Spec 001 §8, sign-in: the same words as mfe-account signInErrorMessage. */
export function signInErrorMessage(err: unknown): string {
  if (!(err instanceof SignInError) || err.status === 0) return E.connectionFailed;
  return signInFailureMessage(err.code, err.message);
}
