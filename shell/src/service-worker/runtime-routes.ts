import { Route, Router } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CHUNK_CACHE } from './app-sets';

/**
 * What the worker keeps beside the deployment sets, with Workbox's strategies: the public
 * configuration, photos already seen (bounded) and chunks with hashed names not listed in any
 * manifest (loaded on demand, kept once seen). No API answer is kept here, not even /auth/me: the
 * app keeps its data and the last signed-in user on the device itself (libs/offline, IndexedDB).
 */

export const CONFIG_CACHE = 'inasaku-config';
export const MEDIA_CACHE = 'inasaku-media';
/** Caches that hold something of the signed-in user: emptied when a user signs in or out. */
export const USER_CACHES = [MEDIA_CACHE];

/** [name].[contenthash:8].js|css, and asset modules named by their hash (images, fonts). */
export const HASHED_NAME = /(\.[0-9a-f]{8}\.(js|css)|\/[0-9a-f]{16,}\.(png|svg|jpe?g|webp|gif|woff2?))$/;

interface MatchContext {
  url: URL;
  request: Request;
}

export function runtimeRouter(origin: string): Router {
  const router = new Router();
  const own = (url: URL, path: string) => url.origin === origin && url.pathname === path;
  const ok = () => new CacheableResponsePlugin({ statuses: [200] });

  // The kept configuration at once, refreshed behind it (the deployment check also reads it every
  // minute): a page opened where the signal is weak never waits for a network timeout for it.
  router.registerRoute(
    new Route(({ url }: MatchContext) => own(url, '/config.json'), new StaleWhileRevalidate({ cacheName: CONFIG_CACHE, plugins: [ok()] })),
  );

  // Photos have immutable URLs (the gateway sends them as such): the newest 200 seen stay for a month.
  router.registerRoute(
    new Route(
      ({ url, request }: MatchContext) => url.origin === origin && url.pathname.startsWith('/media/') && request.destination === 'image',
      new CacheFirst({
        cacheName: MEDIA_CACHE,
        plugins: [ok(), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
      }),
    ),
  );

  router.registerRoute(
    new Route(
      ({ url }: MatchContext) => HASHED_NAME.test(url.pathname),
      new CacheFirst({ cacheName: CHUNK_CACHE, plugins: [ok(), new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })] }),
    ),
  );
  return router;
}
