import { useEffect } from 'react';
import type { OfflineDatabase } from './db';
import { pruneSent, recoverInterrupted, replayOutbox } from './replay';

/** While records wait and the browser says it is online: another try this often. */
export const REPLAY_RETRY_MS = 20_000;

/**
 * The app's own replay (Background Sync does not exist on iPhone): at start, whenever the browser
 * reports the connection back, and every REPLAY_RETRY_MS while something waits (the online event
 * can come before requests get through, and a flaky signal sends no event at all).
 */
export function useReplayWhenOnline(db: OfflineDatabase | null): void {
  useEffect(() => {
    if (!db) return;
    const replay = () => {
      replayOutbox(db).catch((e) => console.warn('[offline] replay failed', e));
    };
    void recoverInterrupted(db)
      .then(() => pruneSent(db))
      .catch(() => undefined)
      .then(replay);
    const retry = window.setInterval(() => {
      if (navigator.onLine) replay();
    }, REPLAY_RETRY_MS);
    window.addEventListener('online', replay);
    return () => {
      window.clearInterval(retry);
      window.removeEventListener('online', replay);
    };
  }, [db]);
}
