/**
 * Polls until `check` returns a truthy value or the time is up, and returns its last answer:
 * what an event-driven service does next happens some time after the call that caused it.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await check();
  while (!last && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, intervalMs));
    last = await check();
  }
  return last;
}
