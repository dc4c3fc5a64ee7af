import { ROUTES, type LoginLogRequest } from '@inasaku/contracts';
import { callApi } from '@inasaku/ui';

export const paymentApi = {
  /** What the paid-plan pages show for the signed-in user (may apply, contracted, not root). */
  status: () => callApi(ROUTES['payment.login']),
  subscribe: (card_token: string) => callApi(ROUTES['payment.subscribe'], { body: { card_token } }),
  /** New tokens for the same session: the access token carries the plan (desktop, after paying). */
  refreshSession: () => callApi(ROUTES['auth.refresh'], {}, { noRefresh: true }),
  signOut: () => callApi(ROUTES['auth.signOut'], {}, { noRefresh: true }),
  /** POST /smart/loginlog (no permission needed); a failed log never disturbs the user. */
  loginLog: (log: LoginLogRequest) =>
    callApi(ROUTES['loginLogs.create'], { body: log }, { noRefresh: true }).catch(() => undefined),
};
