import type { CurrentUser, Management } from '@inasaku/contracts';
import { askAhead } from '@inasaku/ui';
import { widgetFirstRequests } from '../dashboard/widget-first-requests';
import { routeForPath } from '../routes';
import { call } from '../signin/sign-in-api';
import { browserStorage, initialManagementId } from '../year/management-year';
import { openingRouteOf } from './opening-queries';
import { planOf } from './plan';

/**
 * Requests the first page starts as soon as the user is known, before the full app (antd, the
 * query cache, the API client) has loaded: on a page opened signed in that is a few hundred
 * milliseconds, and seconds on a slow phone. The query cache takes each answer once, as the first
 * answer of its query; a failed one is simply asked again the usual way. The dashboard's widgets,
 * each with its own client, take theirs from the page (askAhead).
 */
const early = new Map<string, Promise<unknown>>();

export const yearListKey = (user: CurrentUser) => `years ${user.account_id}`;
export const openingKey = (path: string, managementId: string | null) => `${path} ${managementId ?? ''}`;

export function askEarly(user: CurrentUser, pathname: string): void {
  const years = call<Management[] | null>('/api/management');
  early.set(yearListKey(user), years);
  const dashboard = routeForPath(pathname)?.name === 'dashboard';
  const route = openingRouteOf(pathname);
  if (!dashboard && !route) return;
  void years
    .then((list) => {
      const managementId = initialManagementId(list ?? [], browserStorage());
      // Each widget's first page, taken by apiFetch when the widget's code asks for it.
      if (dashboard) for (const url of widgetFirstRequests(managementId, planOf(user))) askAhead(url);
      if (!route) return;
      // The screen's input (openingInput) as its query string.
      const answer = call(`${route.path}${managementId ? `?management_id=${encodeURIComponent(managementId)}` : ''}`);
      early.set(openingKey(route.path, managementId), answer);
      answer.catch(() => undefined);
    })
    .catch(() => undefined);
}

/** The answer started early under `key`, once; undefined when there is none (or it was taken). */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const answer = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  return answer;
}
