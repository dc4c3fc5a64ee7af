import { RpcException } from '@nestjs/microservices';
import { ERROR_CODES, MESSAGES, isRpcErrorBody, type RpcErrorBody } from '@inasaku/contracts';

/** An RpcException whose error is always a well-formed `RpcErrorBody`. */
export class RpcError extends RpcException {
  constructor(readonly body: RpcErrorBody) {
    super(body);
  }
}

/** Throws the RPC error the gateway turns into `{ error: { code, message, field } }` with `statusCode`. */
export function rpcError(statusCode: number, code: string, message: string, field?: string): never {
  const body: RpcErrorBody = field === undefined ? { statusCode, code, message } : { statusCode, code, message, field };
  throw new RpcError(body);
}

/** The common cases, so services do not repeat codes and messages. */
export const RpcErrors = {
  validation: (message: string, field?: string): never => rpcError(400, ERROR_CODES.validation, message, field),
  unauthorized: (message: string = MESSAGES.unauthorized): never => rpcError(401, ERROR_CODES.unauthorized, message),
  forbidden: (message: string = MESSAGES.forbidden): never => rpcError(403, ERROR_CODES.forbidden, message),
  notFound: (message: string = MESSAGES.notFound): never => rpcError(404, ERROR_CODES.notFound, message),
  conflict: (message: string): never => rpcError(409, ERROR_CODES.conflict, message),
  limitExceeded: (): never => rpcError(429, ERROR_CODES.limitExceeded, MESSAGES.limitExceeded),
};

export function toRpcErrorBody(error: unknown): RpcErrorBody | null {
  if (error instanceof RpcError) return error.body;
  if (error instanceof RpcException) {
    const inner = error.getError();
    if (isRpcErrorBody(inner)) return inner;
  }
  return null;
}
