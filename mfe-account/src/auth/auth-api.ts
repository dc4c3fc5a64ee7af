import { ERROR_CODES, CLIENT_ROUTES, checkMaintenanceWith, signInFailureMessage, type MaintenanceCheck } from '@inasaku/contracts';
import { ApiError, callApi, queryKeyOf } from '@inasaku/ui';
import { TEXTS } from '../texts';

// The auth endpoints answer before a session exists, so a 401 must never trigger a refresh.
const NO_REFRESH = { noRefresh: true };

export const authApi = {
  maintenance: () => callApi(CLIENT_ROUTES['maintenance.get'], {}, NO_REFRESH),
  signIn: (email: string, password: string) => callApi(CLIENT_ROUTES['auth.signIn'], { body: { email, password } }, NO_REFRESH),
  completeNewPassword: (challenge: string, new_password: string) =>
    callApi(CLIENT_ROUTES['auth.completeNewPassword'], { body: { challenge, new_password } }, NO_REFRESH),
  signUp: (email: string, password: string) =>
    callApi(CLIENT_ROUTES['auth.signUp'], { body: { email, password, agreement: true } }, NO_REFRESH),
  confirmSignUp: (email: string, code: string) => callApi(CLIENT_ROUTES['auth.confirmSignUp'], { body: { email, code } }, NO_REFRESH),
  resendCode: (email: string) => callApi(CLIENT_ROUTES['auth.resendCode'], { body: { email } }, NO_REFRESH),
  forgotPassword: (email: string) => callApi(CLIENT_ROUTES['auth.forgotPassword'], { body: { email } }, NO_REFRESH),
  confirmForgotPassword: (email: string, code: string, new_password: string) =>
    callApi(CLIENT_ROUTES['auth.confirmForgotPassword'], { body: { email, code, new_password } }, NO_REFRESH),
};

/** The query key of the check (its answer is the check's verdict, not the route's raw data). */
export const MAINTENANCE_CHECK_KEY = [...queryKeyOf(CLIENT_ROUTES['maintenance.get']), 'check'];

/** Spec 001 §4: the maintenance check runs before every sign-in. */
export function checkMaintenance(): Promise<MaintenanceCheck> {
  return checkMaintenanceWith(authApi.maintenance, TEXTS.signIn.maintenanceDefault);
}

export function errorCode(err: unknown): string | undefined {
  return err instanceof ApiError ? err.code : undefined;
}

function isConnectionFailure(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status === 0;
}

const E = TEXTS.errors;

/** Spec 001 §8, sign-in: known causes get their own words, everything else names its code. */
export function signInErrorMessage(err: unknown): string {
  if (isConnectionFailure(err)) return E.connectionFailed;
  const { code, message } = err as ApiError;
  return signInFailureMessage(code, message);
}

/** The words of spec 001 §8 for sign-up, codes and forgotten password, by error code. */
const ACCOUNT_MESSAGES = new Map<string, string>([
  [ERROR_CODES.userExists, E.userExists],
  [ERROR_CODES.codeMismatch, E.codeMismatch],
  [ERROR_CODES.codeExpired, E.codeExpired],
  [ERROR_CODES.codeDeliveryFailed, E.codeDeliveryFailed],
  [ERROR_CODES.userNotFound, E.emailNotFound],
  [ERROR_CODES.limitExceeded, E.limitExceeded],
  [ERROR_CODES.tooManyRequests, E.limitExceeded],
]);

/** Spec 001 §8, sign-up, codes and forgotten password; anything else is the gateway's own message. */
export function accountErrorMessage(err: unknown): string {
  if (isConnectionFailure(err)) return E.connectionFailed;
  const { code, message } = err as ApiError;
  return ACCOUNT_MESSAGES.get(code) ?? (message || E.connectionFailed);
}
