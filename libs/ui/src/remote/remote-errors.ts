/** The remote is not registered, or it does not expose the module: a missing feature, not a failure. */
export class RemoteUnavailableError extends Error {
  constructor(readonly id: string) {
    super(`Remote module ${id} is not available`);
    this.name = 'RemoteUnavailableError';
  }
}

// What the federation runtime says when the container answers but lacks the expose.
const MISSING_EXPOSE = [/does not exist in container/i, /RUNTIME-014/, /RUNTIME_014/];

export function isMissingExpose(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return MISSING_EXPOSE.some((re) => re.test(message));
}
