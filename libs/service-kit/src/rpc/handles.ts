import { MessagePattern, Payload } from '@nestjs/microservices';
import type { output, ZodType } from 'zod';
import type { RequestContext } from '@inasaku/contracts';
import { parseContext, parseEnvelope } from './parse-envelope';

/**
 * What a request handler receives once its envelope is parsed: the gateway's context and the
 * payload its schema gave (`Envelope` alone: the context, for a request without a schema).
 */
export type Envelope<S extends ZodType | undefined = undefined> = S extends ZodType
  ? { context: RequestContext; payload: output<S> }
  : { context: RequestContext };

type EnvelopeDecorator<E> = <M extends (envelope: E) => unknown>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>) => void;

/**
 * Declares a NATS request handler: `@MessagePattern(subject)` with the request's data as its only
 * parameter (`@Payload()` at index 0, no pipe), called with the envelope parsed by `schema` (the
 * context alone when there is none); a bad envelope answers the house's 400 before the method runs.
 * The method stays a plain `@Payload()` handler, so the NATS server may still call it directly
 * (see direct-handlers), and metadata other decorators put on it (@NaturallyIdempotent…) is kept
 * whichever side of this one they stand.
 */
export function Handles(subject: string): EnvelopeDecorator<Envelope>;
export function Handles<S extends ZodType>(subject: string, schema: S): EnvelopeDecorator<Envelope<S>>;
export function Handles(subject: string, schema?: ZodType) {
  return (target: object, key: string | symbol, descriptor: PropertyDescriptor): void => {
    const method = descriptor.value as (this: unknown, envelope: unknown) => unknown;
    const parse = schema ? (data: unknown) => parseEnvelope(schema, data) : (data: unknown) => ({ context: parseContext(data) });
    const handler = function (this: unknown, data: unknown) {
      return method.call(this, parse(data));
    };
    Object.defineProperty(handler, 'name', { value: method.name });
    for (const metadataKey of Reflect.getOwnMetadataKeys(method) as unknown[]) {
      Reflect.defineMetadata(metadataKey, Reflect.getOwnMetadata(metadataKey, method), handler);
    }
    descriptor.value = handler;
    MessagePattern(subject)(target, key, descriptor);
    Payload()(target, key, 0);
  };
}
