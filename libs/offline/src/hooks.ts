import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { OfflineDatabase, OutboxItem } from './db';

/** The outbox as it changes (any bundle or tab writing to it), newest last. */
export function useOutboxItems(db: OfflineDatabase | null): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    if (!db) {
      setItems([]);
      return;
    }
    const sub = liveQuery(() => db.outbox.orderBy('seq').toArray()).subscribe({
      next: setItems,
      error: (e) => console.warn('[offline] outbox could not be read', e),
    });
    return () => sub.unsubscribe();
  }, [db]);
  return items;
}

export const isUnsent = (item: OutboxItem) => item.state !== 'sent';

/**
 * What the header's 未送信 counts: records that wait or were refused, and those a replay is sending.
 * A write sent at once (送信中 for the moment of its request, then 送信済み) is not one of them.
 */
export const isWaiting = (item: OutboxItem) => item.state === 'pending' || item.state === 'failed' || (item.state === 'sending' && item.waited === true);

/** Whether the browser says it is online; follows the online/offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}
