import { useEffect } from 'react';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the shell's service worker (scope /) once signed in: push notifications need it, and
 * the sign-in page stays free of it. updateViaCache 'none' makes the browser check /sw.js itself on
 * every navigation instead of trusting an HTTP cache. A browser without service workers (or a
 * refusal) leaves the app as it is: only notifications on this device are unavailable.
 */
export async function registerServiceWorker(nav: Navigator = navigator): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in nav) || !nav.serviceWorker) return null;
  try {
    return await nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch (e) {
    console.warn('[shell] the service worker could not be registered', e);
    return null;
  }
}

export function useServiceWorker(): void {
  useEffect(() => {
    void registerServiceWorker();
  }, []);
}

/**
 * On sign-out this device stops receiving the signed-out user's notifications: the browser drops
 * the push subscription, and the push service answers 404/410 on the next send, which deletes the
 * server's row. The next user of the device turns notifications on for himself.
 */
export async function dropPushSubscription(nav: Navigator = navigator): Promise<void> {
  try {
    const registration = await nav.serviceWorker?.getRegistration('/');
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing to drop, or no service worker support: sign-out goes on.
  }
}
