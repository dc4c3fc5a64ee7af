import { CLIENT_ROUTES } from '@inasaku/contracts';
import { PAGE_SIZES, pageQuery } from '@inasaku/domain';
import { callApi } from '@inasaku/ui';

/** The users list of spec 001 §7, page by page (the writes go through useRouteMutation on the detail screen). */
export const usersApi = {
  /** Page `page` (1-based) of 20; 'see more' continues after the last user shown (libs/domain pageQuery). */
  page: (page: number, lastUserId?: string) => {
    const q = pageQuery({ pageSize: PAGE_SIZES.users, fromPage: Math.max(1, page - 1), toPage: page, lastIdOfCurrentPage: lastUserId });
    return callApi(CLIENT_ROUTES['users.list'], { query: { count: q.count, latest_user_id: q.latest_id, skip_page: q.skip_page } });
  },
};
