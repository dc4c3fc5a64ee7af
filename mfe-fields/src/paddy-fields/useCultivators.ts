import { CLIENT_ROUTES } from '@inasaku/contracts';
import { useRouteQuery } from '@inasaku/ui';
import { useMemo } from 'react';

/**
 * Cultivator suggestions: the users' display names (spec 000 §2.5). When the users list
 * cannot be read, the signed-in user's own name is still offered.
 */
export function useCultivators(ownName: string, enabled = true): string[] {
  // The users API is optional for this screen: on a failure the own name stays.
  const users = useRouteQuery(CLIENT_ROUTES['users.list'], {}, { enabled });
  const list = users.data?.list;
  return useMemo(() => unique([...(list ?? []).map((u) => u.display_name ?? ''), ownName]), [list, ownName]);
}

function unique(names: string[]): string[] {
  return [...new Set(names.filter((n) => n && n.trim() !== ''))];
}
