/** Weather load and save failures are logged for support (spec 000 §8); the screens decide what the user sees. */
export function logFailure(what: string, error: unknown): void {
  console.error(`[mfe-reports] ${what} failed`, error);
}
