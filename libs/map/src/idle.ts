/** The most an idle callback works before it hands back: an input that comes meanwhile waits at most this long. */
const MAX_IDLE_WORK_MS = 8;

/**
 * Runs `step` in the browser's idle time until it answers true (done): long work (the tap index of
 * 10,000 pins) in steps of a few milliseconds, at least one per idle period and as many as fit in
 * it up to MAX_IDLE_WORK_MS, so a tap that comes meanwhile waits for a few steps, not for the whole
 * of it. Answers a function that cancels the steps not yet run.
 */
export function inIdleSteps(step: () => boolean, timeout = 500): () => void {
  let cancel: () => void = () => undefined;
  let stopped = false;
  const run = (deadline?: IdleDeadline) => {
    const start = performance.now();
    let done = step();
    const more = () => !!deadline && !deadline.didTimeout && deadline.timeRemaining() > 2 && performance.now() - start < MAX_IDLE_WORK_MS;
    while (!done && !stopped && more()) done = step();
    if (!done && !stopped) cancel = schedule();
  };
  const schedule = (): (() => void) => {
    if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(run, 0);
    return () => clearTimeout(handle);
  };
  cancel = schedule();
  return () => {
    stopped = true;
    cancel();
  };
}
