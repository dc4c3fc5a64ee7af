import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { CurrentUser } from '@inasaku/contracts';
import { defaultRemoteLoader, type RemoteLoader } from '@inasaku/ui';
import { routeForPath } from './routes';
import { DASHBOARD_WIDGETS, widgetsFor } from './dashboard/widgets';
import { planOf } from './session/plan';

/**
 * The remote modules ('remote/Module') the signed-in screen at `pathname` shows: its route's
 * module, or the dashboard's widgets (for this user's plan; without a known user, those every plan has).
 */
export function screenModules(pathname: string, user: CurrentUser | null): string[] {
  const route = routeForPath(pathname);
  if (!route || route.layout !== 'app') return [];
  if (route.remote && route.module) return [`${route.remote}/${route.module}`];
  if (route.name !== 'dashboard') return [];
  const widgets = user ? widgetsFor(planOf(user)) : DASHBOARD_WIDGETS.filter((w) => !w.water);
  return widgets.map((w) => `${w.remote}/${w.module}`);
}

/** Fetches the files of modules ahead (the federation runtime's preload: entry and chunks side by side). */
export type AssetPreloader = (remotes: { nameOrAlias: string; exposes: string[] }[]) => Promise<unknown>;

/**
 * With the remote's manifest read, its entry and the modules' chunks are fetched side by side
 * (link preload) instead of the entry first and the chunks once it has run. Shared modules are
 * the shell's (share: false), and remotes the module needs load with it.
 */
const federationPreload: AssetPreloader = (remotes) =>
  preloadRemote(remotes.map((r) => ({ ...r, resourceCategory: 'sync' as const, share: false, depsRemote: false })));

let firstScreen: Promise<void> = Promise.resolve();

/** Settles once the code of the screen the page opened on has loaded (or failed); at once when none was preloaded. */
export function firstScreenCode(): Promise<void> {
  return firstScreen;
}

/**
 * Starts loading the code of the screen the page opens on as soon as the remotes are registered,
 * while the shell still reads the session and the year list (the screen renders only once the
 * year is known): manifest, entry and chunks then arrive in parallel with those instead of after
 * them. The federation runtime keeps the loaded module, so the screen's own load finds it. A failed
 * preload is left to that load, which shows the error in the screen's area.
 */
export function preloadScreen(
  pathname: string,
  user: CurrentUser | null,
  registered: readonly string[],
  loader: RemoteLoader = defaultRemoteLoader,
  preloadAssets: AssetPreloader = federationPreload,
): string[] {
  const ids = screenModules(pathname, user).filter((id) => registered.includes(id.slice(0, id.indexOf('/'))));
  const byRemote = new Map<string, string[]>();
  for (const id of ids) {
    const [remote, module] = id.split('/');
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), module]);
  }
  if (byRemote.size) {
    void Promise.resolve()
      .then(() => preloadAssets([...byRemote].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes }))))
      .catch(() => undefined);
  }
  firstScreen = Promise.all(ids.map((id) => loader(id).catch(() => undefined))).then(() => undefined);
  return ids;
}
