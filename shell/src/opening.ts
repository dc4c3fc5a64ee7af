import type { AuthState } from './session/useAuthState';
import type { RemoteList } from './remotes';
import { preloadScreen } from './preload-screen';
import { askOpeningData } from './session/opening-data';

type RemoteLoad = () => Promise<RemoteList>;

const opened = new WeakMap<RemoteLoad, Promise<RemoteList>>();

/**
 * What the first signed-in screen waits for, started before the app renders its frame (the first
 * render of the layout and its antd styles takes seconds of a slow phone's CPU, and the requests
 * used to wait for it): the year list, the screen's first data once the year is known, and once
 * the remotes are registered the code of the screen the page opens on. Once per page (per remote
 * loader); a signed-out page opens on sign-in and preloads no screen. Answers the registered remote list.
 */
export function startOpening(loadRemotes: RemoteLoad, auth?: AuthState): Promise<RemoteList> {
  if (auth?.status === 'signedIn') askOpeningData(auth.user);
  let remotes = opened.get(loadRemotes);
  if (!remotes) {
    remotes = loadRemotes().then((list) => {
      if (list.status === 'ready' && auth?.status !== 'signedOut') {
        preloadScreen(window.location.pathname, auth?.status === 'signedIn' ? auth.user : null, list.names);
      }
      return list;
    });
    opened.set(loadRemotes, remotes);
  }
  return remotes;
}

const preloadedForSignIn = new WeakSet<RemoteLoad>();

/**
 * While the password is typed (the full app in): the code of the screen the sign-in will open at
 * `pathname` (the dashboard: the widgets every plan shows) is fetched and run ahead, so that after
 * the click the page waits for the session and the screen's data only (on a farmer's phone network
 * the widgets' code alone is about two seconds of download). Once per page; a failure is left to
 * the screen's own load.
 */
export function preloadSignInTarget(loadRemotes: RemoteLoad, pathname: string): void {
  if (preloadedForSignIn.has(loadRemotes)) return;
  preloadedForSignIn.add(loadRemotes);
  void loadRemotes()
    .then((list) => {
      if (list.status === 'ready') preloadScreen(pathname, null, list.names);
    })
    .catch(() => undefined);
}
