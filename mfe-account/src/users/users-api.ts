import type {
  AccountUser, AdminCreateUserResponse, AdminDeleteUserResponse, AdminUpdateUserResponse, PagedList,
} from '@inasaku/contracts';
import { PAGE_SIZES, pageQuery } from '@inasaku/domain';
import { apiFetch } from '@inasaku/ui';

/** The user calls of spec 001 §7 (list for the screen, admin API for writes). */
export const usersApi = {
  /** Page `page` (1-based) of 20; 'see more' continues after the last user shown (libs/domain pageQuery). */
  page: (page: number, lastUserId?: string) => {
    const q = pageQuery({ pageSize: PAGE_SIZES.users, fromPage: Math.max(1, page - 1), toPage: page, lastIdOfCurrentPage: lastUserId });
    return apiFetch<PagedList<AccountUser>>('/inasaku/users', {
      query: { count: q.count, latest_user_id: q.latest_id, skip_page: q.skip_page },
    });
  },
  /** Every user of the account (a reloaded detail page looks its user up here). */
  all: () => apiFetch<PagedList<AccountUser>>('/inasaku/users'),
  create: (body: { email: string; displayName: string; color: string }) =>
    apiFetch<AdminCreateUserResponse>('/adminCreateUser', { method: 'POST', body }),
  update: (body: { username: string; displayName: string; color?: string; email?: string }) =>
    apiFetch<AdminUpdateUserResponse>('/adminUpdateUser', { method: 'POST', body }),
  remove: (username: string) => apiFetch<AdminDeleteUserResponse>('/adminDeleteUser', { method: 'POST', body: { username } }),
};
