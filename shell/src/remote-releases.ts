import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteReleaseChanged } from '@inasaku/ui';

type Entry = { name: string; entry: string };

export interface RemoteReleaseDeps {
  fetchImpl: typeof fetch;
  /** The remotes registered with the federation runtime now, entries absolute. */
  registered: () => Entry[];
  /** Registers again, replacing the registration of the same name. */
  register: (remotes: Entry[]) => void;
  /** Told after a remote was registered again, so its areas opened from now on load the new release. */
  changed: (remote: string) => void;
}

export const runtimeDeps: RemoteReleaseDeps = {
  fetchImpl: (input, init) => fetch(input, init),
  registered: () => (getInstance()?.options.remotes ?? []).filter((r): r is Entry & typeof r => 'entry' in r),
  // force: the runtime drops the old container and its cached manifest; modules of other remotes stay loaded.
  register: (remotes) => registerRemotes(remotes, { force: true }),
  changed: remoteReleaseChanged,
};

const isEntry = (v: unknown): v is Entry =>
  typeof v === 'object' && v !== null && typeof (v as Entry).name === 'string' && typeof (v as Entry).entry === 'string';

/**
 * One look at /remotes.json (the deployment's manifest): every registered remote whose entry has
 * moved (a new release of that domain was deployed) is registered again. Answers their names.
 * A remote added or removed since the page loaded waits for the next page load; an unreadable
 * list changes nothing.
 */
export async function checkRemoteReleases(deps: RemoteReleaseDeps = runtimeDeps): Promise<string[]> {
  // Nothing registered (the remotes never loaded, or a test without federation): nothing can move.
  const now = new Map(deps.registered().map((r) => [r.name, r.entry]));
  if (!now.size) return [];
  let body: unknown;
  try {
    const res = await deps.fetchImpl('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) return [];
    body = await res.json();
  } catch {
    return [];
  }
  if (!Array.isArray(body)) return [];
  const moved = body
    .filter(isEntry)
    .map(({ name, entry }) => ({ name, entry: new URL(entry, window.location.origin).href }))
    .filter((r) => now.has(r.name) && now.get(r.name) !== r.entry);
  if (!moved.length) return [];
  deps.register(moved);
  for (const r of moved) deps.changed(r.name);
  return moved.map((r) => r.name);
}

/** Looks on navigation (at most every `minGapMs`) and every `intervalMs` while the page is visible. */
export function remoteReleaseWatcher(deps: RemoteReleaseDeps = runtimeDeps, { intervalMs = 60_000, minGapMs = 5_000 } = {}) {
  let last = 0;
  let running = false;
  const look = (force = false) => {
    if (running || (!force && Date.now() - last < minGapMs)) return;
    running = true;
    last = Date.now();
    void checkRemoteReleases(deps).finally(() => {
      running = false;
    });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') look();
  };
  return {
    navigated: () => look(),
    start: () => {
      last = Date.now();
      const timer = setInterval(() => document.visibilityState !== 'hidden' && look(true), intervalMs);
      document.addEventListener('visibilitychange', onVisible);
      return () => {
        clearInterval(timer);
        document.removeEventListener('visibilitychange', onVisible);
      };
    },
  };
}
