import type { CurrentUser, Management } from '@inasaku/contracts';
import { rememberedSession } from '@inasaku/offline';

/** What this device kept of the last signed-in user (libs/offline): who, and the year list. */
export interface KeptSession {
  user: CurrentUser;
  managements: Management[] | null;
  at: number;
}

let read: Promise<KeptSession | null> | null = null;

/**
 * The kept session, read from IndexedDB once per page: the start without a network, the year
 * list and the sign-in check all take it from this one read, begun as early as the page can.
 */
export function keptSession(): Promise<KeptSession | null> {
  read ??= rememberedSession<CurrentUser, Management>().catch(() => null);
  return read;
}

/** After a sign-in within the page the device keeps another session: read it again when asked. */
export function forgetKeptSessionRead(): void {
  read = null;
}

/** The kept year list when it is this user's (another user's list never shows). */
export function keptManagementsOf(kept: KeptSession | null, user: Pick<CurrentUser, 'user_id' | 'account_id'>): Management[] | null {
  if (!kept?.managements || kept.user.user_id !== user.user_id || kept.user.account_id !== user.account_id) return null;
  return kept.managements;
}
