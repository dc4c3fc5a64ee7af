import { StrictMode, useEffect, useRef, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { InasakuProvider, RemotesProvider } from '@inasaku/ui';
import { queryClient } from './session/query-client';
import { App } from './App';
import type { AuthState } from './session/useAuthState';
import type { RemoteList } from './remotes';
import { preloadSignInTarget, startOpening } from './opening';

export { preloadSignInTarget, startOpening };

export interface FullAppProps {
  /** Registers the remotes with the federation runtime (once this chunk's shared modules are in) and lists them. */
  loadRemotes: () => Promise<RemoteList>;
  /** What the first page already knows of the session (skips a second /auth/me). */
  initialAuth?: AuthState;
  /** A new-password challenge the first page's sign-in received, for mfe_account's AuthView. */
  challenge?: { email: string; challenge: string };
}

/** The whole app: antd, the router and the remotes. Loaded after the first page (see bootstrap). */
export default function FullApp({ loadRemotes, initialAuth, challenge }: FullAppProps) {
  const [remotes, setRemotes] = useState<RemoteList | null>(null);
  // What the page was opened with: the year list and the code of the screen it opens on are asked
  // at once (bootstrap asks before this renders when it knows the user; then this finds them asked).
  const opening = useRef(initialAuth);
  useState(() => startOpening(loadRemotes, initialAuth));
  useEffect(() => {
    void startOpening(loadRemotes, opening.current).then(setRemotes);
  }, [loadRemotes]);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <InasakuProvider>
          <RemotesProvider status={remotes?.status ?? 'loading'} names={remotes?.names ?? []}>
            {/* Location changes render at once rather than as transitions: two quick navigations must
                not merge into one render, or the screen passed through would miss its access log. */}
            <BrowserRouter useTransitions={false}>
              <App initialAuth={initialAuth} challenge={challenge} />
            </BrowserRouter>
          </RemotesProvider>
        </InasakuProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
