import Dexie from 'dexie';
import { OfflineDatabase, databaseNameOf, DATABASE_PREFIX } from './db';

export interface OfflineOwner {
  user_id: string;
  account_id: string;
}

const open = new Map<string, OfflineDatabase>();

/** Whether this browser keeps data at all (jsdom, private modes of old browsers do not). */
export function offlineAvailable(): boolean {
  return typeof indexedDB !== 'undefined' && indexedDB !== null;
}

/**
 * The database of one user of one account, or null where IndexedDB is missing (the screens then
 * read and write over the network only, as before).
 */
export function offlineStoreOf(owner: OfflineOwner | null | undefined): OfflineDatabase | null {
  if (!owner || !offlineAvailable()) return null;
  const name = databaseNameOf(owner.account_id, owner.user_id);
  let db = open.get(name);
  if (!db) {
    db = new OfflineDatabase(name);
    open.set(name, db);
  }
  return db;
}

/** Deletes the user's database (sign-out): the next user of this browser finds nothing of it. */
export async function forgetOfflineData(owner: OfflineOwner): Promise<void> {
  if (!offlineAvailable()) return;
  const name = databaseNameOf(owner.account_id, owner.user_id);
  open.get(name)?.close();
  open.delete(name);
  await Dexie.delete(name);
}

/** Every database of this app in the browser (Chromium and Firefox list them). */
export async function offlineDatabaseNames(): Promise<string[]> {
  if (!offlineAvailable()) return [];
  const names = await Dexie.getDatabaseNames();
  return names.filter((n) => n.startsWith(`${DATABASE_PREFIX}:`));
}
