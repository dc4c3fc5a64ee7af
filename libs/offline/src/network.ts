import { ApiError } from '@inasaku/ui';

/** No answer at all: the phone has no signal (apiFetch answers status 0). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError ? error.status === 0 : error instanceof TypeError;
}

/**
 * An answer that leaves the write's outcome unknown: no answer, a conflict of the same key still
 * running (409) or a server error. The write stays queued and is sent again with the same key,
 * which the server answers with the first result instead of writing twice.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return isNetworkFailure(error);
  return error.status === 0 || error.status === 401 || error.status === 409 || error.status >= 500;
}
