import type { Type } from '@nestjs/common';
import type { ZodType } from 'zod';
import { payloadSchemaOf, type PayloadSchemaOf, type RequestContext } from '@inasaku/contracts';
import { Handles } from './handles';

/** The payload a service method takes after the context: `(context, payload)`, or the context alone. */
type PayloadOfMethod<M> = M extends (context: RequestContext, payload: infer P) => unknown ? P : never;

/** A service method a request can be forwarded to as it is: `(context, payload)`, or the context alone. */
type Forwardable<M> = M extends (context: RequestContext, payload: infer P) => unknown ? readonly [subject: string, schema: ZodType<P>] : never;

/** Which service method answers which subject, and the schema of its payload. */
type ForwardingTable<S> = { [K in keyof S]?: Forwardable<S[K]> };

type SubjectGroup = Readonly<Record<string, string>>;

/**
 * How a subject of the group departs from the plain case (the service's method of the subject's
 * key, with the payload schema of the subject's route): another method name, an explicit schema
 * (a NATS-only subject, or a payload that is not the route's), both, or false for a subject this
 * handler does not forward: the class answers it itself with its own `@Handles` method, or it is not
 * a request (an event the group names beside its requests).
 */
type Departure<S> = (keyof S & string) | ZodType | readonly [method: keyof S & string, schema: ZodType] | false;
type Departures<S, G extends SubjectGroup> = { readonly [K in keyof G]?: Departure<S> };

type MethodOf<K, D> = D extends string ? D : D extends readonly [infer M, ZodType] ? M : K;
type SchemaOf<G extends SubjectGroup, K extends keyof G, D> = D extends ZodType ? D : D extends readonly [string, infer Z] ? Z : PayloadSchemaOf<G[K]>;

/**
 * The group as it must be: each forwarded subject's method exists and takes what the subject's
 * schema gives (a schema the route table lacks is `never`, which fails too); a subject that does
 * not becomes an object naming the problem, which its string does not match.
 */
type CheckedGroup<S, G extends SubjectGroup, D> = {
  [K in keyof G]: (K extends keyof D ? D[K] : undefined) extends infer E
    ? E extends false
      ? G[K]
      : MethodOf<K, E> extends keyof S
        ? [SchemaOf<G, K, E>] extends [never]
          ? { error: 'no route gives this subject a payload schema: name one'; subject: G[K] }
          : [SchemaOf<G, K, E>] extends [ZodType<PayloadOfMethod<S[MethodOf<K, E>]>>]
            ? G[K]
            : { error: 'the schema does not give what the method takes'; subject: G[K] }
        : { error: 'the service has no such method'; subject: G[K] }
    : never;
};

function isTable(entries: object): boolean {
  return Object.values(entries).every((entry) => Array.isArray(entry));
}

/** The group's subjects as a table, each with its method and schema. */
function tableOf(group: SubjectGroup, departures: Record<string, Departure<object> | undefined>): [string, readonly [string, ZodType]][] {
  const table: [string, readonly [string, ZodType]][] = [];
  for (const [key, subject] of Object.entries(group)) {
    const departure = departures[key];
    if (departure === false) continue;
    const method = typeof departure === 'string' ? departure : Array.isArray(departure) ? (departure[0] as string) : key;
    const schema = Array.isArray(departure) ? (departure[1] as ZodType) : typeof departure === 'object' ? (departure as ZodType) : payloadSchemaOf(subject);
    if (!schema) throw new Error(`forwardingHandler: no route gives the payload schema of ${subject}; name it in the departures`);
    table.push([method, [subject, schema]]);
  }
  return table;
}

/**
 * The base class of a handler whose requests go to one service as they arrive, declared either
 * - by a domain's subject group: `forwardingHandler(SeasonsService, WORKS_SUBJECTS.seasons, { order: 'reorder' })`
 *   forwards every subject of the group to the service method of its key, its payload checked with
 *   the schema of the route that forwards to it (payloadSchemaOf), so the gateway and the service
 *   check a request with one schema; departures name another method, an explicit schema, or false
 *   for a subject the class answers itself;
 * - or by a table `method: [subject, schema]`.
 * Either way each entry becomes a `@Handles(subject, schema)` method of that name that calls
 * `service.method(context, payload)` and returns its answer. The class extending it adds
 * `@Controller()` and any handler that does more than forward (its own `@Handles` methods, with
 * `this.service`).
 */
export function forwardingHandler<S extends object>(service: Type<S>, table: ForwardingTable<S>): Type<{ readonly service: S }>;
export function forwardingHandler<S extends object, G extends SubjectGroup, const D extends Departures<S, G> = Record<never, never>>(
  service: Type<S>,
  subjects: G & CheckedGroup<S, G, D>,
  departures?: D,
): Type<{ readonly service: S }>;
export function forwardingHandler<S extends object>(
  service: Type<S>,
  entries: ForwardingTable<S> | SubjectGroup,
  departures: Record<string, Departure<S> | undefined> = {},
): Type<{ readonly service: S }> {
  class Forwarding {
    constructor(readonly service: S) {}
  }
  Reflect.defineMetadata('design:paramtypes', [service], Forwarding);
  const table = isTable(entries)
    ? (Object.entries(entries) as [string, readonly [string, ZodType]][])
    : tableOf(entries as SubjectGroup, departures as Record<string, Departure<object> | undefined>);
  for (const [name, [subject, schema]] of table) {
    const descriptor: PropertyDescriptor = {
      value(this: Forwarding, { context, payload }: { context: RequestContext; payload: unknown }) {
        return (this.service as Record<string, (context: RequestContext, payload: unknown) => unknown>)[name](context, payload);
      },
      writable: true,
      configurable: true,
    };
    Object.defineProperty(descriptor.value, 'name', { value: name });
    Handles(subject, schema)(Forwarding.prototype, name, descriptor);
    Object.defineProperty(Forwarding.prototype, name, descriptor);
  }
  return Forwarding;
}
