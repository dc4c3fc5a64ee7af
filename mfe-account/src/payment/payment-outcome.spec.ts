import { ApiError } from '@inasaku/ui';
import {
  completionPath, isSessionLost, outcomeOfAnswer, outcomeOfError, outcomeOfStatus, readCompletion, signsOutOnOpen,
} from './payment-outcome';

const SUCCESS = '申込が完了いたしました。';
const ALREADY_APPLIED = '既に申込済みです。';
const CONTRACTED = '有料プランご契約中です。';
const FAILED = '申込ができませんでした。再度申込を行なってください。';
const CARD_READ = 'カード情報の読み込みに失敗しました。再度申込を行なってください。';
const NOT_ROOT = 'このログインユーザでのお申し込みはできません。アカウントを登録したユーザでログインし直してください。';

const query = (path: string | null) => new URLSearchParams(path!.split('?')[1]);

describe('payment outcomes (spec 001 §4, §8)', () => {
  it('POST /api/payment/login: may apply, contracted, not the root user', () => {
    expect(outcomeOfStatus({ result: '0', message: '' })).toBeNull();
    expect(outcomeOfStatus({ result: '1', message: CONTRACTED })).toEqual({ state: 'already', message: CONTRACTED });
    expect(outcomeOfStatus({ result: '2', message: NOT_ROOT })).toEqual({ state: 'retry', message: NOT_ROOT });
  });

  it('POST /api/payment answered: status 200 succeeded, status 201 was applied before', () => {
    expect(outcomeOfAnswer({ status: 200 })).toEqual({ state: 'success', message: SUCCESS });
    expect(outcomeOfAnswer({ status: 201 })).toEqual({ state: 'already', message: ALREADY_APPLIED });
  });

  it.each([
    [new ApiError(402, 'CARD_READ_FAILED', CARD_READ), { state: 'cardError', message: CARD_READ }],
    [new ApiError(402, 'PAYMENT_FAILED', FAILED), { state: 'error', message: FAILED }],
    [new ApiError(502, 'PAYMENT_FAILED', FAILED), { state: 'error', message: FAILED }],
    [new ApiError(403, 'PAYMENT_NOT_ROOT', NOT_ROOT), { state: 'retry', message: NOT_ROOT }],
    [new ApiError(500, 'INTERNAL_ERROR', 'x'), { state: 'error', message: FAILED }],
    [new ApiError(0, 'NETWORK_ERROR', 'x'), { state: 'error', message: FAILED }],
    [new TypeError('Failed to fetch'), { state: 'error', message: FAILED }],
  ])('POST /api/payment failed: %p', (error, expected) => {
    expect(outcomeOfError(error)).toEqual(expected);
  });

  it('a lost session is a 401', () => {
    expect(isSessionLost(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe(true);
    expect(isSessionLost(new ApiError(403, 'PAYMENT_NOT_ROOT', 'x'))).toBe(false);
  });

  it.each([
    ['success', SUCCESS, '0'],
    ['already', ALREADY_APPLIED, '1'],
    ['already', CONTRACTED, '1'],
    ['retry', NOT_ROOT, '2'],
    ['error', FAILED, '9'],
  ] as const)('%s goes to the completion screen with result %s', (state, message, result) => {
    const path = completionPath({ state, message });
    expect(path!.startsWith('/mobile/payment/complete?')).toBe(true);
    expect(query(path).get('result')).toBe(result);
    expect(query(path).get('message')).toBe(message);
    expect(readCompletion(`?${query(path)}`)).toEqual({ state, result, message });
  });

  it('a card that could not be read has no completion screen', () => {
    expect(completionPath({ state: 'cardError', message: CARD_READ })).toBeNull();
  });

  it('shows only our own words, and anything unknown as the error state', () => {
    expect(readCompletion('?result=0&message=%E5%81%BD')).toEqual({ state: 'success', result: '0', message: SUCCESS });
    expect(readCompletion('?result=1')).toEqual({ state: 'already', result: '1', message: ALREADY_APPLIED });
    expect(readCompletion('?result=2&message=x')).toEqual({ state: 'retry', result: '2', message: NOT_ROOT });
    expect(readCompletion('?result=7')).toEqual({ state: 'error', result: '9', message: FAILED });
    expect(readCompletion('')).toEqual({ state: 'error', result: '9', message: FAILED });
  });

  it('signs out on the completion screen except in the error state', () => {
    expect(signsOutOnOpen('success')).toBe(true);
    expect(signsOutOnOpen('already')).toBe(true);
    expect(signsOutOnOpen('retry')).toBe(true);
    expect(signsOutOnOpen('error')).toBe(false);
  });
});
