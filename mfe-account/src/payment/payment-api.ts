import { CLIENT_ROUTES, type LoginLogRequest } from '@inasaku/contracts';
import { callApi } from '@inasaku/ui';

export const paymentApi = {
  /** What the paid-plan pages show for the signed-in user (may apply, contracted, not root). */
  status: () => callApi(CLIENT_ROUTES['payment.login']),
  subscribe: (card_token: string) => callApi(CLIENT_ROUTES['payment.subscribe'], { body: { card_token } }),
  /** New tokens for the same session: the access token carries the plan (desktop, after paying). */
  refreshSession: () => callApi(CLIENT_ROUTES['auth.refresh'], {}, { noRefresh: true }),
  signOut: () => callApi(CLIENT_ROUTES['auth.signOut'], {}, { noRefresh: true }),
  /** POST /smart/loginlog (no permission needed); a failed log never disturbs the user. */
  loginLog: (log: LoginLogRequest) =>
    callApi(CLIENT_ROUTES['loginLogs.create'], { body: log }, { noRefresh: true }).catch(() => undefined),
};
