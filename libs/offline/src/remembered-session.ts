import Dexie, { type Table } from 'dexie';
import { offlineAvailable } from './store';

/**
 * The signed-in user and the year list as last answered, so the app can open without a network
 * (the shell asks /auth/me and /api/management first). One row, replaced at each sign-in and
 * deleted at sign-out, so it only ever names the user whose cookies this browser holds.
 */
interface SessionRow<U, M> {
  id: 'last';
  user: U;
  managements: M[] | null;
  at: number;
}

class DeviceDatabase extends Dexie {
  session!: Table<SessionRow<unknown, unknown>, string>;
  constructor() {
    super('inasaku-offline-device');
    this.version(1).stores({ session: 'id' });
  }
}

let device: DeviceDatabase | null = null;
const deviceDb = () => (offlineAvailable() ? (device ??= new DeviceDatabase()) : null);

export async function rememberUser<U>(user: U): Promise<void> {
  const db = deviceDb();
  if (!db) return;
  // One transaction: a year list kept meanwhile for the same user stays with it.
  await db
    .transaction('rw', db.session, async () => {
      const kept = await db.session.get('last');
      const sameUser = kept && JSON.stringify(ownerKey(kept.user)) === JSON.stringify(ownerKey(user));
      await db.session.put({ id: 'last', user, managements: sameUser ? kept.managements : null, at: Date.now() });
    })
    .catch(() => undefined);
}

/**
 * The year list as the server answered it for `user`. The first answer after a sign-in may come
 * before rememberUser has written the row: the row is then written here, so the list is not lost
 * (the app would open offline without a year).
 */
export async function rememberManagements<M, U = unknown>(managements: M[], user?: U): Promise<void> {
  const db = deviceDb();
  if (!db) return;
  await db
    .transaction('rw', db.session, async () => {
      const kept = await db.session.get('last');
      const sameUser = kept && (user === undefined || JSON.stringify(ownerKey(kept.user)) === JSON.stringify(ownerKey(user)));
      if (sameUser) await db.session.update('last', { managements: managements as unknown[] });
      else if (user !== undefined) await db.session.put({ id: 'last', user, managements: managements as unknown[], at: Date.now() });
    })
    .catch(() => undefined);
}

export async function rememberedSession<U, M>(): Promise<{ user: U; managements: M[] | null; at: number } | null> {
  const db = deviceDb();
  if (!db) return null;
  const row = await db.session.get('last').catch(() => undefined);
  return row ? { user: row.user as U, managements: row.managements as M[] | null, at: row.at } : null;
}

export async function forgetRememberedSession(): Promise<void> {
  const db = deviceDb();
  if (!db) return;
  await db.session.clear().catch(() => undefined);
}

function ownerKey(user: unknown): unknown {
  const u = user as { user_id?: string; account_id?: string } | null;
  return [u?.user_id, u?.account_id];
}
