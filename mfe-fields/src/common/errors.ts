import { ApiError, ERRORS } from '@inasaku/ui';

/**
 * The message shown for a failed write: the gateway's own Japanese message for bad input
 * (400) and refusals (403, 409), the spec's fallback for everything else (spec 001 §8).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && [400, 403, 409].includes(error.status) && error.message) return error.message;
  if (error instanceof ApiError && error.status === 0) return ERRORS.communication;
  return fallback;
}
