import { useCallback, useEffect, useRef, useState } from 'react';
import { CLIENT_ROUTES, type CurrentUser } from '@inasaku/contracts';
import { ApiError, callApi } from '@inasaku/ui';
import { keptSession } from './device-session';
import { knownOffline } from './known-offline';
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

/** The session as /auth/me reports it (callApi has already tried one refresh on 401). */
export function useAuthState(initial?: AuthState): AuthControls {
  const [state, setState] = useState<AuthState>(initial ?? { status: 'loading' });

  // Opened from the session kept on the device: asked again once the network is back, so a session
  // that ended meanwhile leads to sign-in (callApi refreshes an expired access token first).
  const fromDevice = useRef(false);

  // A failed refresh keeps the current screen; only a lost session (401) signs out.
  const load = useCallback(async (initial = false): Promise<CurrentUser | null> => {
    // Without a network the app opens for the user this browser last signed in (kept on the
    // device until sign-out), so work can be entered in the paddy: at once when the browser knows
    // it is offline, else once the request fails for lack of a network.
    const openKept = async (): Promise<CurrentUser | null> => {
      const kept = await keptSession();
      if (!kept) return null;
      fromDevice.current = true;
      setState({ status: 'signedIn', user: kept.user });
      return kept.user;
    };
    if (initial && knownOffline()) {
      const user = await openKept();
      if (user) return user;
    }
    try {
      const user = await callApi(CLIENT_ROUTES['auth.me']);
      if (!user) throw new ApiError(401, 'UNAUTHORIZED', '');
      fromDevice.current = false;
      setState({ status: 'signedIn', user });
      return user;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        setState({ status: 'signedOut' });
        return null;
      }
      const kept = initial && error instanceof ApiError && error.status === 0 ? await openKept() : null;
      if (!kept && initial) {
        setState({ status: 'error', message: error instanceof ApiError ? error.message : String(error) });
      }
      return null;
    }
  }, []);

  useEffect(() => {
    const back = () => {
      if (fromDevice.current) void load(false);
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [load]);

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
    await callApi(CLIENT_ROUTES['auth.signOut'], {}, { noRefresh: true });
  } catch {
    // The cookies are cleared on the server when it answers; either way we leave.
  }
  window.location.href = '/';
}
