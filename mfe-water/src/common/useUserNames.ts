import { CLIENT_ROUTES } from '@inasaku/contracts';
import { useRouteQuery } from '@inasaku/ui';
import { useEffect, useMemo } from 'react';

/**
 * Display names of the account's users, each once, for the worker shortcuts. Empty until the
 * list answers or when it cannot (the shortcuts are then simply not offered).
 */
export function useUserNames(): string[] {
  const users = useRouteQuery(CLIENT_ROUTES['users.list'], {});
  useEffect(() => {
    if (users.error) console.warn('[mfe-water] users could not be loaded', users.error);
  }, [users.error]);
  const list = users.data?.list;
  return useMemo(() => [...new Set((list ?? []).map((u) => u.display_name?.trim() ?? '').filter(Boolean))], [list]);
}
