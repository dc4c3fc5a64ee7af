import { useCallback, useEffect, useRef, useState } from 'react';
import type { CurrentUser } from '@inasaku/contracts';
import { ApiError, apiFetch } from '@inasaku/ui';
import { dropPushSubscription } from '../service-worker/register-service-worker';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'error'; message: string }
  | { status: 'signedIn'; user: CurrentUser };

export interface AuthControls {
  state: AuthState;
  signedIn: (user: CurrentUser) => void;
  /** Refetches /auth/me; a lost session switches to the sign-in view. */
  refreshUser: () => Promise<CurrentUser | null>;
  retry: () => void;
}

/** The session as /auth/me reports it (apiFetch has already tried one refresh on 401). */
export function useAuthState(initial?: AuthState): AuthControls {
  const [state, setState] = useState<AuthState>(initial ?? { status: 'loading' });

  // A failed refresh keeps the current screen; only a lost session (401) signs out.
  const load = useCallback(async (initial = false): Promise<CurrentUser | null> => {
    try {
      const user = await apiFetch<CurrentUser>('/auth/me');
      if (!user) throw new ApiError(401, 'UNAUTHORIZED', '');
      setState({ status: 'signedIn', user });
      return user;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        setState({ status: 'signedOut' });
      } else if (initial) {
        setState({ status: 'error', message: error instanceof ApiError ? error.message : String(error) });
      }
      return null;
    }
  }, []);

  // The first page may already have asked /auth/me (bootstrap): not twice.
  const asked = useRef(!!initial && initial.status !== 'loading');
  useEffect(() => {
    if (asked.current) return;
    void load(true);
  }, [load]);

  const signedIn = useCallback((user: CurrentUser) => setState({ status: 'signedIn', user }), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void load(true);
  }, [load]);
  const refreshUser = useCallback(() => load(false), [load]);

  return { state, signedIn, refreshUser, retry };
}

/** POST /auth/sign-out, then a full reload so no state of the old session survives. */
export async function signOut(): Promise<void> {
  await dropPushSubscription();
  try {
    await apiFetch('/auth/sign-out', { method: 'POST', noRefresh: true });
  } catch {
    // The cookies are cleared on the server when it answers; either way we leave.
  }
  window.location.href = '/';
}
