import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

/** Loads 'remote/Module' and resolves the module's exports (null when the runtime gives up). */
export type RemoteLoader = (id: string) => Promise<unknown>;

/**
 * loading: remotes.json not answered yet; ready: the list is known;
 * failed: the list could not be read, so every remote area shows a load error.
 */
export type RemotesStatus = 'loading' | 'ready' | 'failed';

export interface RemotesState {
  status: RemotesStatus;
  names: ReadonlySet<string>;
  loader: RemoteLoader;
}

export const defaultRemoteLoader: RemoteLoader = (id) => loadRemote(id);

const RemotesContext = createContext<RemotesState>({
  status: 'ready',
  names: new Set(),
  loader: defaultRemoteLoader,
});

export interface RemotesProviderProps {
  status: RemotesStatus;
  /** Names of the registered remotes, as in remotes.json (mfe_account, ...). */
  names: Iterable<string>;
  /** Defaults to the Module Federation runtime's loadRemote; tests pass their own. */
  loader?: RemoteLoader;
  children: ReactNode;
}

export function RemotesProvider({ status, names, loader = defaultRemoteLoader, children }: RemotesProviderProps) {
  // Compared by content: a new array with the same names must not reload any remote area.
  const key = [...names].join('\n');
  const value = useMemo<RemotesState>(
    () => ({ status, names: new Set(key ? key.split('\n') : []), loader }),
    [status, key, loader],
  );
  return <RemotesContext.Provider value={value}>{children}</RemotesContext.Provider>;
}

export function useRemotes(): RemotesState {
  return useContext(RemotesContext);
}

// Which registration of each remote is current: the shell re-registers a remote when remotes.json
// names a new release of it (one domain deployed on its own). Areas opened afterwards load that
// release; an area already showing keeps the release it opened with, and other remotes are untouched.
const generations = new Map<string, number>();
const generationListeners = new Set<() => void>();

/** Called once a remote has been registered again at a new entry. */
export function remoteReleaseChanged(remote: string): void {
  generations.set(remote, (generations.get(remote) ?? 0) + 1);
  generationListeners.forEach((listener) => listener());
}

const subscribeGenerations = (listener: () => void) => {
  generationListeners.add(listener);
  return () => {
    generationListeners.delete(listener);
  };
};

/** How many times `remote` was registered again since the page loaded. */
export function useRemoteGeneration(remote: string): number {
  return useSyncExternalStore(subscribeGenerations, () => generations.get(remote) ?? 0, () => 0);
}
