import { useEffect, useState } from 'react';
import { commonApi } from './api';

/**
 * Display names of the account's users, each once, for the worker shortcuts. Empty until the
 * list answers or when it cannot (the shortcuts are then simply not offered).
 */
export function useUserNames(): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    commonApi
      .listUsers()
      .then((list) => live && setNames([...new Set(list.map((u) => u.display_name?.trim() ?? '').filter(Boolean))]))
      .catch((e) => console.warn('[mfe-water] users could not be loaded', e));
    return () => {
      live = false;
    };
  }, []);
  return names;
}
