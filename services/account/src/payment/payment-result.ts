import {
  PAYMENT_ERROR_CODES, PAYMENT_MESSAGES, PAYMENT_RESULTS,
  type PaymentStatusResponse, type RpcErrorBody,
} from '@inasaku/contracts';
import { PLAN_TYPES } from '@inasaku/domain';
import { PaymentFailure, type PaymentFailureKind } from './providers/payment-provider';

/** How a provider failure is answered (spec 001 §8 messages). */
export function failureAnswer(kind: PaymentFailureKind): RpcErrorBody {
  switch (kind) {
    case 'card_read':
      return { statusCode: 402, code: PAYMENT_ERROR_CODES.cardReadFailed, message: PAYMENT_MESSAGES.cardReadFailed };
    case 'declined':
      return { statusCode: 402, code: PAYMENT_ERROR_CODES.failed, message: PAYMENT_MESSAGES.failed };
    default:
      return { statusCode: 502, code: PAYMENT_ERROR_CODES.failed, message: PAYMENT_MESSAGES.failed };
  }
}

/** The paid-plan page's state (POST /api/payment/login): contract first, then who may apply. */
export function paymentPageState(o: { planType: number; isRoot: boolean }): Pick<PaymentStatusResponse, 'result' | 'message'> {
  if (o.planType === PLAN_TYPES.standard) return { result: PAYMENT_RESULTS.already, message: PAYMENT_MESSAGES.contracted };
  if (!o.isRoot) return { result: PAYMENT_RESULTS.retry, message: PAYMENT_MESSAGES.notRoot };
  return { result: PAYMENT_RESULTS.success, message: '' };
}

// Codes that mean "we could not use this card token" rather than "the card was refused".
const CARD_READ_CODES = new Set([
  'invalid_number', 'invalid_cvc', 'invalid_expiration_date', 'invalid_expiry_month', 'invalid_expiry_year', 'incorrect_card_data',
  'invalid_card', 'three_d_secure_incompleted', 'three_d_secure_failed', 'three_d_secure_not_completed', 'unverified_token',
  'token_already_used', 'already_used', 'invalid_id', 'used_token',
]);

/**
 * A PAY.JP error answer ({ error: { type, code, status, param } }) as a PaymentFailure: token and
 * 3-D Secure problems are card_read, other card errors declined, everything else unavailable
 * (our key, their servers, rate limits: the user cannot fix those by another card).
 */
export function payjpFailure(httpStatus: number, body: unknown): PaymentFailure {
  const error = (body as { error?: { type?: string; code?: string; param?: string } } | null)?.error ?? {};
  const code = error.code ?? '';
  if (CARD_READ_CODES.has(code)) return new PaymentFailure('card_read', code);
  if (error.type === 'invalid_request_error' && (error.param === 'card' || /token/.test(code))) return new PaymentFailure('card_read', code);
  if (error.type === 'card_error' || httpStatus === 402) return new PaymentFailure('declined', code || 'card_error');
  return new PaymentFailure('unavailable', code || `http_${httpStatus}`);
}
