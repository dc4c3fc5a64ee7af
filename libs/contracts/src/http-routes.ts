import { AUTH_ROUTES } from './account/auth-routes';
import { ACCOUNT_ROUTES } from './account/routes';
import { FIELDS_ROUTES } from './fields/routes';
import { WORKS_ROUTES } from './works/routes';
import { WATER_ROUTES } from './water/routes';
import { WEATHER_ROUTES } from './weather/routes';
import { REPORTS_ROUTES } from './reports/routes';
import type { HttpRoute } from './route-def';

export type { HttpMethod, HttpRoute, RouteDef } from './route-def';
export { defineRoutes, errorsOf } from './route-def';
export type { PathParamNames, RouteAnswer, RouteInput } from './route-types';

/**
 * Every HTTP endpoint by name (`ROUTES['brands.list']`), each with its request schemas and the
 * schema of its answer's `data`. The domains keep their tables beside their schemas; this is the
 * one list the gateway serves and the typed client of libs/ui calls.
 */
export const ROUTES = {
  ...AUTH_ROUTES,
  ...FIELDS_ROUTES,
  ...WORKS_ROUTES,
  ...ACCOUNT_ROUTES,
  ...WATER_ROUTES,
  ...WEATHER_ROUTES,
  ...REPORTS_ROUTES,
};
export type RouteName = keyof typeof ROUTES;

/** The gateway's table, in the order of ROUTES. */
export const HTTP_ROUTES: HttpRoute[] = Object.values(ROUTES);
