import { AppSets } from './app-sets';
import { REMOTES_URL } from './deployment';
import { CHECK_DEPLOYMENT, DEPLOYMENT_STATUS, SWITCH_DEPLOYMENT, SWITCHED, type DeploymentStatusMessage } from './messages';
import { CONFIG_CACHE, runtimeRouter, USER_CACHES } from './runtime-routes';

/**
 * The offline half of the shell's worker: pages open from the deployment set kept on the device
 * (navigation → its index.html, every file of the shell and the remotes from the same set), new
 * deployments are prepared in the background and offered to the page, and a few runtime caches
 * (runtime-routes) keep the rest. The members of the worker globals used here are typed by hand,
 * as in push-handlers, so the shell compiles under the DOM lib.
 */

interface WaitingEvent {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchLikeEvent extends WaitingEvent {
  request: Request;
  clientId: string;
  resultingClientId?: string;
  respondWith(response: Promise<Response>): void;
}
interface WindowClientLike {
  id: string;
  postMessage(message: unknown): void;
}
interface MessageLikeEvent extends WaitingEvent {
  data: unknown;
  source: WindowClientLike | null;
  ports: readonly MessagePort[];
}

export interface OfflineWorkerScope {
  location: { origin: string };
  caches: CacheStorage;
  fetch: typeof fetch;
  addEventListener(type: string, listener: (event: never) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<readonly WindowClientLike[]>;
  };
}

/** Paths the gateway answers itself (API, media, remotes): never the app's page. */
const SERVER_PATHS = /^\/(auth|inasaku|api|media|health|mfe|smart)\/|^\/maintenance$/;
const SIGN_IN_OUT = new Set(['/auth/sign-in', '/auth/sign-out']);
const CHECK_GAP_MS = 60_000;

export function isPagePath(pathname: string): boolean {
  return !SERVER_PATHS.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

export function installOfflineHandlers(scope: OfflineWorkerScope): AppSets {
  const origin = scope.location.origin;
  const sets = new AppSets(scope.caches, (input, init) => scope.fetch(input, init), origin);
  const router = runtimeRouter(origin);
  const indexUrl = new URL('/index.html', origin).href;
  const remotesUrl = new URL(REMOTES_URL, origin).href;
  const configUrl = new URL('/config.json', origin).href;

  const liveClients = async () => (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((c) => c.id);

  /** Tells every page whether a newer set than its own is ready. */
  async function announce(): Promise<void> {
    const s = await sets.state();
    for (const client of await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
      const pageSet = await sets.setOf(client.id);
      const newestSet = s.ready ?? s.active;
      const message: DeploymentStatusMessage = { type: DEPLOYMENT_STATUS, updateAvailable: !!newestSet && newestSet !== pageSet, pageSet, newestSet };
      client.postMessage(message);
    }
  }

  /** The public configuration, read with each check: a page opened offline finds the last one. */
  async function keepConfig(): Promise<void> {
    const res = await scope.fetch(configUrl, { cache: 'no-store', credentials: 'same-origin' });
    if (res.ok) await (await scope.caches.open(CONFIG_CACHE)).put(configUrl, res);
  }

  async function checkAndAnnounce(): Promise<void> {
    try {
      await Promise.all([sets.check(), keepConfig()]);
    } catch (error) {
      // Offline, or a deployment in progress: the set in use stays, the next check tries again.
      console.warn('[sw] deployment check', error);
    }
    await announce();
    await sets.cleanUp(await liveClients());
  }

  async function openPage(event: FetchLikeEvent): Promise<Response> {
    const { saved } = await sets.openPage(event.resultingClientId);
    event.waitUntil(saved);
    return (await sets.match(indexUrl, event.resultingClientId)) ?? scope.fetch(event.request);
  }

  // The shell reads /remotes.json on navigation and every minute (remote-releases): each such read
  // also has the worker look for a new deployment, at most once a minute.
  let lastCheck = 0;
  function checkSoon(event: WaitingEvent): void {
    if (Date.now() - lastCheck < CHECK_GAP_MS) return;
    lastCheck = Date.now();
    event.waitUntil(checkAndAnnounce());
  }

  async function serve(event: FetchLikeEvent): Promise<Response> {
    const remotesList = new URL(event.request.url).href === remotesUrl;
    const kept = await sets.match(event.request.url, event.clientId, { newestFirst: remotesList });
    if (kept) return kept;
    return router.handleRequest({ request: event.request, event: event as never }) ?? scope.fetch(event.request);
  }

  scope.addEventListener('install', (event: WaitingEvent) => {
    // The first install fills the first set before the worker takes over; a later worker takes
    // the sets already kept. Push must work even if that fails, so a failure only waits for the next check.
    event.waitUntil(
      sets
        .state()
        .then((s) => (s.active ? undefined : sets.check().then(() => undefined)))
        .catch((error) => console.warn('[sw] first set', error))
        .then(() => scope.skipWaiting()),
    );
  });
  scope.addEventListener('activate', (event: WaitingEvent) => {
    event.waitUntil(scope.clients.claim().then(async () => sets.cleanUp(await liveClients())));
  });

  scope.addEventListener('fetch', (event: FetchLikeEvent) => {
    const { request } = event;
    const url = new URL(request.url);
    const sameOrigin = url.origin === origin;
    if (sameOrigin && request.method === 'POST' && SIGN_IN_OUT.has(url.pathname)) {
      // Another user may sign in next on this device: nothing of this one stays in the worker.
      event.waitUntil(Promise.all(USER_CACHES.map((name) => scope.caches.delete(name))));
      return;
    }
    if (request.method !== 'GET') return;
    if (request.mode === 'navigate') {
      if (sameOrigin && isPagePath(url.pathname)) event.respondWith(openPage(event));
      return;
    }
    if (sameOrigin && SERVER_PATHS.test(url.pathname) && !url.pathname.startsWith('/mfe/') && !url.pathname.startsWith('/media/')) return;
    // Another origin: only a remote served from there (its scripts, styles, manifest).
    if (!sameOrigin && !/\.(js|css|json)$/.test(url.pathname)) return;
    if (sameOrigin && url.pathname === REMOTES_URL) checkSoon(event);
    event.respondWith(serve(event));
  });

  scope.addEventListener('message', (event: MessageLikeEvent) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === CHECK_DEPLOYMENT) event.waitUntil(checkAndAnnounce());
    if (type === SWITCH_DEPLOYMENT) {
      event.waitUntil(
        sets.switchToReady().then(() => {
          event.ports[0]?.postMessage({ type: SWITCHED });
          event.source?.postMessage({ type: SWITCHED });
        }),
      );
    }
  });
  return sets;
}
