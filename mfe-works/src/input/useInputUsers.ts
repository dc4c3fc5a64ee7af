import type { AccountUser } from '@inasaku/contracts';
import type { OfflineDatabase } from '@inasaku/offline';
import type { ShellSession } from '@inasaku/ui';
import { useEffect, useMemo, useState } from 'react';
import type { WorkUser } from '../common/useUsers';
import { loadUsers } from './offline-data';

/**
 * The account's users for the worker shortcuts, kept on the device for work entered without a
 * network; until they answer, or when nothing is kept, the signed-in user alone stands in.
 */
export function useInputUsers(session: ShellSession, db: OfflineDatabase | null): WorkUser[] {
  const me = session.user;
  const [users, setUsers] = useState<AccountUser[] | null>(null);
  useEffect(() => {
    let live = true;
    loadUsers(db)
      .then((list) => live && setUsers(list))
      .catch((e) => console.warn('[mfe-works] users could not be loaded', e));
    return () => {
      live = false;
    };
  }, [db]);
  return useMemo(() => {
    const list = (users ?? []).filter((u) => u.display_name?.trim());
    if (list.length) return list.map((u) => ({ user_id: u.user_id, display_name: u.display_name, color: u.color }));
    return [{ user_id: me.user_id, display_name: me.display_name, color: me.color }];
  }, [users, me.user_id, me.display_name, me.color]);
}
