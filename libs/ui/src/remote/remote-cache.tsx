import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RemoteLoader } from './remotes-context';
import { isMissingExpose } from './remote-errors';

type AnyComponent = ComponentType<any>;

// One lazy component per loader and 'remote/Module', so re-renders never refetch and a
// component keeps its state; a failed load is evicted so 再読み込み really retries.
const caches = new WeakMap<RemoteLoader, Map<string, LazyExoticComponent<AnyComponent>>>();

function pickComponent(mod: unknown, module: string): AnyComponent | null {
  if (mod == null) return null;
  if (typeof mod === 'function') return mod as AnyComponent;
  const exports = mod as Record<string, unknown>;
  const candidate = exports.default ?? exports[module];
  if (typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null)) {
    return candidate as AnyComponent;
  }
  return null;
}

/** What a RemoteModule shows when its module turns out not to exist. */
export const UnavailableContext = createContext<ReactNode>(null);

// A missing module is an expected state (a remote that does not offer a widget yet), not an
// error: resolving to this view keeps it out of the error boundary and the console.
function UnavailableView() {
  return <>{useContext(UnavailableContext)}</>;
}

export function remoteId(remote: string, module: string): string {
  return `${remote}/${module}`;
}

/** `release`: the remote's registration (remoteReleaseChanged), so a new release gets a new component. */
export function getLazyRemote(loader: RemoteLoader, remote: string, module: string, release = 0): LazyExoticComponent<AnyComponent> {
  let cache = caches.get(loader);
  if (!cache) caches.set(loader, (cache = new Map()));
  const id = remoteId(remote, module);
  const key = `${id}#${release}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      let mod: unknown;
      try {
        mod = await loader(id);
      } catch (error) {
        if (isMissingExpose(error)) return { default: UnavailableView };
        cache.delete(key);
        throw error;
      }
      return { default: pickComponent(mod, module) ?? UnavailableView };
    });
    cache.set(key, component);
  }
  return component;
}

export function evictRemote(loader: RemoteLoader, remote: string, module: string, release = 0): void {
  caches.get(loader)?.delete(`${remoteId(remote, module)}#${release}`);
}
