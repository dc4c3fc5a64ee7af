import type { AlertPushPayload } from '@inasaku/contracts';

/**
 * Web Push in the shell's service worker: shows the alert the water service sent and, on a tap,
 * brings the app to the sensor. Kept apart from the worker's entry so the offline precache can sit
 * beside it. The types are the few members of the service-worker globals this module touches, so
 * it compiles (and is unit-tested) under the DOM lib like the rest of the shell.
 */

export interface WorkerWindowClient {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface PushWorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options?: NotificationOptions & { lang?: string }): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WorkerWindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

interface WaitingEvent {
  waitUntil(work: Promise<unknown>): void;
}
export interface PushLikeEvent extends WaitingEvent {
  data: { json(): unknown; text(): string } | null;
}
export interface NotificationClickLikeEvent extends WaitingEvent {
  notification: { data?: unknown; close(): void };
}

export const ICON = '/icons/icon-192.png';
export const BADGE = '/icons/badge-96.png';
const FALLBACK_URL = '/dashboard';
const FALLBACK_TITLE = '稲作';

/** The payload as sent (push.ts AlertPushPayload); a malformed one still shows something rather than nothing. */
export function readPayload(data: PushLikeEvent['data']): AlertPushPayload {
  if (!data) return { title: FALLBACK_TITLE, body: '新しいお知らせがあります。', tag: 'inasaku', url: FALLBACK_URL, level: 'warning' };
  let parsed: Partial<AlertPushPayload> = {};
  try {
    parsed = data.json() as Partial<AlertPushPayload>;
  } catch {
    parsed = { body: data.text() };
  }
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);
  return {
    title: text(parsed.title, FALLBACK_TITLE),
    body: text(parsed.body, ''),
    tag: text(parsed.tag, 'inasaku'),
    url: text(parsed.url, FALLBACK_URL),
    level: parsed.level ?? 'warning',
  };
}

/**
 * Only a path of this site is opened: a payload is trusted to name a screen, never another origin
 * (a leaked subscription must not turn a tap into a phishing link).
 */
export function sameOriginUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return new URL(FALLBACK_URL, origin).href;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : new URL(FALLBACK_URL, origin).href;
  } catch {
    return new URL(FALLBACK_URL, origin).href;
  }
}

export function onPush(scope: PushWorkerScope, event: PushLikeEvent): void {
  const payload = readPayload(event.data);
  event.waitUntil(
    scope.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      // A new state of the same sensor replaces the old notification and rings again.
      renotify: true,
      // 危険 stays on screen until the farmer acts on it.
      requireInteraction: payload.level === 'danger',
      data: { url: payload.url, level: payload.level },
      icon: ICON,
      badge: BADGE,
      lang: 'ja',
    } as NotificationOptions),
  );
}

/** Focuses a window of the app already open (navigated to the sensor) or opens one. */
export async function openApp(scope: PushWorkerScope, url: string): Promise<void> {
  const target = sameOriginUrl(url, scope.location.origin);
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((c) => c.url.startsWith(scope.location.origin));
  if (open) {
    // focus() needs the click's user activation; without it the window is still taken to the sensor.
    await open.focus().catch(() => undefined);
    // navigate() refuses a window this worker does not control (opened before it activated).
    const navigated = await open.navigate(target).then(() => true, () => false);
    if (navigated) return;
  }
  await scope.clients.openWindow(target);
}

export function onNotificationClick(scope: PushWorkerScope, event: NotificationClickLikeEvent): void {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | undefined;
  event.waitUntil(openApp(scope, typeof data?.url === 'string' ? data.url : FALLBACK_URL));
}

/** Wires the handlers to the worker's global scope. */
export function installPushHandlers(scope: PushWorkerScope & { addEventListener(type: string, listener: (event: never) => void): void }): void {
  scope.addEventListener('push', (event: PushLikeEvent) => onPush(scope, event));
  scope.addEventListener('notificationclick', (event: NotificationClickLikeEvent) => onNotificationClick(scope, event));
}
