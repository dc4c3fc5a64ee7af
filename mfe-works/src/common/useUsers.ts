import { CLIENT_ROUTES } from '@inasaku/contracts';
import { useRouteQuery, type ShellSession } from '@inasaku/ui';
import { useEffect, useMemo } from 'react';

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
  const all = useRouteQuery(CLIENT_ROUTES['users.list'], {});
  useEffect(() => {
    if (all.error) console.warn('[mfe-works] users could not be loaded', all.error);
  }, [all.error]);
  const users = all.data?.list;
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
