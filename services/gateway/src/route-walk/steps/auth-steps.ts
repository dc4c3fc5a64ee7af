import type { Step } from '../walk-step';

/** One run's names: the walk leaves the shared test database as it is, so each run is new to it. */
export const RUN = `${Date.now().toString(36)}${process.pid.toString(36)}`;
export const ROOT_EMAIL = `walk-root-${RUN}@example.jp`;
export const MEMBER_EMAIL = `walk-member-${RUN}@example.jp`;
export const OTHER_EMAIL = `walk-other-${RUN}@example.jp`;
export const PASSWORD = 'Walk1234';
export const TEMPORARY_PASSWORD = 'Temp1234X';

/**
 * Before and around sign-in. The root user signs up with the routes themselves (sign-up,
 * a second code, confirmation read from the outbox mail, sign-in); the member added by the root
 * user chooses a new password; a second account resets its forgotten password.
 */
export const authSteps: Step[] = [
  { route: 'maintenance.get' },
  { route: 'loginLogs.create', input: () => ({ body: { ope: '4' } }) },
  { route: 'auth.signUp', input: () => ({ body: { email: ROOT_EMAIL, password: PASSWORD, agreement: true } }) },
  { route: 'auth.resendCode', input: () => ({ body: { email: ROOT_EMAIL } }) },
  {
    route: 'auth.confirmSignUp', prepare: (s, sys) => void (s.code = sys.codeFor(ROOT_EMAIL)),
    input: (s) => ({ body: { email: ROOT_EMAIL, code: s.code } }),
  },
  { route: 'auth.signIn', input: () => ({ body: { email: ROOT_EMAIL, password: PASSWORD } }), keep: (d, s) => (s.userId = d.user.user_id) },
  { route: 'auth.me', keep: (d, s) => (s.accountId = d.account_id) },
  { route: 'managements.list', keep: (d, s) => (s.managementId = d[0].management_id) },
  { route: 'auth.refresh' },
];

/** Users of the account: the member is added here and signs in with the temporary password. */
export const memberSteps: Step[] = [
  {
    route: 'users.adminCreate',
    input: () => ({ body: { email: MEMBER_EMAIL, displayName: 'メンバー', temporaryPassword: TEMPORARY_PASSWORD } }),
  },
  { route: 'auth.signIn', as: 'member', input: () => ({ body: { email: MEMBER_EMAIL, password: TEMPORARY_PASSWORD } }), keep: (d, s) => (s.challenge = d.challenge) },
  { route: 'auth.completeNewPassword', as: 'member', input: (s) => ({ body: { challenge: s.challenge, new_password: 'Member123' } }) },
  { route: 'users.list', input: () => ({ query: {} }) },
  { route: 'users.adminList', input: () => ({ query: { limit: 10 } }) },
  { route: 'users.adminUpdate', input: () => ({ body: { username: MEMBER_EMAIL, displayName: 'メンバー2' } }) },
];

/** A second account forgets its password; the member is removed; sessions end. */
export const closingAuthSteps: Step[] = [
  { route: 'auth.forgotPassword', as: 'other', input: () => ({ body: { email: OTHER_EMAIL } }) },
  {
    route: 'auth.confirmForgotPassword', as: 'other', prepare: (s, sys) => void (s.code = sys.codeFor(OTHER_EMAIL)),
    input: (s) => ({ body: { email: OTHER_EMAIL, code: s.code, new_password: 'Other5678' } }),
  },
  { route: 'users.adminDelete', input: () => ({ body: { username: MEMBER_EMAIL } }) },
  { route: 'personal.changePassword', input: () => ({ body: { current_password: PASSWORD, new_password: 'Walk5678X' } }) },
  { route: 'auth.signOut', as: 'other' },
];
