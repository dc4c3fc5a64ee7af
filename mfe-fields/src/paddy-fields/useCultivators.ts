import { useEffect, useState } from 'react';
import { fieldsApi } from '../api';

/**
 * Cultivator suggestions: the users' display names (spec 000 §2.5). When the users list
 * cannot be read, the signed-in user's own name is still offered.
 */
export function useCultivators(ownName: string, enabled = true): string[] {
  const [names, setNames] = useState<string[]>(() => unique([ownName]));
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fieldsApi
      .userDisplayNames()
      .then((list) => live && setNames(unique([...list, ownName])))
      .catch(() => {
        // The users API is optional for this screen; the own name stays.
      });
    return () => {
      live = false;
    };
  }, [ownName, enabled]);
  return names;
}

function unique(names: string[]): string[] {
  return [...new Set(names.filter((n) => n && n.trim() !== ''))];
}
