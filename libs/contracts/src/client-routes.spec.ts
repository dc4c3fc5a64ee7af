import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_ROUTES } from './client-routes';
import { CLIENT_ROUTE_FIELDS, clientRoutesSource } from './client-routes-source';
import { ROUTES } from './http-routes';
import type { HttpRoute } from './route-def';

describe('CLIENT_ROUTES, the routes as the web apps call them', () => {
  it('is the file `npm run contracts:client-routes` writes from ROUTES today', () => {
    // Out of date after a route was added or changed: run `npm run contracts:client-routes`.
    expect(readFileSync(join(__dirname, 'client-routes.ts'), 'utf8')).toBe(clientRoutesSource(ROUTES));
  });

  it('has every route of ROUTES with its method, path, auth and year, and no schema', () => {
    expect(Object.keys(CLIENT_ROUTES)).toEqual(Object.keys(ROUTES));
    for (const [name, route] of Object.entries(ROUTES as Record<string, HttpRoute>)) {
      const expected = Object.fromEntries(CLIENT_ROUTE_FIELDS.filter((f) => route[f] !== undefined).map((f) => [f, route[f]]));
      expect([name, CLIENT_ROUTES[name as keyof typeof ROUTES]]).toEqual([name, expected]);
    }
  });
});
