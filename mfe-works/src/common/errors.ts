import { ERRORS } from '@inasaku/ui';

/**
 * Work input, history save and history delete failures all alert '通信エラー' (spec 000 §8);
 * the error itself goes to the console for support.
 */
export function logFailure(what: string, error: unknown): string {
  console.error(`[mfe-works] ${what} failed`, error);
  return ERRORS.communication;
}
