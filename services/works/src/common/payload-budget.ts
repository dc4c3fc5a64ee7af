import { RawJson } from '@inasaku/service-kit';

/**
 * NATS refuses a reply over its max_payload (1 MB by default), and the framework then fails the
 * whole process instead of the request. Lists that can grow with the data are cut to a budget
 * well under that limit, newest first kept.
 */
export const REPLY_BUDGET_BYTES = 800_000;

/** The longest prefix of `items` whose JSON fits in `budget` bytes (UTF-8). */
export function fitToBudget<T>(items: readonly T[], budget = REPLY_BUDGET_BYTES): T[] {
  // One stringify answers the usual case: a UTF-16 unit is at most 3 UTF-8 bytes.
  const whole = JSON.stringify(items);
  if (whole.length * 3 <= budget || Buffer.byteLength(whole) <= budget) return [...items];
  let used = 2;
  for (let i = 0; i < items.length; i++) {
    used += Buffer.byteLength(JSON.stringify(items[i])) + 1;
    if (used > budget) return items.slice(0, i);
  }
  return [...items];
}

/** `answer` as JSON when it fits in `budget` bytes (UTF-8), to be sent as it is; null when it must be cut. */
export function jsonWithinBudget<T>(answer: T, budget = REPLY_BUDGET_BYTES): RawJson<T> | null {
  const json = JSON.stringify(answer);
  return json.length * 3 <= budget || Buffer.byteLength(json) <= budget ? new RawJson<T>(json) : null;
}
