/**
 * Runs `task` when the browser is idle (within `timeout` ms at the latest), else on a timer:
 * work a first paint does not need (building the tap index of 10,000 pins) waits until after it.
 * Answers a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 500): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
