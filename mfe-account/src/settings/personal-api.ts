import type { AdminUpdateUserResponse, DeleteAccountResponse } from '@inasaku/contracts';
import { apiFetch } from '@inasaku/ui';

export const personalApi = {
  /** Spec 001 §7: the personal-settings version of adminUpdateUser sends displayName, username, email. */
  changeDisplayName: (email: string, displayName: string) =>
    apiFetch<AdminUpdateUserResponse>('/adminUpdateUser', { method: 'POST', body: { username: email, email, displayName } }),
  changePassword: (current_password: string, new_password: string) =>
    apiFetch<{ changed: true }>('/auth/change-password', { method: 'POST', body: { current_password, new_password } }),
  deleteAccount: (comment: string) =>
    apiFetch<DeleteAccountResponse>('/inasaku/signup/accounts', { method: 'DELETE', body: { comment } }),
  /** The session is gone with the account; this clears the cookies. */
  signOut: () => apiFetch<unknown>('/auth/sign-out', { method: 'POST', noRefresh: true }),
};
