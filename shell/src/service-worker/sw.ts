// The shell's one service worker (served as /sw.js, scope /). Each concern is its own module,
// installed here: push handling, and the offline sets of the app (offline-handlers).
import { installPushHandlers, type PushWorkerScope } from './push-handlers';
import { installOfflineHandlers, type OfflineWorkerScope } from './offline-handlers';

type WorkerGlobal = PushWorkerScope & OfflineWorkerScope & { clients: PushWorkerScope['clients'] & OfflineWorkerScope['clients'] };

declare const self: WorkerGlobal;

installPushHandlers(self);
// A new worker takes over at once (skipWaiting in its install): it serves the same kept sets as
// the one before, and a newer deployment waits in its own set for the page's 更新.
installOfflineHandlers(self);
