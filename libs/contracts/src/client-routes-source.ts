import type { HttpRoute } from './route-def';

/** What a client reads of a route: how to call it and whether the gateway answers it per year. */
export const CLIENT_ROUTE_FIELDS = ['method', 'path', 'auth', 'yearScoped'] as const;

/**
 * The text of client-routes.ts for `routes` (ROUTES): each route with its CLIENT_ROUTE_FIELDS only.
 * Written by `npm run contracts:client-routes`; client-routes.spec.ts compares the file with it.
 */
export function clientRoutesSource(routes: Record<string, HttpRoute>): string {
  const entries = Object.entries(routes).map(([name, route]) => {
    const fields = CLIENT_ROUTE_FIELDS.filter((f) => route[f] !== undefined).map((f) => `${f}: ${JSON.stringify(route[f]).replace(/"/g, "'")}`);
    return `  '${name}': { ${fields.join(', ')} },`;
  });
  return `// Written by \`npm run contracts:client-routes\` from ROUTES (http-routes.ts); do not edit.
import type { ROUTES } from './http-routes';

/**
 * Every route of ROUTES as the web apps call it: method, path, auth and year, without the zod
 * schemas. ROUTES builds every schema of every domain when it is loaded; a remote that called
 * through it carried all of them (most of its contracts code) and built them on each page start.
 * The schemas are here as types only, for the typed client (callApi, useRouteQuery): a form
 * that validates imports its schema itself.
 */
export const CLIENT_ROUTES = {
${entries.join('\n')}
} as unknown as typeof ROUTES;
`;
}
