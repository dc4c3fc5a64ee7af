import { ERROR_CODES, type CurrentUser, type SignInResponse } from '@inasaku/contracts';
import { ApiError } from '@inasaku/ui';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';
import { authApi, checkMaintenance } from './auth-api';
import { useAuthFlow } from './flow';
import { AFTER_SIGN_IN, AUTH_PATHS, isFlowPath } from './paths';

/** Spec 001 §4: the maintenance check runs before sign-in; errors come back as ApiError. */
export async function signInChecked(email: string, password: string): Promise<SignInResponse> {
  const check = await checkMaintenance();
  if (check.state === 'maintenance') throw new ApiError(503, ERROR_CODES.maintenance, check.message);
  if (check.state === 'failed') throw new ApiError(0, 'NETWORK_ERROR', TEXTS.errors.connectionFailed);
  return authApi.signIn(email, password);
}

/** What every screen does with a sign-in answer: finish, or ask for a new password. */
export function useSignedIn(onSignedIn: (user: CurrentUser) => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const flow = useAuthFlow();

  return useCallback(
    (res: SignInResponse, email: string) => {
      if (res.status === 'NEW_PASSWORD_REQUIRED') {
        flow.carry({ challenge: { email, challenge: res.challenge } });
        navigate(AUTH_PATHS.newPassword, { state: { email } });
        return;
      }
      flow.clear();
      if (isFlowPath(pathname)) navigate(AFTER_SIGN_IN, { replace: true });
      onSignedIn(res.user);
    },
    [flow, navigate, onSignedIn, pathname],
  );
}
