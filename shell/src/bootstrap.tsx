import { StrictMode, lazy, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadAntdStyles } from '@inasaku/ui/antd-styles';
import { loadRemoteList, type RemoteList } from './remotes';
import { preloadFirstScreenFiles } from './first-screen-files';
import { firstPage, type FirstPage } from './signin/first-page';
import { knownOffline } from './session/known-offline';
import { askEarly } from './session/early-answers';
import { dropStarted } from './session/started-requests';
import { SignInPage, type SignInOutcome } from './signin/SignInPage';
import type { FullAppProps } from './FullApp';
import type { AuthState } from './session/useAuthState';

// Read before React renders, in parallel with /auth/me; registered only once the full app's chunk
// is in (below): the federation runtime's default 'version-first' sharing would otherwise load
// every registered remote's entry to pick versions as that chunk takes its shared antd and react,
// and one dead remote would then break the whole app instead of its own area.
let entries: { name: string; entry: string }[] = [];
const remoteList = loadRemoteList((remotes) => {
  entries = remotes;
});
let registered: Promise<RemoteList> | null = null;
const registeredRemotes = () =>
  (registered ??= remoteList.then((list) => {
    registerRemotes(entries);
    return list;
  }));
const session = firstPage(window.location.pathname, window.history.state);
// Opening without a network: the session kept on the device is read while the full app loads.
if (knownOffline()) void import('./session/device-session').then((m) => m.keptSession());
// A page that opens signed in (or offline, on the session kept on the device) fetches its first
// screen's code now, beside the shell's own, not once the full app has registered the remotes.
void Promise.all([remoteList, session]).then(([list, first]) => {
  const signedIn = first.kind === 'full' && (first.props.initialAuth?.status === 'signedIn' || knownOffline());
  if (list.status === 'ready' && signedIn) void preloadFirstScreenFiles(window.location.pathname, entries);
});

// antd, the router and every remote come with the full app: the sign-in page needs none of them,
// so they load only once the page is past it.
const importFullApp = () => import('./FullApp');
// antd's stylesheet downloads beside it, and the app renders once both are in (no unstyled flash).
const loadFullApp = () => Promise.all([importFullApp(), loadAntdStyles()]).then(([fullApp]) => fullApp);
const FullApp = lazy(loadFullApp);
// The signed-in frame, fetched beside the full app when the page will be signed in (a sign-in
// sent, a live session, or the device's kept one offline) instead of after it has rendered.
const loadSignedInApp = () => void import('./SignedInApp');

/**
 * The year list, the opening screen's data and its code are asked as soon as the user is known,
 * before the full app renders (its first render is long on a phone). The data is asked without
 * waiting for the full app at all (a page opened signed in loads it only now), by the first page's
 * own small client. The full app is usually in already after a sign-in (it downloads while the
 * password is typed), and its promise settles before React's render task.
 */
const startOpening = (auth: AuthState) => {
  if (auth.status === 'signedIn') askEarly(auth.user, window.location.pathname);
  void importFullApp().then((m) => m.startOpening(registeredRemotes, auth));
};

/** The path and router state the full app opens on (react-router keeps its state under `usr`). */
function go(path: string, state: Record<string, unknown> | null, replace = false) {
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx: replace ? 0 : 1 };
  if (replace) window.history.replaceState(entry, '', path);
  else window.history.pushState(entry, '', path);
}

/** Paths that exist only for signing in: after sign-in the user goes to the dashboard (mfe-account paths.ts). */
const FLOW_PATHS = new Set(['/', '/signup', '/confirm-signup', '/signup-complete', '/forgot', '/input-new-password', '/dashboard']);
const onSignInPath = () => FLOW_PATHS.has(window.location.pathname.replace(/\/+$/, '') || '/');
/** Where a sign-in from this page goes: the dashboard from a sign-in path, else the page asked for. */
const pathAfterSignIn = () => (onSignInPath() ? '/dashboard' : window.location.pathname);

/**
 * The full app and the signed-in frame (antd, the router, the layout: most of the bytes after
 * sign-in), then the code of the screen the sign-in opens: downloaded while the sign-in page waits
 * for the user (nothing else moves then), or at the latest as the password is typed or the form sent.
 */
const loadAppForSignIn = () => {
  void loadFullApp()
    .then((m) => m.preloadSignInTarget(registeredRemotes, pathAfterSignIn()))
    .catch(() => undefined); // offline: the sign-in itself will say so
  loadSignedInApp();
};

/**
 * As soon as the sign-in page has painted: it needs nothing more from the network, and a farmer
 * takes seconds to type. (Waiting for the browser to be idle started it about a second later on a
 * phone slowed 4x, time the app's 800 KB could have been coming in.)
 */
function useLoadAppAfterPaint(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    // The frame callback runs before the paint; the task it queues, after it.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(loadAppForSignIn, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [enabled]);
}

function Root() {
  const [page, setPage] = useState<FirstPage | null>(null);
  useLoadAppAfterPaint(page?.kind === 'signIn');
  useEffect(() => {
    void session.then((first) => {
      if (first.kind === 'full' && (first.props.initialAuth?.status === 'signedIn' || knownOffline())) loadSignedInApp();
      if (first.kind === 'full' && first.props.initialAuth?.status === 'signedIn') startOpening(first.props.initialAuth);
      // The opening screen has taken what index.html asked for it; nothing of it waits for a later sign-in.
      dropStarted();
      setPage(first);
    });
  }, []);

  if (!page) return <div className="boot">稲作</div>;
  if (page.kind === 'signIn') {
    const onOutcome = (outcome: SignInOutcome) => {
      if (outcome.kind === 'signedIn') {
        if (onSignInPath()) go('/dashboard', null, true);
        startOpening({ status: 'signedIn', user: outcome.response.user });
        setPage({ kind: 'full', props: { initialAuth: { status: 'signedIn', user: outcome.response.user } } });
      } else if (outcome.kind === 'newPassword') {
        go('/input-new-password', { email: outcome.email });
        setPage({ kind: 'full', props: { initialAuth: { status: 'signedOut' }, challenge: { email: outcome.email, challenge: outcome.challenge } } });
      } else {
        go(outcome.path, outcome.state);
        setPage({ kind: 'full', props: { initialAuth: { status: 'signedOut' } } });
      }
    };
    return <SignInPage onOutcome={onOutcome} onSubmitStart={loadAppForSignIn} onPasswordTyped={loadAppForSignIn} />;
  }
  const props: FullAppProps = { loadRemotes: registeredRemotes, ...page.props };
  return (
    <Suspense fallback={<div className="boot">稲作</div>}>
      <FullApp {...props} />
    </Suspense>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
