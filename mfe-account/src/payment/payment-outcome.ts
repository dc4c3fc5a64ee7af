import {
  PAYMENT_ERROR_CODES, PAYMENT_MESSAGES, PAYMENT_RESULTS,
  type PaymentResponse, type PaymentResultCode, type PaymentStatusResponse,
} from '@inasaku/contracts';
import { ApiError } from '@inasaku/ui';

/**
 * Every way an application can end (spec 001 §4, §8, "Completion screen") and where each one
 * leads. Pure, so that the desktop page, the mobile page and the completion screen agree.
 *
 * - success  申込が完了いたしました。                 completion result 0
 * - already  既に申込済みです。 / 有料プランご契約中です。 completion result 1
 * - retry    not the root user                      completion result 2
 * - error    申込ができませんでした。…               completion result 9
 * - cardError カード情報の読み込みに失敗しました。…    stay, the card input is cleared
 */
export type PaymentState = 'success' | 'already' | 'retry' | 'error' | 'cardError';

export interface PaymentOutcome {
  state: PaymentState;
  message: string;
}

export const COMPLETE_PATH = '/mobile/payment/complete';
export const MOBILE_PAYMENT_PATH = '/mobile/payment';

/** POST /api/payment/login: null while the user may apply. */
export function outcomeOfStatus(status: Pick<PaymentStatusResponse, 'result' | 'message'>): PaymentOutcome | null {
  switch (status.result) {
    case PAYMENT_RESULTS.already:
      return { state: 'already', message: PAYMENT_MESSAGES.contracted };
    case PAYMENT_RESULTS.retry:
      return { state: 'retry', message: PAYMENT_MESSAGES.notRoot };
    default:
      return null;
  }
}

/** POST /api/payment answered: status 201 inside HTTP 200 means an earlier contract won. */
export function outcomeOfAnswer(answer: Pick<PaymentResponse, 'status'>): PaymentOutcome {
  return answer.status === 201
    ? { state: 'already', message: PAYMENT_MESSAGES.alreadyApplied }
    : { state: 'success', message: PAYMENT_MESSAGES.success };
}

/** POST /api/payment failed (or the card could not be tokenised). */
export function outcomeOfError(err: unknown): PaymentOutcome {
  if (err instanceof ApiError) {
    if (err.code === PAYMENT_ERROR_CODES.cardReadFailed) return { state: 'cardError', message: PAYMENT_MESSAGES.cardReadFailed };
    if (err.code === PAYMENT_ERROR_CODES.notRoot) return { state: 'retry', message: PAYMENT_MESSAGES.notRoot };
  }
  return { state: 'error', message: PAYMENT_MESSAGES.failed };
}

/** The session ended (spec 001 §4: no username -> reload /mobile). */
export function isSessionLost(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

const RESULT_OF: Record<Exclude<PaymentState, 'cardError'>, PaymentResultCode> = {
  success: PAYMENT_RESULTS.success,
  already: PAYMENT_RESULTS.already,
  retry: PAYMENT_RESULTS.retry,
  error: PAYMENT_RESULTS.error,
};

/** The completion screen of an outcome; a card error has none (the user stays and tries again). */
export function completionPath(outcome: PaymentOutcome): string | null {
  if (outcome.state === 'cardError') return null;
  const query = new URLSearchParams({ result: RESULT_OF[outcome.state], message: outcome.message });
  return `${COMPLETE_PATH}?${query}`;
}

// Only our own words are shown: a crafted link cannot put other text on the site.
const MESSAGES_OF: Record<PaymentResultCode, readonly string[]> = {
  [PAYMENT_RESULTS.success]: [PAYMENT_MESSAGES.success],
  [PAYMENT_RESULTS.already]: [PAYMENT_MESSAGES.alreadyApplied, PAYMENT_MESSAGES.contracted],
  [PAYMENT_RESULTS.retry]: [PAYMENT_MESSAGES.notRoot],
  [PAYMENT_RESULTS.error]: [PAYMENT_MESSAGES.failed, PAYMENT_MESSAGES.cardReadFailed],
};

export type CompletionState = Exclude<PaymentState, 'cardError'>;

const STATE_OF: Record<PaymentResultCode, CompletionState> = {
  [PAYMENT_RESULTS.success]: 'success',
  [PAYMENT_RESULTS.already]: 'already',
  [PAYMENT_RESULTS.retry]: 'retry',
  [PAYMENT_RESULTS.error]: 'error',
};

/** Params result and message of /mobile/payment/complete; anything unknown is the error state. */
export function readCompletion(search: string): { state: CompletionState; result: PaymentResultCode; message: string } {
  const query = new URLSearchParams(search);
  const raw = query.get('result') ?? '';
  const result = (raw in STATE_OF ? raw : PAYMENT_RESULTS.error) as PaymentResultCode;
  const allowed = MESSAGES_OF[result];
  const message = query.get('message') ?? '';
  return { state: STATE_OF[result], result, message: allowed.includes(message) ? message : allowed[0] };
}

/** Spec 001 "Completion screen": the user is signed out when it opens, except in the error state. */
export function signsOutOnOpen(state: CompletionState): boolean {
  return state !== 'error';
}
