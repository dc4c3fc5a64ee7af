import type { SubscriptionBody } from './notification-api';
import { NOTIFICATION_TEXTS as T } from './notification-texts';

/**
 * This device's side of Web Push: whether it can receive, the permission, and the browser's
 * subscription (PushManager.subscribe with the server's VAPID key).
 */

/** A name the user recognises in his device list, guessed from the user agent (he may change it). */
export function deviceNameFromUserAgent(ua: string): string {
  const device =
    /iPhone/.test(ua) ? 'iPhone'
      : /iPad/.test(ua) ? 'iPad'
        : /Android/.test(ua) ? (/Mobile/.test(ua) ? 'Androidスマートフォン' : 'Androidタブレット')
          : /Windows/.test(ua) ? 'Windowsパソコン'
            : /Macintosh|Mac OS X/.test(ua) ? 'Mac'
              : /CrOS/.test(ua) ? 'Chromebook'
                : /Linux/.test(ua) ? 'Linuxパソコン'
                  : 'この端末';
  // Order matters: Edge, Samsung Internet and Opera say Chrome too, Chrome says Safari.
  const browser =
    /Edg(A|iOS)?\//.test(ua) ? 'Edge'
      : /SamsungBrowser\//.test(ua) ? 'Samsung Internet'
        : /OPR\//.test(ua) ? 'Opera'
          : /Firefox\/|FxiOS\//.test(ua) ? 'Firefox'
            : /Chrome\/|CriOS\//.test(ua) ? 'Chrome'
              : /Safari\//.test(ua) ? 'Safari'
                : '';
  return browser ? `${device} ${browser}` : device;
}

/** Whether the app runs from the home screen (iOS delivers Web Push only then). */
export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches);
}

export function isIos(ua: string): boolean {
  return /iPhone|iPad|iPod/.test(ua);
}

/** Why this device cannot receive notifications, in Japanese, or null when it can. */
export function pushUnsupportedReason(win: Window = window): string | null {
  const ua = win.navigator.userAgent;
  const supported = 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
  if (isIos(ua) && !isStandalone(win)) return T.iosHomeScreenFirst;
  if (!supported) return T.unsupported;
  return null;
}

/** The VAPID key (base64url) as PushManager.subscribe's applicationServerKey. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((v, i) => v === b[i]);
}

export class PushDeniedError extends Error {}

/** Waits for the shell's service worker (registered after sign-in), a few seconds at most. */
async function readyRegistration(win: Window, timeoutMs: number): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(T.workerNotReady)), timeoutMs));
  return Promise.race([win.navigator.serviceWorker.ready, timeout]);
}

/**
 * Asks for the permission (a no-op when already granted), subscribes this browser with the
 * server's key (replacing a subscription made with another key) and returns what to POST.
 */
export async function subscribeThisDevice(publicKey: () => Promise<string>, deviceName: string, win: Window = window, timeoutMs = 10000): Promise<SubscriptionBody> {
  const permission = await (win as Window & typeof globalThis).Notification.requestPermission();
  if (permission !== 'granted') throw new PushDeniedError(T.permissionDenied);
  const registration = await readyRegistration(win, timeoutMs);
  const key = applicationServerKey(await publicKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    device_name: deviceName.trim(),
  };
}
