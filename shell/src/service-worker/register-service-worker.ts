import { useEffect } from 'react';
import { firstScreenCode } from '../preload-screen';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the shell's service worker (scope /) once signed in: push notifications and opening
 * the app without a network need it, and the sign-in page stays free of it. updateViaCache 'none'
 * makes the browser check /sw.js itself on every navigation instead of trusting an HTTP cache. A
 * browser without service workers (or a refusal) leaves the app as it is: only notifications and
 * the offline start are unavailable on this device.
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

/** The longest the registration waits for the first screen's code. */
export const REGISTER_WAIT_MS = 4000;

/**
 * Registered once the code of the screen the page opened on is in (at most REGISTER_WAIT_MS): the
 * worker's first install downloads every remote's build (about 2 MB compressed), which on a
 * phone's network would otherwise share the line with the screen the user is waiting for.
 */
export function useServiceWorker(wait: () => Promise<void> = firstScreenCode): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let left = false;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, REGISTER_WAIT_MS);
    });
    void Promise.race([wait(), waited]).then(() => {
      clearTimeout(timer);
      if (!left) void registerServiceWorker();
    });
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, [wait]);
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
