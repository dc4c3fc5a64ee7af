import { Inject, Injectable, Logger, Optional, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import { runInRequestScope } from '../logging/request-scope';
import { InFlightRequests } from '../rpc/in-flight';
import { SERVICE_CONFIG, type ServiceConfig } from '../tokens';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor';
import { ServiceMetrics } from './service-metrics';

interface NatsLikeContext {
  getSubject?: () => string;
  getHeaders?: () => { get(name: string): string } | undefined;
}

/**
 * Around every NATS handler: counts and times the request per subject, and runs the handler in
 * the request's scope so that each log line it writes names the gateway's request id (from the
 * request context, or an `x-request-id` NATS header). HTTP (the health port) passes untouched.
 *
 * Inside it, the idempotency of writes (IdempotencyInterceptor) is applied by this interceptor
 * rather than registered as a second one: each interceptor Nest chains costs every request an
 * AsyncResource bind (with two deprecation wrappers built in Node 20), a deferred observable and
 * a merge, and reads never needed the second.
 */
@Injectable()
export class RpcMetricsInterceptor implements NestInterceptor {
  private readonly metrics: ServiceMetrics;
  private readonly logger = new Logger('Rpc');

  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Optional() private readonly idempotency?: IdempotencyInterceptor,
  ) {
    this.metrics = ServiceMetrics.for(config.name);
  }

  /**
   * Whether the service's logger writes debug lines: the line per request is not even built
   * otherwise. No logger (logging switched off) writes none; one that cannot tell is given the line.
   */
  private debugEnabled(): boolean {
    const logger = this.logger.localInstance as { isLevelEnabled?: (level: 'debug') => boolean } | undefined;
    if (!logger) return false;
    return typeof logger.isLevelEnabled === 'function' ? logger.isLevelEnabled('debug') : true;
  }

  /** Counted, and at LOG_LEVEL=debug one line per request (inside its scope: it names the request id). */
  private done(subject: string, status: string, seconds: number): void {
    this.metrics.observeRequest(subject, status, seconds);
    if (this.debugEnabled()) this.logger.debug({ msg: 'handled', status, ms: Math.round(seconds * 1000) });
  }

  /**
   * The same for a request the NATS server answers itself (ServiceNatsServer's direct handlers):
   * counted in flight from now; the returned function, called once it is answered, counts and
   * times it with its status.
   */
  begin(subject: string): (status: string) => void {
    const started = process.hrtime.bigint();
    const finished = InFlightRequests.shared.start();
    return (status) => {
      this.done(subject, status, Number(process.hrtime.bigint() - started) / 1e9);
      finished();
    };
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const rpc = context.switchToRpc();
    const nats = rpc.getContext() as NatsLikeContext | undefined;
    const subject = nats?.getSubject?.() ?? 'unknown';
    const requestId = requestIdOf(rpc.getData(), nats);
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    return new Observable((subscriber) => {
      // Counted until answered, so a shutdown drains exactly these (DrainingServerNats).
      const finished = InFlightRequests.shared.start();
      const inner = runInRequestScope({ requestId, subject }, () =>
        (this.idempotency ? this.idempotency.intercept(context, next) : next.handle()).subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            this.done(subject, statusOf(error), seconds());
            finished();
            subscriber.error(error);
          },
          complete: () => {
            this.done(subject, 'ok', seconds());
            finished();
            subscriber.complete();
          },
        }),
      );
      return () => {
        finished();
        inner.unsubscribe();
      };
    });
  }
}

export function requestIdOf(data: unknown, nats?: NatsLikeContext): string {
  const fromContext = (data as { context?: { requestId?: unknown } } | undefined)?.context?.requestId;
  if (typeof fromContext === 'string' && fromContext) return fromContext;
  const fromHeader = nats?.getHeaders?.()?.get('x-request-id');
  return fromHeader || '-';
}

/** The RPC error's status code (400, 404, 409...), 500 for anything else. */
export function statusOf(error: unknown): string {
  const candidate = error as { statusCode?: unknown; getError?: () => unknown; getStatus?: () => unknown };
  if (typeof candidate?.statusCode === 'number') return String(candidate.statusCode);
  const inner = typeof candidate?.getError === 'function' ? (candidate.getError() as { statusCode?: unknown }) : undefined;
  if (inner && typeof inner.statusCode === 'number') return String(inner.statusCode);
  if (typeof candidate?.getStatus === 'function') return String(candidate.getStatus());
  return '500';
}
