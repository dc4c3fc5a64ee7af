import vm from 'node:vm';

/**
 * The shell's tests run under jsdom, which has no Response, Request or crypto.subtle; the worker's
 * modules need them. Node's own (from its main context) are put on the test's global.
 */
export function installWebGlobals(): void {
  const node = vm.runInThisContext('({ Response, Request, Headers, crypto })') as Record<string, unknown>;
  const g = globalThis as Record<string, unknown>;
  for (const name of ['Response', 'Request', 'Headers']) g[name] ??= node[name];
  const crypto = g.crypto as { subtle?: unknown } | undefined;
  if (!crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: node.crypto, configurable: true });
}
