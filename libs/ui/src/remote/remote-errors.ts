/** The remote is not registered, or it does not expose the module: a missing feature, not a failure. */
export class RemoteUnavailableError extends Error {
  constructor(readonly id: string) {
    super(`Remote module ${id} is not available`);
    this.name = 'RemoteUnavailableError';
  }
}

/** The remote list itself (remotes.json) could not be read. */
export class RemoteListError extends Error {
  constructor() {
    super('remotes.json could not be loaded');
    this.name = 'RemoteListError';
  }
}

// What the federation runtime says when the container answers but lacks the expose.
const MISSING_EXPOSE = [/does not exist in container/i, /RUNTIME-014/, /RUNTIME_014/];

export function isMissingExpose(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return MISSING_EXPOSE.some((re) => re.test(message));
}
