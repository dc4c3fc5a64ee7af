import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type INestApplicationContext, type NestInterceptor } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import { HTTP_ROUTES, requestContextSchema, type HttpRoute } from '@inasaku/contracts';
import { handlerMethodsOf } from '../rpc/handler-methods';
import { IdempotentWrites } from './idempotent-writes';

const IDEMPOTENT_WRITE = 'inasaku:idempotent-write';
/** Nest's @MessagePattern metadata key (@nestjs/microservices PATTERN_METADATA). */
const PATTERN_METADATA = 'microservices:pattern';

/** A route of the table that changes state for a signed-in user: the gateway sends its Idempotency-Key. */
export function isWriteRoute(route: HttpRoute): boolean {
  return route.method !== 'GET' && route.auth === 'session' && !route.session;
}

/** Every subject a write route of the table forwards to (the routes the browser sends a key with). */
export const WRITE_ROUTE_SUBJECTS: ReadonlySet<string> = new Set(HTTP_ROUTES.filter(isWriteRoute).map((r) => r.subject));

/**
 * Marks a NATS handler that is not behind a write route of the table (reached another way) as
 * a write whose Idempotency-Key makes it count once. Route-table writes need no mark.
 */
export const IdempotentWrite = (): MethodDecorator => SetMetadata(IDEMPOTENT_WRITE, true);

/**
 * Marks a handler of a write route whose repeat is harmless by nature and that must not run in
 * one transaction with its key: e.g. a request that starts shared, long work (filling a weather
 * cell from the provider) which other requests and replicas must see at once. `reason` is for
 * the reader; the coverage check lists these apart, never as uncovered.
 */
export const NaturallyIdempotent = (reason: string): MethodDecorator => SetMetadata(IDEMPOTENT_WRITE, `natural: ${reason}`);

/**
 * Around every NATS handler: a write that arrives with an Idempotency-Key
 * runs inside IdempotentWrites.run, so the write and its key are one transaction and a repeat
 * after a timeout gets the first answer. Which handlers: every subject of a write route of the
 * contract's route table, and handlers marked @IdempotentWrite(); a new write route is covered
 * the day it is added, with nothing to remember in its handler or repository. Reads (and a
 * service's calls to another, which carry no key, see ServiceClient) pass untouched.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly idempotent: IdempotentWrites,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const rpc = context.switchToRpc();
    const subject = (rpc.getContext() as { getSubject?: () => string } | undefined)?.getSubject?.();
    const envelope = rpc.getData() as { context?: unknown; payload?: unknown } | undefined;
    const key = (envelope?.context as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
    if (!subject || typeof key !== 'string' || !key) return next.handle();
    const mark = this.reflector.get<true | string | undefined>(IDEMPOTENT_WRITE, context.getHandler());
    if (typeof mark === 'string') return next.handle();
    if (!WRITE_ROUTE_SUBJECTS.has(subject) && mark !== true) return next.handle();
    // A context the handler would refuse is refused by the handler (400), outside any unit.
    const parsed = requestContextSchema.safeParse(envelope?.context);
    if (!parsed.success) return next.handle();
    // next.handle() is called inside the unit: Nest binds the handler to the async context it is called in.
    return defer(() =>
      this.idempotent.run(parsed.data, subject, envelope?.payload ?? {}, () => lastValueFrom(next.handle(), { defaultValue: undefined })),
    );
  }
}

/** A write route of the table that the service `app` (named `service`) should answer but cannot. */
export interface UncoveredWrite {
  subject: string;
  path: string;
  reason: 'no handler' | 'interceptor not installed';
}

/**
 * For tests: the write routes of the table whose subject belongs to `service` (`<service>.…`)
 * and that this application would not answer as an idempotent write: no @MessagePattern
 * handler for the subject, or the service runs without IdempotencyInterceptor. Empty is right.
 * Handlers marked @NaturallyIdempotent are a decision, not a gap: not listed.
 */
export function uncoveredWriteRoutes(app: INestApplicationContext, service: string): UncoveredWrite[] {
  const handled = new Set<string>();
  const naturally = new Set<string>();
  let intercepted = false;
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      if (!wrapper.metatype?.prototype) continue;
      for (const [, method] of handlerMethodsOf(wrapper.metatype)) {
        const patterns = Reflect.getMetadata(PATTERN_METADATA, method) as unknown[] | undefined;
        const natural = typeof Reflect.getMetadata(IDEMPOTENT_WRITE, method) === 'string';
        for (const p of patterns ?? []) if (typeof p === 'string') (natural ? naturally : handled).add(p);
      }
    }
    for (const wrapper of module.providers.values()) {
      if (wrapper.instance instanceof IdempotencyInterceptor) intercepted = true;
    }
  }
  const out: UncoveredWrite[] = [];
  for (const route of HTTP_ROUTES.filter(isWriteRoute)) {
    if (!route.subject.startsWith(`${service}.`) || naturally.has(route.subject)) continue;
    if (!handled.has(route.subject)) out.push({ subject: route.subject, path: `${route.method} ${route.path}`, reason: 'no handler' });
    else if (!intercepted) out.push({ subject: route.subject, path: `${route.method} ${route.path}`, reason: 'interceptor not installed' });
  }
  return out;
}
