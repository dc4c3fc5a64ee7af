/** Waits for `work` at most `ms`; the work itself goes on (its errors are its own). */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const quiet = work.catch(() => undefined);
  await Promise.race([quiet, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
