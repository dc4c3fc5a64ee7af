import type { FullAppProps } from '../FullApp';
import { routeForPath } from '../routes';
import { knownOffline } from '../session/known-offline';
import { currentSession } from './sign-in-api';

/** What the first page shows: the light sign-in form, or the full app with what is known. */
export type FirstPage = { kind: 'signIn' } | { kind: 'full'; props: Omit<FullAppProps, 'loadRemotes'> };

/**
 * Signed out on the sign-in path (or on a deep link, which signs in first): the shell's own
 * light sign-in page. Every other auth screen, the bare pages (mobile payment), a page that
 * carries router state (e.g. a notice after confirming) and every signed-in page: the full app.
 */
export async function firstPage(pathname: string, historyState: unknown): Promise<FirstPage> {
  const route = routeForPath(pathname);
  if (route?.layout === 'bare') return { kind: 'full', props: {} };
  // No network: the full app opens for the user the device kept, or explains (useAuthState).
  if (knownOffline()) return { kind: 'full', props: {} };
  const session = await currentSession();
  if (session.status === 'signedIn') return { kind: 'full', props: { initialAuth: session } };
  if (session.status === 'unknown') return { kind: 'full', props: {} };
  const carriesState = !!(historyState as { usr?: unknown } | null)?.usr;
  if (route?.layout === 'auth' || carriesState) return { kind: 'full', props: { initialAuth: session } };
  return { kind: 'signIn' };
}
