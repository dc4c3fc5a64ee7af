import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while a request is handled carries, so one request can be followed across services. */
export interface RequestScope {
  requestId: string;
  subject: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` (and everything it awaits) inside the request's scope. */
export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}
