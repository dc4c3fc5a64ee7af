import type { AccountUser } from '@inasaku/contracts';
import type { ShellSession } from '@inasaku/ui';
import { useEffect, useMemo, useState } from 'react';
import { worksApi } from './api';

export interface WorkUser {
  user_id: string;
  display_name: string;
  color: string;
}

/**
 * The account's users (GET /inasaku/users) for the worker shortcuts and the person filter.
 * Until the list answers, or when it cannot, the signed-in user alone stands in.
 */
export function useUsers(session: ShellSession): WorkUser[] {
  const me = session.user;
  const [users, setUsers] = useState<AccountUser[] | null>(null);
  useEffect(() => {
    let live = true;
    worksApi
      .listUsers()
      .then((list) => live && setUsers(list))
      .catch((e) => console.warn('[mfe-works] users could not be loaded', e));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => {
    const list = (users ?? []).filter((u) => u.display_name?.trim());
    if (list.length) return list.map((u) => ({ user_id: u.user_id, display_name: u.display_name, color: u.color }));
    return [{ user_id: me.user_id, display_name: me.display_name, color: me.color }];
  }, [users, me.user_id, me.display_name, me.color]);
}

/** Display names for the list shortcuts, each once. */
export function userNames(users: readonly WorkUser[]): string[] {
  return [...new Set(users.map((u) => u.display_name.trim()).filter(Boolean))];
}
