import { ERROR_CODES, MESSAGES } from '@inasaku/contracts';
import { ApiError } from '@inasaku/ui';

/** The server was not reached (or answered without JSON). */
export function isConnectionFailure(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status === 0;
}

export function isLimitExceeded(err: unknown): boolean {
  return err instanceof ApiError && (err.code === ERROR_CODES.limitExceeded || err.code === ERROR_CODES.tooManyRequests);
}

/**
 * Spec 001 §8: admin API (and other account) errors show the server's message, else the
 * error's own; an unreachable server says so in the spec's words.
 */
export function serverMessage(err: unknown): string {
  if (isConnectionFailure(err)) return MESSAGES.connectionFailed;
  if (isLimitExceeded(err)) return MESSAGES.limitExceeded;
  return (err as ApiError).message || MESSAGES.connectionFailed;
}

/** The form field a 400/409 answer names (e.g. 'email'), to show its message under that input. */
export function failedField(err: unknown): string | undefined {
  return err instanceof ApiError && (err.status === 400 || err.status === 409) ? err.field : undefined;
}
