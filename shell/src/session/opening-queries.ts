import { CLIENT_ROUTES } from '@inasaku/contracts';
import { withQuery } from '@inasaku/ui';
import { routeForPath } from '../routes';

/**
 * The first and largest answer of a screen, by route name: 10,000 fields are half a megabyte on
 * the wire, and their request would otherwise start only once the frame and the screen have
 * rendered. Each is a year-scoped GET the screen asks with the chosen year as `management_id`.
 */
const OPENING_ROUTES = {
  'paddy-field-show': CLIENT_ROUTES['paddyFields.list'],
  'paddy-field-add': CLIENT_ROUTES['paddyFields.list'],
} as const;

export type OpeningRoute = (typeof OPENING_ROUTES)[keyof typeof OPENING_ROUTES];

/** The opening answer of the screen at `pathname`, if it has one. */
export function openingRouteOf(pathname: string): OpeningRoute | undefined {
  const name = routeForPath(pathname)?.name;
  return name && name in OPENING_ROUTES ? OPENING_ROUTES[name as keyof typeof OPENING_ROUTES] : undefined;
}

/** The screen's input in the chosen year, as the screen itself builds it. */
export const openingInput = (managementId: string | null) => ({ query: managementId ? { management_id: managementId } : {} });

/** The URL of that answer, as the screen's API client sends it: what the page asks ahead for the screen. */
export const openingUrl = (route: OpeningRoute, managementId: string | null): string => withQuery(route.path, openingInput(managementId).query);
