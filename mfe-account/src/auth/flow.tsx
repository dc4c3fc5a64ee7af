import { createContext, useContext, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** What one auth screen hands to the next through router state (never secrets). */
export interface AuthRouteState {
  email?: string;
  /** A success message for the sign-in screen (after confirming or resetting). */
  notice?: string;
  /** Sign-in sent an unconfirmed user here rather than sign-up. */
  unconfirmed?: boolean;
}

export function useRouteState(): AuthRouteState {
  const state = useLocation().state as AuthRouteState | null;
  return state && typeof state === 'object' ? state : {};
}

/**
 * Secrets carried between steps: the sign-up password (for the automatic sign-in after
 * confirmation) and the new-password challenge. Router state would persist them in the
 * browser's session history, so they stay in memory and are taken exactly once.
 */
interface Carried {
  password?: { email: string; password: string };
  challenge?: { email: string; challenge: string };
}

interface FlowStore {
  carry(patch: Carried): void;
  peekPassword(email: string | undefined): boolean;
  takePassword(email: string | undefined): string | undefined;
  challenge(): Carried['challenge'];
  clear(): void;
}

const FlowContext = createContext<FlowStore | null>(null);

export function AuthFlowProvider({ children, challenge }: { children: ReactNode; challenge?: Carried['challenge'] }) {
  // A challenge from the shell's sign-in page (it signs in before this view is loaded).
  const ref = useRef<Carried>(challenge ? { challenge } : {});
  const store = useRef<FlowStore>({
    carry: (patch) => {
      ref.current = { ...ref.current, ...patch };
    },
    peekPassword: (email) => !!email && ref.current.password?.email === email,
    takePassword: (email) => {
      const carried = ref.current.password;
      ref.current = { ...ref.current, password: undefined };
      return carried && carried.email === email ? carried.password : undefined;
    },
    challenge: () => ref.current.challenge,
    clear: () => {
      ref.current = {};
    },
  });
  return <FlowContext.Provider value={store.current}>{children}</FlowContext.Provider>;
}

export function useAuthFlow(): FlowStore {
  const store = useContext(FlowContext);
  if (!store) throw new Error('useAuthFlow must be used inside AuthFlowProvider');
  return store;
}
