import type { LoginLogRequest, PaymentResponse, PaymentStatusResponse } from '@inasaku/contracts';
import { apiFetch } from '@inasaku/ui';

export const paymentApi = {
  /** What the paid-plan pages show for the signed-in user (may apply, contracted, not root). */
  status: () => apiFetch<PaymentStatusResponse>('/api/payment/login', { method: 'POST' }),
  subscribe: (card_token: string) => apiFetch<PaymentResponse>('/api/payment', { method: 'POST', body: { card_token } }),
  /** New tokens for the same session: the access token carries the plan (desktop, after paying). */
  refreshSession: () => apiFetch<unknown>('/auth/refresh', { method: 'POST', noRefresh: true }),
  signOut: () => apiFetch<unknown>('/auth/sign-out', { method: 'POST', noRefresh: true }),
  /** POST /smart/loginlog (no permission needed); a failed log never disturbs the user. */
  loginLog: (log: LoginLogRequest) =>
    apiFetch<unknown>('/smart/loginlog', { method: 'POST', body: log, noRefresh: true }).catch(() => undefined),
};
