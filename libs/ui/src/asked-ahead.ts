/**
 * GET answers the shell asked ahead for the screen about to open, by exact URL. The dashboard's
 * widgets ask for their data only once their remote's code has arrived and rendered, seconds after
 * the sign-in on a phone; asked ahead, the data comes in beside that code instead of after it.
 *
 * Kept on the page rather than in this module: the shell and every remote bundle their own copy of
 * this library. Each answer is taken once, and only while fresh, so a later visit of the screen
 * asks anew; a sign-out reloads the page, which drops whatever was not taken.
 */
const FRESH_MS = 10_000;

interface AskedAhead {
  answer: Promise<Response | null>;
  at: number;
}

const page = globalThis as { __inasakuAskedAhead?: Map<string, AskedAhead> };

/**
 * Starts a GET of `url` as apiFetch would send it, for apiFetch to take (takeAskedAhead). A URL
 * whose answer is still waiting to be taken, fresh, is not asked again: the page's start and the
 * shell both ask ahead for the screen a page opens on.
 */
export function askAhead(url: string, now = Date.now()): void {
  const kept = page.__inasakuAskedAhead?.get(url);
  if (kept && now - kept.at <= FRESH_MS) return;
  // A failure is kept as null: the screen then asks again itself.
  const answer = fetch(url, { credentials: 'same-origin', headers: { 'X-Requested-With': 'inasaku' } }).catch(() => null);
  (page.__inasakuAskedAhead ??= new Map()).set(url, { answer, at: now });
}

/** The answer asked ahead for `url`, once; undefined when none was asked, it was taken or it is stale. */
export function takeAskedAhead(url: string, now = Date.now()): Promise<Response | null> | undefined {
  const kept = page.__inasakuAskedAhead?.get(url);
  if (!kept) return undefined;
  page.__inasakuAskedAhead!.delete(url);
  return now - kept.at <= FRESH_MS ? kept.answer : undefined;
}
