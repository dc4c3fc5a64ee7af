/**
 * The browser knows it has no network (airplane mode, no signal at all): nothing is asked of the
 * server before the app opens from what the device keeps; a request would only fail, or on some
 * phones hang until its timeout. No imports: the first page (bootstrap) uses it too.
 */
export function knownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
