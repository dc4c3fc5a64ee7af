// The shell's one service worker (served as /sw.js, scope /). Each concern is its own module,
// installed here: push handling now; the offline precache joins it beside push-handlers.
import { installPushHandlers, type PushWorkerScope } from './push-handlers';

interface WorkerGlobal extends PushWorkerScope {
  addEventListener(type: string, listener: (event: never) => void): void;
  skipWaiting(): Promise<void>;
  clients: PushWorkerScope['clients'] & { claim(): Promise<void> };
}

declare const self: WorkerGlobal;

installPushHandlers(self);

// A new worker only carries handlers (no cached pages yet), so it can take over at once; open
// pages then get notification clicks from the current code.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event: { waitUntil(p: Promise<unknown>): void }) => event.waitUntil(self.clients.claim()));
