import { createQueryClient, queryYearOf, setQueryYear } from '@inasaku/ui';

/**
 * The page's one query cache. Every remote's useRouteQuery reaches it through the shared
 * @tanstack/react-query singleton, so two screens or widgets asking the same thing share one request.
 */
export const queryClient = createQueryClient();

let owner: string | null = null;

/**
 * Points the cache at the signed-in user and the chosen year. Called while the signed-in layout
 * renders, before any screen under it builds its query keys, so that no screen asks once for the
 * previous year first. Another user (signed in without a page load) never sees the previous user's answers.
 * Answers are asked only while signed in, so those already in the cache at the first call are this user's.
 */
export function scopeQueryCache(userId: string, managementId: string | null): void {
  // The first user of the page keeps what was asked for him before the layout rendered (the year
  // list asked as the sign-in answered); another user signed in afterwards starts from nothing.
  if (owner !== null && owner !== userId) queryClient.removeQueries({ queryKey: ['api'] });
  owner = userId;
  if (queryYearOf(queryClient) !== managementId) setQueryYear(queryClient, managementId);
}
