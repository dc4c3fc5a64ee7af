import type { ZodType } from 'zod';
import { ERROR_CODES, MESSAGES, requestContextSchema, type RequestContext } from '@inasaku/contracts';
import { rpcError } from './rpc-error';

/**
 * Validates what arrived over NATS: the gateway's request context and the payload.
 * The service trusts nothing else, so a bad payload is a 400 carrying the same Japanese
 * message the form shows and the offending field.
 */
export function parseEnvelope<T>(schema: ZodType<T>, data: unknown): { context: RequestContext; payload: T } {
  const envelope = (typeof data === 'object' && data !== null ? data : {}) as { context?: unknown; payload?: unknown };
  const context = requestContextSchema.safeParse(envelope.context);
  if (!context.success) rpcError(400, ERROR_CODES.validation, MESSAGES.invalidInput, 'context');
  const payload = schema.safeParse(envelope.payload ?? {});
  if (!payload.success) {
    const issue = payload.error.issues[0];
    const field = issue.path.length ? issue.path.map(String).join('.') : undefined;
    rpcError(400, ERROR_CODES.validation, issue.message || MESSAGES.invalidInput, field);
  }
  return { context: context.data, payload: payload.data };
}

/** The context alone, for requests without a payload. */
export function parseContext(data: unknown): RequestContext {
  const envelope = (typeof data === 'object' && data !== null ? data : {}) as { context?: unknown };
  const context = requestContextSchema.safeParse(envelope.context);
  if (!context.success) rpcError(400, ERROR_CODES.validation, MESSAGES.invalidInput, 'context');
  return context.data;
}
