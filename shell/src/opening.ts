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
