import { ApiError, ERRORS } from '@inasaku/ui';

/**
 * The alert of a failed post, save or delete (spec 001 §8: '通信エラー', then rethrown). A refusal
 * the server explains (bad input, read-only plan or year, not the author, already gone) keeps the
 * gateway's Japanese message, which says more than '通信エラー' could.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && [400, 403, 404, 409, 413].includes(error.status) && error.message) return error.message;
  return ERRORS.communication;
}
