import { WIDGET_MODULES } from './dashboard/widget-modules';
import { routeForPath } from './routes';

/** The parts of a remote's mf-manifest.json this reads. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * The remote modules a signed-in page at `pathname` shows first, known before the user is: its
 * route's module, or the dashboard widgets every plan has (the water ones load with the screen).
 */
export function firstScreenModules(pathname: string): { remote: string; module: string }[] {
  const route = routeForPath(pathname);
  if (!route || route.layout !== 'app') return [];
  if (route.remote && route.module) return [{ remote: route.remote, module: route.module }];
  if (route.name !== 'dashboard') return [];
  return Object.values(WIDGET_MODULES).filter((w) => !('water' in w && w.water)).map(({ remote, module }) => ({ remote, module }));
}

/** The files of `modules` a remote's manifest names: its entry, then each module's scripts and styles, as absolute URLs. */
export function moduleFiles(manifestUrl: string, manifest: RemoteManifest, modules: readonly string[]): { url: string; as: 'script' | 'style' }[] {
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const files: { url: string; as: 'script' | 'style' }[] = [];
  if (entry?.name) files.push({ url: new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href, as: 'script' });
  for (const name of modules) {
    const assets = manifest.exposes?.find((e) => e.name === name)?.assets;
    for (const file of assets?.js?.sync ?? []) files.push({ url: new URL(file, base).href, as: 'script' });
    for (const file of assets?.css?.sync ?? []) files.push({ url: new URL(file, base).href, as: 'style' });
  }
  return [...new Map(files.map((f) => [f.url, f])).values()];
}

/**
 * Fetches the first screen's code (its remotes' entries, scripts and styles) into the page's
 * preload cache while the shell's own code still loads: the federation runtime, which can only
 * preload once the remotes are registered after the full app's chunk (bootstrap.tsx), then finds
 * every file in memory instead of asking for the manifest, the entry and the chunks one after the
 * other. Its own script and link elements take the preloaded files (same URLs, no CORS mode). A
 * failure only leaves the runtime to load as it would have.
 */
export async function preloadFirstScreenFiles(
  pathname: string,
  remotes: readonly { name: string; entry: string }[],
  fetchManifest: (url: string) => Promise<RemoteManifest> = async (url) => (await fetch(url, { credentials: 'same-origin' })).json(),
): Promise<void> {
  const byRemote = new Map<string, string[]>();
  for (const { remote, module } of firstScreenModules(pathname)) byRemote.set(remote, [...(byRemote.get(remote) ?? []), module]);
  await Promise.all(
    [...byRemote].map(async ([remote, modules]) => {
      const entry = remotes.find((r) => r.name === remote)?.entry;
      if (!entry) return;
      try {
        for (const file of moduleFiles(entry, await fetchManifest(entry), modules)) addPreload(file.url, file.as);
      } catch {
        // The runtime loads the screen as usual and shows its own error there.
      }
    }),
  );
}

function addPreload(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  document.head.appendChild(link);
}
