import type { OfflineDatabase } from './db';
import { isNetworkFailure } from './network';

export interface CachedAnswer<T> {
  data: T;
  /** when the data was fetched from the server (ms since epoch) */
  at: number;
  /** true when the network failed and the device's copy is shown */
  fromDevice: boolean;
}

/** The browser knows it has no network at all (airplane mode, no signal). */
function knownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Network first: the server's answer is kept on the device and returned; without a network the
 * device's last copy is returned with its time. Any other failure (a refusal, a lost session) is
 * the screen's to show, as without the cache. A browser that knows it is offline is not asked to
 * try: the copy comes at once (a screen opened in the paddy makes many reads), and only a read
 * the device has no copy of goes to the network, to fail there as before.
 */
export async function cachedRead<T>(db: OfflineDatabase | null, key: string, load: () => Promise<T>): Promise<CachedAnswer<T>> {
  if (db && knownOffline()) {
    const kept = await db.cache.get(key).catch(() => undefined);
    if (kept) return { data: kept.data as T, at: kept.at, fromDevice: true };
  }
  try {
    const data = await load();
    const at = Date.now();
    if (db) await db.cache.put({ key, data, at }).catch((e) => console.warn('[offline] could not keep', key, e));
    return { data, at, fromDevice: false };
  } catch (error) {
    if (!db || !isNetworkFailure(error)) throw error;
    const kept = await db.cache.get(key).catch(() => undefined);
    if (!kept) throw error;
    return { data: kept.data as T, at: kept.at, fromDevice: true };
  }
}

/** The device's copy only (no network call): for checks made while the network is gone. */
export async function keptAnswer<T>(db: OfflineDatabase | null, key: string): Promise<CachedAnswer<T> | null> {
  if (!db) return null;
  const kept = await db.cache.get(key).catch(() => undefined);
  return kept ? { data: kept.data as T, at: kept.at, fromDevice: true } : null;
}

/** A cache key from a path and its query (undefined values left out, keys sorted). */
export function cacheKey(path: string, query: Record<string, unknown> = {}): string {
  const parts = Object.keys(query)
    .filter((k) => query[k] !== undefined && query[k] !== null)
    .sort()
    .map((k) => `${k}=${String(query[k])}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 最終更新: 2026/04/20 10:05 (the time of the last refresh from the server, local time). */
export function lastRefreshText(at: number): string {
  const d = new Date(at);
  return `最終更新: ${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
