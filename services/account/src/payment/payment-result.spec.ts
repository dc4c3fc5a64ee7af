import { failureAnswer, paymentPageState, payjpFailure } from './payment-result';

describe('payment result mapping', () => {
  it('answers card read failures and declines with the spec messages', () => {
    expect(failureAnswer('card_read')).toEqual({
      statusCode: 402, code: 'CARD_READ_FAILED', message: 'カード情報の読み込みに失敗しました。再度申込を行なってください。',
    });
    expect(failureAnswer('declined')).toEqual({
      statusCode: 402, code: 'PAYMENT_FAILED', message: '申込ができませんでした。再度申込を行なってください。',
    });
    expect(failureAnswer('unavailable')).toEqual({
      statusCode: 502, code: 'PAYMENT_FAILED', message: '申込ができませんでした。再度申込を行なってください。',
    });
  });

  it('decides the paid-plan page: contract first, then root only', () => {
    expect(paymentPageState({ planType: 3, isRoot: false })).toEqual({ result: '1', message: '有料プランご契約中です。' });
    expect(paymentPageState({ planType: 1, isRoot: false })).toEqual({
      result: '2', message: 'このログインユーザでのお申し込みはできません。アカウントを登録したユーザでログインし直してください。',
    });
    expect(paymentPageState({ planType: 2, isRoot: true })).toEqual({ result: '0', message: '' });
    expect(paymentPageState({ planType: 4, isRoot: true })).toEqual({ result: '0', message: '' });
  });

  it.each([
    [402, { error: { type: 'card_error', code: 'three_d_secure_failed', status: 402 } }, 'card_read'],
    [402, { error: { type: 'card_error', code: 'invalid_cvc', status: 402 } }, 'card_read'],
    [404, { error: { type: 'client_error', code: 'invalid_id', status: 404, param: 'card' } }, 'card_read'],
    [400, { error: { type: 'client_error', code: 'token_already_used', status: 400 } }, 'card_read'],
    [400, { error: { type: 'invalid_request_error', code: 'invalid_param', param: 'card' } }, 'card_read'],
    [402, { error: { type: 'card_error', code: 'card_declined', status: 402 } }, 'declined'],
    [402, { error: { type: 'card_error', code: 'expired_card', status: 402 } }, 'declined'],
    [401, { error: { type: 'auth_error', code: 'invalid_api_key', status: 401 } }, 'unavailable'],
    [429, { error: { type: 'client_error', code: 'over_capacity', status: 429 } }, 'unavailable'],
    [500, null, 'unavailable'],
  ])('maps PAY.JP %i %j to %s', (status, body, kind) => {
    expect(payjpFailure(status, body).kind).toBe(kind);
  });
});
