import { MESSAGES, SIGN_IN_WORDS } from '@inasaku/contracts';

/**
 * The words of the sign-in screen (SIGN_IN_WORDS, the same as mfe-account's) and its errors. The
 * shell draws this one screen itself so that the first page needs neither antd nor a remote.
 */
export const SIGN_IN_TEXTS = {
  ...SIGN_IN_WORDS,
  errors: {
    invalidCredentials: MESSAGES.invalidCredentials,
    passwordResetRequired: MESSAGES.passwordResetRequired,
    limitExceeded: MESSAGES.limitExceeded,
    authFailed: MESSAGES.authFailed,
    connectionFailed: MESSAGES.connectionFailed,
  },
  /** antd's Input.Password labels its eye icon so. */
  showPassword: 'eye-invisible',
  hidePassword: 'eye',
} as const;
