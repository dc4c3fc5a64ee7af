import { z } from 'zod';

/**
 * Paid plan (有料プラン, spec 001 "Paid plan" desktop and mobile, completion screen, §4, §8, §9).
 * One contract per account: 5,500 yen a year including tax. Only the root user applies.
 *
 * Providers (server side, chosen by the account service's environment):
 * - sandbox (default; the UI shows テストモード): no card form of a real provider. The page
 *   offers the test tokens below instead of card entry and posts the chosen one as card_token.
 * - PAY.JP (when PAYJP_SECRET_KEY is set): the page tokenises the card with PAY.JP's hosted
 *   form (payjp.js v2, 3-D Secure, public key from POST /api/payment/login) and posts the token.
 */

/** Result codes of spec 000 §8 / 001 §8: 0 success, 1 already, 2 retry, 9 error. */
export const PAYMENT_RESULTS = { success: '0', already: '1', retry: '2', error: '9' } as const;
export type PaymentResultCode = (typeof PAYMENT_RESULTS)[keyof typeof PAYMENT_RESULTS];

/** Messages exactly as spec 001 §4, §8 word them. */
export const PAYMENT_MESSAGES = {
  success: '申込が完了いたしました。',
  alreadyApplied: '既に申込済みです。',
  contracted: '有料プランご契約中です。',
  failed: '申込ができませんでした。再度申込を行なってください。',
  cardReadFailed: 'カード情報の読み込みに失敗しました。再度申込を行なってください。',
  notRoot: 'このログインユーザでのお申し込みはできません。アカウントを登録したユーザでログインし直してください。',
  cancelled: '有料プランを解約しました。',
  noSubscription: '有料プランのご契約がありません。',
} as const;

/** Error codes of the payment answers (RPC errors, mapped by the gateway to HTTP). */
export const PAYMENT_ERROR_CODES = {
  /** 403: the signed-in user is not the root user (completion result Retry). */
  notRoot: 'PAYMENT_NOT_ROOT',
  /** 402: the token is unknown, used, or failed 3-D Secure (card input is cleared). */
  cardReadFailed: 'CARD_READ_FAILED',
  /** 402 declined / 502 provider unreachable or failing (completion result Error). */
  failed: 'PAYMENT_FAILED',
} as const;

export const PAID_PLAN_PRICE = {
  /** yen a year including tax */
  yearlyYen: 5_500,
  yearlyYenExcludingTax: 5_000,
  /** shown as 'about 460 yen a month' */
  monthlyYenApprox: 460,
} as const;

/**
 * Test tokens of the sandbox provider (document them on the テストモード page):
 * success -> the plan becomes standard; declined -> '申込ができませんでした。…';
 * 3ds_failed -> 'カード情報の読み込みに失敗しました。…'. Any other token is unreadable (same as 3ds_failed).
 */
export const SANDBOX_TOKENS = {
  success: 'tok_sandbox_success',
  declined: 'tok_sandbox_declined',
  threeDSecureFailed: 'tok_sandbox_3ds_failed',
} as const;

export type PaymentMode = 'sandbox' | 'payjp';

/**
 * POST /api/payment: { card_token } (the spec's card_id is accepted as an alias; account_id,
 * user_id and user_name are ignored). Root only (403 PAYMENT_NOT_ROOT, PAYMENT_MESSAGES.notRoot).
 * Answers, with HTTP 200 `{ data: PaymentResponse }`:
 * - status 200, result '0', message 申込が完了いたしました。: subscribed; plan_type 3, a
 *   confirmation mail went to the root user. The access token still carries the old plan:
 *   the browser signs out (mobile) or calls POST /auth/refresh (desktop) afterwards.
 * - status 201, result '1', message 既に申込済みです。: the account already has a contract
 *   (a second application, or a concurrent one that won); nothing is charged.
 * Errors: 402 CARD_READ_FAILED (cardReadFailed), 402/502 PAYMENT_FAILED (failed); 400 without a token.
 */
export const subscribeSchema = z
  .object({
    card_token: z.string().trim().min(1).max(200).optional(),
    card_id: z.string().trim().min(1).max(200).optional(),
  })
  .transform((v) => ({ card_token: v.card_token ?? v.card_id ?? '' }))
  .refine((v) => v.card_token !== '', { message: PAYMENT_MESSAGES.cardReadFailed, path: ['card_token'] });
export type SubscribeRequest = z.infer<typeof subscribeSchema>;

export const paymentResponseSchema = z.object({
  /** 200 subscribed now, 201 already subscribed */
  status: z.union([z.literal(200), z.literal(201)]),
  result: z.enum([PAYMENT_RESULTS.success, PAYMENT_RESULTS.already]),
  message: z.string(),
  plan_type: z.number(),
  /** end of the paid year, ISO 8601 +09:00 */
  paying_end_datetime: z.string(),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/**
 * POST /api/payment/login (no body): what the paid-plan pages show for the signed-in user
 * (mobile: spec 001 §4 'opens only when ...'). Never an error for a signed-in user:
 * - result '0', message '': may apply (root user, no contract);
 * - result '1', message 有料プランご契約中です。: already on a contract (completion Already);
 * - result '2', message PAYMENT_MESSAGES.notRoot: not the root user (completion Retry).
 * `sandbox_tokens` only in sandbox mode; `public_key` (PAY.JP pk_...) only in payjp mode.
 */
export const paymentStatusResponseSchema = z.object({
  result: z.enum([PAYMENT_RESULTS.success, PAYMENT_RESULTS.already, PAYMENT_RESULTS.retry]),
  message: z.string(),
  mode: z.enum(['sandbox', 'payjp']),
  public_key: z.string().nullable(),
  sandbox_tokens: z.array(z.enum([SANDBOX_TOKENS.success, SANDBOX_TOKENS.declined, SANDBOX_TOKENS.threeDSecureFailed])).nullable(),
  plan_type: z.number(),
  is_root_user: z.boolean(),
  price: z.object({ yearly_yen: z.number(), yearly_yen_excluding_tax: z.number(), monthly_yen_approx: z.number() }),
  /** the current contract, null without one */
  subscription: z.object({ status: z.enum(['active', 'cancelled']), current_period_end: z.string() }).nullable(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/**
 * DELETE /api/payment (no body): root only (403 PAYMENT_NOT_ROOT). Cancels the renewal; the plan
 * stays standard until the paid year ends, then becomes stop (4). 404 noSubscription without an
 * active contract. Answer: { result: '0', message: 有料プランを解約しました。, paying_end_datetime }.
 */
export const cancelPaymentResponseSchema = z.object({
  result: z.literal(PAYMENT_RESULTS.success),
  message: z.string(),
  paying_end_datetime: z.string(),
});
export type CancelPaymentResponse = z.infer<typeof cancelPaymentResponseSchema>;
