import { createContext, useContext } from 'react';
import type { Management } from '@inasaku/contracts';
import type { MenuKey, PlanState } from '@inasaku/domain';
import type { ShellSession } from '@inasaku/ui';

export interface ShellContextValue {
  session: ShellSession;
  plan: PlanState;
  /** Newest first. */
  managements: Management[];
  /** The year list has not answered yet. */
  loading: boolean;
  selectManagement: (managementId: string) => void;
  /** Bumped to remount the routed screen (year change, expired plan). */
  reloadKey: number;
  onMenuSelect: (key: MenuKey) => void;
  signOut: () => void;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell outside of the signed-in shell');
  return value;
}
