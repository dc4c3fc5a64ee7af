import { CHECK_DEPLOYMENT, DEPLOYMENT_STATUS, SWITCH_DEPLOYMENT, SWITCHED } from './messages';
import { installOfflineHandlers, isPagePath, type OfflineWorkerScope } from './offline-handlers';
import { FakeCacheStorage } from './testing/fake-cache-storage';
import { deployWorks, fakeSite, ORIGIN } from './testing/fake-site';
import { installWebGlobals } from './testing/web-globals';

installWebGlobals();

// Workbox's strategies (ES modules, worker globals) are not what is tested here: nothing routed.
jest.mock('./runtime-routes', () => ({
  CONFIG_CACHE: 'inasaku-config',
  USER_CACHES: ['inasaku-media'],
  runtimeRouter: () => ({ handleRequest: () => undefined }),
}));

type Listener = (event: never) => void;

/** The worker's global scope with one site, in-memory caches and open pages that record what they are told. */
function worker() {
  const site = fakeSite();
  const caches = new FakeCacheStorage();
  const listeners = new Map<string, Listener>();
  const pages = new Map<string, unknown[]>();
  let online = true;
  const scope: OfflineWorkerScope = {
    location: { origin: ORIGIN },
    caches: caches.asCacheStorage(),
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => (online ? site.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch')))) as typeof fetch,
    addEventListener: (type, listener) => listeners.set(type, listener),
    skipWaiting: jest.fn(async () => undefined),
    clients: {
      claim: async () => undefined,
      matchAll: async () => [...pages.keys()].map((id) => ({ id, postMessage: (m: unknown) => pages.get(id)!.push(m) })),
    },
  };
  installOfflineHandlers(scope);

  /** Dispatches an event; resolves with what it answered (respondWith) once its work is done. */
  async function dispatch(type: string, fields: Record<string, unknown>): Promise<{ response?: Response; answered: boolean }> {
    const work: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    const event = { ...fields, waitUntil: (p: Promise<unknown>) => work.push(p), respondWith: (r: Promise<Response>) => (response = r) };
    listeners.get(type)!(event as never);
    const answered = response !== undefined;
    const resolved = response ? await response : undefined;
    for (let i = 0; i < work.length; i++) await work[i];
    return { response: resolved, answered };
  }
  const request = (path: string, init: { method?: string; mode?: string } = {}) => {
    const url = new URL(path, ORIGIN).href;
    return { url, method: init.method ?? 'GET', mode: init.mode ?? 'cors', destination: '', toString: () => url };
  };
  const navigate = (path: string, clientId: string) => dispatch('fetch', { request: request(path, { mode: 'navigate' }), clientId: '', resultingClientId: clientId });
  const get = (path: string, clientId: string) => dispatch('fetch', { request: request(path), clientId });
  const message = (data: unknown, source: string, port?: { postMessage: (m: unknown) => void }) =>
    dispatch('message', { data, source: { id: source, postMessage: (m: unknown) => pages.get(source)?.push(m) }, ports: port ? [port] : [] });
  const openPage = (id: string) => pages.set(id, []);
  return { site, caches, dispatch, navigate, get, message, pages, openPage, request, goOffline: () => (online = false), goOnline: () => (online = true), scope };
}

describe('the offline half of the service worker', () => {
  it('installs with the first set complete, then opens any screen from it without a network', async () => {
    const w = worker();
    await w.dispatch('install', {});
    expect(w.scope.skipWaiting).toHaveBeenCalled();
    w.goOffline();
    const page = await w.navigate('/work-histories/add', 'page-1');
    expect(await page.response?.text()).toBe('<html>shell 1</html>');
    expect(await (await w.get('/mfe/works/remoteEntry.js', 'page-1')).response?.text()).toBe('entry aaaaaaaa');
    expect(await (await w.get('/remotes.json', 'page-1')).response?.json()).toEqual([{ name: 'mfe_works', entry: '/mfe/works/mf-manifest.json' }]);
  });

  it('leaves the API, other methods and other origins to the network as before', async () => {
    const w = worker();
    await w.dispatch('install', {});
    expect((await w.get('/inasaku/paddy-fields', 'p')).answered).toBe(false);
    expect((await w.get('/auth/me', 'p')).answered).toBe(false);
    expect((await w.dispatch('fetch', { request: w.request('/inasaku/work-histories', { method: 'POST' }), clientId: 'p' })).answered).toBe(false);
    expect((await w.get('https://cyberjapandata.gsi.go.jp/xyz/seamlessphoto/17/1/1.jpg', 'p')).answered).toBe(false);
    expect((await w.navigate('/media/file/abc.jpg', 'p')).answered).toBe(false);
  });

  it("signing in or out forgets the photos kept of the user before, and answers nothing itself", async () => {
    const w = worker();
    await (await w.caches.open('inasaku-media')).put(`${ORIGIN}/media/file/a.jpg`, new Response('photo'));
    const out = await w.dispatch('fetch', { request: w.request('/auth/sign-out', { method: 'POST' }), clientId: 'p' });
    expect(out.answered).toBe(false);
    expect(await w.caches.has('inasaku-media')).toBe(false);
  });

  it('a page asking after a remote was deployed hears of the new set; 更新 makes it the one in use', async () => {
    const w = worker();
    await w.dispatch('install', {});
    w.openPage('page-1');
    await w.navigate('/dashboard', 'page-1');
    await w.message({ type: CHECK_DEPLOYMENT }, 'page-1');
    expect(w.pages.get('page-1')).toEqual([expect.objectContaining({ type: DEPLOYMENT_STATUS, updateAvailable: false })]);

    deployWorks(w.site, 'bbbbbbbb');
    await w.message({ type: CHECK_DEPLOYMENT }, 'page-1');
    expect(w.pages.get('page-1')!.at(-1)).toEqual(expect.objectContaining({ type: DEPLOYMENT_STATUS, updateAvailable: true }));
    // Until then the page keeps its own set.
    expect(await (await w.get('/mfe/works/remoteEntry.js', 'page-1')).response?.text()).toBe('entry aaaaaaaa');

    const replies: unknown[] = [];
    await w.message({ type: SWITCH_DEPLOYMENT }, 'page-1', { postMessage: (m) => replies.push(m) });
    expect(replies).toEqual([{ type: SWITCHED }]);
    await w.navigate('/dashboard', 'page-1-reloaded');
    expect(await (await w.get('/mfe/works/remoteEntry.js', 'page-1-reloaded')).response?.text()).toBe('entry bbbbbbbb');
  });

  it('a check without a network changes nothing and still answers the page', async () => {
    const w = worker();
    await w.dispatch('install', {});
    w.openPage('page-1');
    w.goOffline();
    await w.message({ type: CHECK_DEPLOYMENT }, 'page-1');
    expect(w.pages.get('page-1')).toEqual([expect.objectContaining({ updateAvailable: false })]);
  });

  it('screens are page paths; the API, media, remotes and files are not', () => {
    expect(['/', '/dashboard', '/work-histories/add', '/water/show'].every(isPagePath)).toBe(true);
    expect(['/inasaku/x', '/api/management', '/auth/me', '/media/file/1', '/mfe/works/x', '/sw.js', '/remotes.json', '/maintenance'].some(isPagePath)).toBe(false);
  });
});
