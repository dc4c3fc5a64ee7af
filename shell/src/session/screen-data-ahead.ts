import type { CurrentUser, Management } from '@inasaku/contracts';
import { askAhead } from '@inasaku/ui';
import { widgetFirstRequests } from '../dashboard/widget-first-requests';
import { routeForPath } from '../routes';
import { browserStorage, initialManagementId } from '../year/management-year';
import { openingRouteOf, openingUrl } from './opening-queries';
import { planOf } from './plan';

/** Whether the screen at `pathname` has first data to ask ahead (the dashboard's widgets, a screen's opening answer). */
export function hasDataAhead(pathname: string): boolean {
  return routeForPath(pathname)?.name === 'dashboard' || openingRouteOf(pathname) !== undefined;
}

/**
 * Asks ahead on the page (askAhead) the first data of the screen at `pathname`, in the year the shell
 * will choose from `years`: the dashboard widgets' first pages for the user's plan, or the screen's
 * opening answer. Used by the page's start (/early.js) and by the shell; a URL already asked and
 * still waiting is not asked again.
 */
export function askScreenDataAhead(user: CurrentUser, pathname: string, years: Management[]): void {
  const managementId = initialManagementId(years, browserStorage());
  const route = openingRouteOf(pathname);
  if (route) askAhead(openingUrl(route, managementId));
  if (routeForPath(pathname)?.name === 'dashboard') for (const url of widgetFirstRequests(managementId, planOf(user))) askAhead(url);
}
