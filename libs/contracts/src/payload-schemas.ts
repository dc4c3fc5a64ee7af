import type { ZodType } from 'zod';
import { ROUTES } from './http-routes';

type Route = (typeof ROUTES)[keyof typeof ROUTES];

/**
 * The schema a route's request is checked with, when the service receives exactly what it checks:
 * its body, else its query. A path with `:params` is left out, because the gateway merges the
 * params into the payload after the check, so the service's payload is wider than the route's.
 */
type RequestSchemaOf<R> = R extends { path: `${string}:${string}` }
  ? never
  : R extends { body: infer B extends ZodType }
    ? B
    : R extends { query: infer Q extends ZodType }
      ? Q
      : never;

/** The payload schema of a request subject, from the route that forwards to it (never: none). */
export type PayloadSchemaOf<S extends string> = RequestSchemaOf<Extract<Route, { subject: S }>>;

function payloadSchemasBySubject(): ReadonlyMap<string, ZodType> {
  const schemas = new Map<string, ZodType | null>();
  for (const route of Object.values(ROUTES) as Route[]) {
    const schema = route.path.includes(':') ? undefined : ('body' in route ? route.body : 'query' in route ? route.query : undefined);
    if (!schema) continue;
    const known = schemas.get(route.subject);
    // Two routes to one subject with different schemas: no single payload schema to hand out.
    schemas.set(route.subject, known === undefined || known === schema ? schema : null);
  }
  return new Map([...schemas].filter((entry): entry is [string, ZodType] => entry[1] !== null));
}

const PAYLOAD_SCHEMAS = payloadSchemasBySubject();

/**
 * The schema a service checks a request's payload with: the one the gateway checked the same
 * request with, so the two cannot drift. undefined for a subject no route (or no single route
 * schema) covers: NATS-only requests and routes with path params keep their own schema.
 */
export function payloadSchemaOf<S extends string>(subject: S): PayloadSchemaOf<S> | undefined {
  return PAYLOAD_SCHEMAS.get(subject) as PayloadSchemaOf<S> | undefined;
}
