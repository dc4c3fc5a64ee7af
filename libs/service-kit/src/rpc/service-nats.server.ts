import { NatsContext } from '@nestjs/microservices';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { catchError, finalize, isObservable, throwError } from 'rxjs';
import type { Msg, NatsConnection } from 'nats';
import { DrainingServerNats } from './draining-nats.server';
import { coalesceWrites } from './coalesced-writes';
import type { DirectHandlers } from './direct-handlers';
import { runInRequestScope } from '../logging/request-scope';
import { requestIdOf, statusOf } from '../metrics/rpc-metrics.interceptor';

/** Whether a request carries an Idempotency-Key (a write the idempotency interceptor runs in a unit). */
function carriesKey(data: unknown): boolean {
  const key = (data as { context?: { idempotencyKey?: unknown } } | null | undefined)?.context?.idempotencyKey;
  return typeof key === 'string' && key !== '';
}

/**
 * The services' NATS server: DrainingServerNats (its shutdown) with costs per request taken out.
 * Replies are written to the socket once per event-loop turn (coalesceWrites), and a request's
 * handler is found by its subject directly: Nest first tries JSON.parse on every subject (for
 * object patterns), which for a plain subject such as `fields.brands.list` throws and builds a
 * SyntaxError with its stack on every message. Object patterns still go Nest's way.
 *
 * A request without an Idempotency-Key to a plain handler (directHandlersOf: `@Payload() data`,
 * no enhancer of its own) is answered here: the handler called in the request's scope, counted,
 * timed and held in flight as RpcMetricsInterceptor does, an error answered with the body of
 * RpcAllExceptionsFilter, the reply `{ response | err, isDisposed, id }` as Nest writes it. Nest's
 * chain around the same call (an execution context, two AsyncResource binds with Node's
 * deprecation wrappers, a dozen deferred observables and operators per request) was about a
 * fifth of a small read's CPU in the fields service. Every other request goes Nest's way.
 */
export class ServiceNatsServer extends DrainingServerNats {
  private direct: DirectHandlers | null = null;

  /** Set before listening (bootstrapService); without it every request goes Nest's way. */
  useDirectHandlers(direct: DirectHandlers | null): void {
    this.direct = direct;
  }

  override async createNatsClient(): Promise<NatsConnection> {
    const nc = await super.createNatsClient();
    coalesceWrites(nc);
    return nc;
  }

  override getHandlerByPattern(pattern: string) {
    return this.messageHandlers.get(pattern) ?? super.getHandlerByPattern(pattern);
  }

  override async handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    const handler = natsMsg.reply ? this.direct?.handlers.get(channel) : undefined;
    if (!handler || !this.direct) return super.handleMessage(channel, natsMsg);
    const { tracker, filter } = this.direct;
    // In flight from the moment NATS hands it over (as DrainingServerNats counts it).
    const received = this.inFlight.start();
    try {
      const message = (await this.deserializer.deserialize(natsMsg.data, { channel, replyTo: natsMsg.reply })) as { id?: string; data?: unknown };
      // An event, or a write with an Idempotency-Key: Nest's way (which reads the message again).
      if (message.id === undefined || carriesKey(message.data)) return await super.handleMessage(channel, natsMsg);
      const natsCtx = new NatsContext([natsMsg.subject, natsMsg.headers]);
      const publish = this.getPublisher(natsMsg, message.id, natsCtx);
      const subject = natsMsg.subject;
      const finish = tracker.begin(subject);
      return await runInRequestScope({ requestId: requestIdOf(message.data, natsCtx), subject }, async () => {
        const bodyOf = (e: unknown) => filter.toBody(e, rpcHost(message.data, natsCtx));
        let result: unknown;
        try {
          result = await handler(message.data);
        } catch (e) {
          finish(statusOf(e));
          return publish({ err: bodyOf(e), isDisposed: true });
        }
        if (isObservable(result)) {
          // A handler answering a stream: Nest's sending of each value, counted once it ends.
          let status = 'ok';
          this.send(result.pipe(catchError((e: unknown) => {
            status = statusOf(e);
            return throwError(() => bodyOf(e));
          }), finalize(() => finish(status))), publish);
          return undefined;
        }
        finish('ok');
        return publish({ response: result, isDisposed: true });
      });
    } finally {
      setImmediate(received);
    }
  }
}

/** What the exception filter reads of the request (its id, for the log line of an unexpected error). */
function rpcHost(data: unknown, ctx: NatsContext): ExecutionContextHost {
  const host = new ExecutionContextHost([data, ctx]);
  host.setType('rpc');
  return host;
}
