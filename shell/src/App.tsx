import { lazy, Suspense } from 'react';
import { Button, Flex, Result, Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { BUTTONS, RemoteModule, type AuthViewProps } from '@inasaku/ui';
import { routeForPath } from './routes';
import { useAuthState, type AuthState } from './session/useAuthState';
import { useRemoteReleases } from './useRemoteReleases';

const SignedInApp = lazy(() => import('./SignedInApp'));

function FullPage({ children }: { children: React.ReactNode }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      {children}
    </Flex>
  );
}

function Loading() {
  return (
    <FullPage>
      <Spin size="large" />
    </FullPage>
  );
}

/**
 * The session decides the frame: the sign-in view of mfe_account while signed out, the
 * layout with the side menu once signed in. The mobile payment pages stand alone.
 */
export interface AppProps {
  /** The session as the first page found it (bootstrap); absent: asked here. */
  initialAuth?: AuthState;
  /** A new-password challenge received by the first page's sign-in (handed to AuthView once). */
  challenge?: { email: string; challenge: string };
}

export function App({ initialAuth, challenge }: AppProps = {}) {
  const location = useLocation();
  useRemoteReleases(location.pathname);
  const auth = useAuthState(initialAuth);
  const route = routeForPath(location.pathname);

  if (route?.layout === 'bare') {
    const user = auth.state.status === 'signedIn' ? auth.state.user : null;
    return (
      <RemoteModule
        remote={route.remote!}
        module={route.module!}
        props={{ routeName: route.name, user, onSignedIn: auth.signedIn, refreshUser: auth.refreshUser }}
      />
    );
  }

  switch (auth.state.status) {
    case 'loading':
      return <Loading />;
    case 'error':
      return (
        <FullPage>
          <Result
            status="warning"
            title={auth.state.message}
            extra={
              <Button type="primary" onClick={auth.retry}>
                {BUTTONS.reload}
              </Button>
            }
          />
        </FullPage>
      );
    case 'signedOut': {
      const props: AuthViewProps = { onSignedIn: auth.signedIn, ...(challenge ? { challenge } : {}) };
      return (
        <div style={{ minHeight: '100vh' }} data-testid="auth-view">
          <RemoteModule remote="mfe_account" module="AuthView" props={props as unknown as Record<string, unknown>} />
        </div>
      );
    }
    case 'signedIn':
      return (
        <Suspense fallback={<Loading />}>
          <SignedInApp user={auth.state.user} refreshUser={auth.refreshUser} />
        </Suspense>
      );
  }
}
