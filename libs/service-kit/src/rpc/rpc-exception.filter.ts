import { Catch, HttpException, type ArgumentsHost, type HttpServer, type LoggerService } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { throwError, type Observable } from 'rxjs';
import { ERROR_CODES, MESSAGES, type RpcErrorBody } from '@inasaku/contracts';
import { toRpcErrorBody } from './rpc-error';

/**
 * Every error leaving a message handler becomes an `RpcErrorBody`. Known RPC errors pass as
 * they are; anything else is logged with the request id and answered as a generic 500, so
 * internals never reach the browser. HTTP (the health port) keeps Nest's default handling:
 * the filter is registered once for the hybrid app, which shares it with the NATS side.
 */
@Catch()
export class RpcAllExceptionsFilter extends BaseExceptionFilter {
  constructor(
    private readonly logger: LoggerService,
    httpAdapter?: HttpServer,
  ) {
    super(httpAdapter);
  }

  override catch(exception: unknown, host: ArgumentsHost): Observable<never> | void {
    if (host.getType() !== 'rpc') return super.catch(exception, host);
    return throwError(() => this.toBody(exception, host));
  }

  toBody(exception: unknown, host?: ArgumentsHost): RpcErrorBody {
    const known = toRpcErrorBody(exception);
    if (known) return known;
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      const status = exception.getStatus();
      return { statusCode: status, code: status === 404 ? ERROR_CODES.notFound : ERROR_CODES.validation, message: MESSAGES.invalidInput };
    }
    const requestId = requestIdOf(host);
    const err = exception instanceof Error ? exception : new Error(String(exception));
    this.logger.error({ msg: 'unhandled error in message handler', requestId, error: err.message }, err.stack, 'RpcExceptionFilter');
    return { statusCode: 500, code: ERROR_CODES.internal, message: MESSAGES.internal };
  }
}

function requestIdOf(host?: ArgumentsHost): string | undefined {
  if (!host || host.getType() !== 'rpc') return undefined;
  const data = host.switchToRpc().getData() as { context?: { requestId?: unknown } } | undefined;
  const id = data?.context?.requestId;
  return typeof id === 'string' ? id : undefined;
}
