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
