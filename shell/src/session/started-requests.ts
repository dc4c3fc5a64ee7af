/**
 * The requests index.html started before the shell's code had loaded (/early.js, src/page-start): the
 * session and the year list, by path. Each answer is taken once; what is not taken when the
 * first page is decided is dropped, so that an answer asked at the page's start is never given
 * to a later sign-in (another user on the same phone).
 */

type Started = Record<string, Promise<Response | null> | undefined>;

const holder = () => window as unknown as { __inasakuStarted?: Started | null };

/** The answer started for `path`, once (null: it failed; undefined: none was started or it was taken). */
export function takeStarted(path: string): Promise<Response | null> | undefined {
  const started = typeof window === 'undefined' ? undefined : holder().__inasakuStarted;
  const answer = started?.[path];
  if (started && answer) delete started[path];
  return answer;
}

/** Forgets every answer not taken yet. */
export function dropStarted(): void {
  if (typeof window !== 'undefined') holder().__inasakuStarted = null;
}
