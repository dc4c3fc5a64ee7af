import type { PaymentResponse, PaymentStatusResponse } from '@inasaku/contracts';
import type { Reply } from '../settings/test-render.spec-support';

export const STATUS_OPEN: PaymentStatusResponse = {
  result: '0',
  message: '',
  mode: 'sandbox',
  public_key: null,
  sandbox_tokens: ['tok_sandbox_success', 'tok_sandbox_declined', 'tok_sandbox_3ds_failed'],
  plan_type: 1,
  is_root_user: true,
  price: { yearly_yen: 5500, yearly_yen_excluding_tax: 5000, monthly_yen_approx: 460 },
  subscription: null,
};

export const STATUS_CONTRACTED: PaymentStatusResponse = {
  ...STATUS_OPEN,
  result: '1',
  message: '有料プランご契約中です。',
  plan_type: 3,
  subscription: { status: 'active', current_period_end: '2027-05-01T00:00:00+09:00' },
};

export const STATUS_NOT_ROOT: PaymentStatusResponse = {
  ...STATUS_OPEN,
  result: '2',
  message: 'このログインユーザでのお申し込みはできません。アカウントを登録したユーザでログインし直してください。',
  is_root_user: false,
};

const answer = (status: 200 | 201): PaymentResponse => ({
  status,
  result: status === 200 ? '0' : '1',
  message: status === 200 ? '申込が完了いたしました。' : '既に申込済みです。',
  plan_type: 3,
  paying_end_datetime: '2027-05-01T00:00:00+09:00',
});

/** What the sandbox answers for each of its test tokens. */
export function sandbox(body: unknown): Reply {
  switch ((body as { card_token: string }).card_token) {
    case 'tok_sandbox_success':
      return { data: answer(200) };
    case 'tok_sandbox_declined':
      return { status: 402, error: { code: 'PAYMENT_FAILED', message: '申込ができませんでした。再度申込を行なってください。' } };
    default:
      return { status: 402, error: { code: 'CARD_READ_FAILED', message: 'カード情報の読み込みに失敗しました。再度申込を行なってください。' } };
  }
}

export const ALREADY_APPLIED: Reply = { data: answer(201) };
