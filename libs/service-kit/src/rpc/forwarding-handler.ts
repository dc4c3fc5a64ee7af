import type { Type } from '@nestjs/common';
import type { ZodType } from 'zod';
import type { RequestContext } from '@inasaku/contracts';
import { Handles } from './handles';

/** A service method a request can be forwarded to as it is: `(context, payload)`, or the context alone. */
type Forwardable<M> = M extends (context: RequestContext, payload: infer P) => unknown ? readonly [subject: string, schema: ZodType<P>] : never;

/** Which service method answers which subject, and the schema of its payload. */
type ForwardingTable<S> = { [K in keyof S]?: Forwardable<S[K]> };

/**
 * The base class of a handler whose requests go to one service as they arrive: for each entry
 * `method: [subject, schema]`, a `@Handles(subject, schema)` method of that name that calls
 * `service.method(context, payload)` and returns its answer. The class extending it adds
 * `@Controller()` and any handler that does more than forward (its own `@Handles` methods, with
 * `this.service`).
 */
export function forwardingHandler<S extends object>(service: Type<S>, table: ForwardingTable<S>): Type<{ readonly service: S }> {
  class Forwarding {
    constructor(readonly service: S) {}
  }
  Reflect.defineMetadata('design:paramtypes', [service], Forwarding);
  for (const [name, entry] of Object.entries(table) as [string, readonly [string, ZodType]][]) {
    const [subject, schema] = entry;
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
