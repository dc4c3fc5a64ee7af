import type { CurrentUser, Management } from '@inasaku/contracts';
import { askScreenDataAhead, hasDataAhead } from '../session/screen-data-ahead';

/** The sign-up and password flows are signed out: no year list there. */
const SIGNED_OUT_FLOWS = /^\/(signup|confirm-signup|signup-complete|forgot|input-new-password)\/?$/;

const INIT: RequestInit = { credentials: 'same-origin', headers: { 'X-Requested-With': 'inasaku' } };

type Started = Record<string, Promise<Response | null>>;

/** The `data` of a JSON answer, read from a copy (the shell reads the answer itself); null when it failed. */
async function dataOf<T>(answer: Response | null): Promise<T | null> {
  if (!answer?.ok) return null;
  const json = (await answer.json().catch(() => null)) as { data?: T } | null;
  return json?.data ?? null;
}

/**
 * What a page asks before the shell's code has loaded (index.html runs it as /early.js, a bundle of
 * its own without Module Federation): its session and its year list at once and, as soon as both
 * have answered, the first data of the screen it opens on, built here by the same functions as the
 * shell builds it (the dashboard widgets' first pages, the paddy-field list), in the year the shell
 * will choose. That is a few hundred milliseconds before the shell's own code would have asked, and
 * seconds on a slow phone. The shell takes the session and the year list (started-requests.ts); the
 * screens take the rest as answers asked ahead (asked-ahead.ts). Without a network nothing is asked.
 */
export function startPageRequests(pathname: string): void {
  if (!navigator.onLine) return;
  const started: Started = {};
  (window as unknown as { __inasakuStarted?: Started }).__inasakuStarted = started;
  // A copy of each answer for this page start's own reading, made before the shell can take it.
  const ask = (path: string) => {
    const answer = fetch(path, INIT).catch(() => null);
    started[path] = answer;
    return answer.then((res) => res?.clone() ?? null);
  };
  const me = ask('/auth/me');
  if (SIGNED_OUT_FLOWS.test(pathname)) return;
  const years = ask('/api/management');
  if (!hasDataAhead(pathname)) return;
  void Promise.all([me.then(dataOf<CurrentUser>), years.then(dataOf<Management[]>)]).then(([user, list]) => {
    // Signed out, a session to renew or no year list: the shell asks once it has sorted that out.
    if (user && list) askScreenDataAhead(user, pathname, list);
  }).catch(() => undefined);
}
