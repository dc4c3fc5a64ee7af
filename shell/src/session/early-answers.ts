import type { CurrentUser, Management } from '@inasaku/contracts';
import { call } from '../signin/sign-in-api';
import { askScreenDataAhead, hasDataAhead } from './screen-data-ahead';

/**
 * Requests the first page starts as soon as the user is known, before the full app (antd, the
 * query cache, the API client) has loaded: on a page opened signed in that is a few hundred
 * milliseconds, and seconds on a slow phone. The query cache takes the year list once, as the first
 * answer of its query; a failed one is simply asked again the usual way. The opening screen's data
 * and the dashboard's widgets' first pages are asked ahead on the page (askAhead), where each
 * screen's API client takes them; a page opened signed in has asked them already at its start
 * (page-start.ts), and asking ahead a URL whose answer is still waiting asks nothing.
 */
const early = new Map<string, Promise<unknown>>();

export const yearListKey = (user: CurrentUser) => `years ${user.account_id}`;

export function askEarly(user: CurrentUser, pathname: string): void {
  const years = call<Management[] | null>('/api/management');
  early.set(yearListKey(user), years);
  if (!hasDataAhead(pathname)) return;
  void years
    .then((list) => askScreenDataAhead(user, pathname, list ?? []))
    .catch(() => undefined);
}

/** The answer started early under `key`, once; undefined when there is none (or it was taken). */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const answer = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  return answer;
}
