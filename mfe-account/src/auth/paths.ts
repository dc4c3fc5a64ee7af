/** The routes of the auth view (spec 001 §2); sign-in is at '/'. */
export const AUTH_PATHS = {
  signIn: '/',
  signUp: '/signup',
  confirmSignUp: '/confirm-signup',
  signUpComplete: '/signup-complete',
  forgot: '/forgot',
  newPassword: '/input-new-password',
} as const;

export const AFTER_SIGN_IN = '/dashboard';

const FLOW_PATHS = new Set<string>([...Object.values(AUTH_PATHS), AFTER_SIGN_IN]);

/**
 * Paths that only exist for the auth flow. Anything else (a deep link opened while signed
 * out, e.g. /works) is kept after sign-in so the user lands where they were going.
 */
export function isFlowPath(pathname: string): boolean {
  return FLOW_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}
