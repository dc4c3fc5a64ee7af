import { useEffect, useState } from 'react';
import { remoteReleaseWatcher } from './remote-releases';

/**
 * Picks up a release of one remote deployed while the page is open (remotes.json names its new
 * entry): looked for on every navigation and once a minute, without reloading the page or any
 * other remote.
 */
export function useRemoteReleases(pathname: string): void {
  const [watcher] = useState(() => remoteReleaseWatcher());
  useEffect(() => watcher.start(), [watcher]);
  useEffect(() => watcher.navigated(), [watcher, pathname]);
}
