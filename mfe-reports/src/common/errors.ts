import { useEffect } from 'react';

/** Weather load and save failures are logged for support (spec 000 §8); the screens decide what the user sees. */
export function logFailure(what: string, error: unknown): void {
  console.error(`[mfe-reports] ${what} failed`, error);
}

/** Logs a query's failure once per error (the screens show their empty state meanwhile). */
export function useLoggedFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error) logFailure(what, error);
  }, [what, error]);
}
