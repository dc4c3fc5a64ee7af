import { CHECK_DEPLOYMENT, isDeploymentStatus, SWITCH_DEPLOYMENT, SWITCHED } from '../service-worker/messages';

/**
 * The page's side of new deployments: it asks the service worker to look for one when the page
 * starts, every few minutes and when the connection returns (Background Sync and periodic sync are
 * not there on iPhone), and hears back when a complete newer set is ready.
 */

export const CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** The members of navigator.serviceWorker used here (a fake in tests). */
export interface WorkerContainer {
  ready: Promise<{ active: { postMessage(message: unknown, transfer?: Transferable[]): void } | null }>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface WatchOptions {
  container: WorkerContainer;
  onUpdateAvailable: () => void;
  intervalMs?: number;
  /** The window whose online events and timers are used. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'> & { navigator: { onLine: boolean } };
}

/** Starts watching; returns the function that stops it. */
export function watchDeployments({ container, onUpdateAvailable, intervalMs = CHECK_INTERVAL_MS, target = window }: WatchOptions): () => void {
  const onMessage = (event: MessageEvent) => {
    if (isDeploymentStatus(event.data) && event.data.updateAvailable) onUpdateAvailable();
  };
  const check = () => {
    if (!target.navigator.onLine) return;
    void container.ready.then((registration) => registration.active?.postMessage({ type: CHECK_DEPLOYMENT }));
  };
  container.addEventListener('message', onMessage);
  target.addEventListener('online', check);
  const timer = target.setInterval(check, intervalMs);
  check();
  return () => {
    container.removeEventListener('message', onMessage);
    target.removeEventListener('online', check);
    target.clearInterval(timer);
  };
}

/**
 * The user's 更新: the worker makes the ready set the one in use, then the page reloads from it.
 * A worker that does not answer within a few seconds does not hold the reload back.
 */
export async function switchToNewDeployment(container: WorkerContainer, reload: () => void, timeoutMs = 3000): Promise<void> {
  const registration = await container.ready;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === SWITCHED) {
        clearTimeout(timer);
        resolve();
      }
    };
    registration.active?.postMessage({ type: SWITCH_DEPLOYMENT }, [channel.port2]);
  });
  reload();
}
