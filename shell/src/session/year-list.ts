import { CLIENT_ROUTES, type CurrentUser, type Management } from '@inasaku/contracts';
import { ApiError, callApi, queryKeyOf } from '@inasaku/ui';
import { rememberManagements } from '@inasaku/offline';
import type { QueryClient } from '@tanstack/react-query';
import { keptManagementsOf, keptSession } from './device-session';
import { takeEarly, yearListKey } from './early-answers';

/** How long a year list just read is used as it is rather than asked again. */
export const YEAR_LIST_FRESH_MS = 10_000;

/**
 * The signed-in user's year list through the page's query cache: asked of the server (first the
 * answer the page asked early, see early-answers.ts) and kept on the device; without a network, the
 * list this browser kept for the same user.
 */
export function yearListQuery(user: CurrentUser) {
  return {
    queryKey: [...queryKeyOf(CLIENT_ROUTES['managements.list']), user.account_id],
    // The answer asked as the sign-in completed serves the frame that mounts moments later.
    staleTime: YEAR_LIST_FRESH_MS,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<Management[]> => {
      try {
        const ask = () => callApi(CLIENT_ROUTES['managements.list'], {}, { signal });
        const list = await (takeEarly<Management[] | null>(yearListKey(user))?.catch(ask) ?? ask());
        void rememberManagements(list ?? [], user);
        return list ?? [];
      } catch (error) {
        const list = error instanceof ApiError && error.status === 0 ? keptManagementsOf(await keptSession(), user) : null;
        if (list) return list;
        throw error;
      }
    },
  };
}

/**
 * Asks for the year list as soon as the user is known (the page signed in, or a sign-in answered),
 * beside the rendering of the signed-in frame instead of after it: every screen waits for the year.
 * The frame's own query then finds the answer, or the request under way.
 */
export function prefetchYearList(client: QueryClient, user: CurrentUser): void {
  void client.prefetchQuery(yearListQuery(user));
}
