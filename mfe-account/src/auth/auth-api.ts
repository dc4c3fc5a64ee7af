import { ERROR_CODES, type MaintenanceStatus, type SignInResponse } from '@inasaku/contracts';
import { ApiError, apiFetch } from '@inasaku/ui';
import { TEXTS } from '../texts';

// The auth endpoints answer before a session exists, so a 401 must never trigger a refresh.
const post = <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'POST', body, noRefresh: true });

export const authApi = {
  maintenance: () => apiFetch<MaintenanceStatus>('/maintenance', { noRefresh: true }),
  signIn: (email: string, password: string) => post<SignInResponse>('/auth/sign-in', { email, password }),
  completeNewPassword: (challenge: string, new_password: string) =>
    post<SignInResponse>('/auth/complete-new-password', { challenge, new_password }),
  signUp: (email: string, password: string) =>
    post<{ email: string }>('/auth/sign-up', { email, password, agreement: true }),
  confirmSignUp: (email: string, code: string) => post<unknown>('/auth/confirm-sign-up', { email, code }),
  resendCode: (email: string) => post<unknown>('/auth/resend-code', { email }),
  forgotPassword: (email: string) => post<unknown>('/auth/forgot-password', { email }),
  confirmForgotPassword: (email: string, code: string, new_password: string) =>
    post<unknown>('/auth/confirm-forgot-password', { email, code, new_password }),
};

export type MaintenanceCheck = { state: 'open' } | { state: 'maintenance'; message: string } | { state: 'failed' };

/** Spec 001 §4: the maintenance check runs before every sign-in. */
export async function checkMaintenance(): Promise<MaintenanceCheck> {
  try {
    const status = await authApi.maintenance();
    if (status?.code === '9') return { state: 'maintenance', message: status.message || TEXTS.signIn.maintenanceDefault };
    return { state: 'open' };
  } catch {
    return { state: 'failed' };
  }
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
  switch (code) {
    case ERROR_CODES.invalidCredentials:
    case ERROR_CODES.userNotFound:
    case ERROR_CODES.unauthorized:
    case ERROR_CODES.validation:
      return E.invalidCredentials;
    case ERROR_CODES.passwordResetRequired:
      return E.passwordResetRequired;
    case ERROR_CODES.limitExceeded:
    case ERROR_CODES.tooManyRequests:
      return E.limitExceeded;
    case ERROR_CODES.maintenance:
      return message;
    default:
      return E.authFailed(code);
  }
}

/** Spec 001 §8, sign-up, codes and forgotten password; anything else is the gateway's own message. */
export function accountErrorMessage(err: unknown): string {
  if (isConnectionFailure(err)) return E.connectionFailed;
  const { code, message } = err as ApiError;
  switch (code) {
    case ERROR_CODES.userExists:
      return E.userExists;
    case ERROR_CODES.codeMismatch:
      return E.codeMismatch;
    case ERROR_CODES.codeExpired:
      return E.codeExpired;
    case ERROR_CODES.codeDeliveryFailed:
      return E.codeDeliveryFailed;
    case ERROR_CODES.userNotFound:
      return E.emailNotFound;
    case ERROR_CODES.limitExceeded:
    case ERROR_CODES.tooManyRequests:
      return E.limitExceeded;
    default:
      return message || E.connectionFailed;
  }
}
