import { ApiError } from '@inasaku/ui';
import { accountErrorMessage, signInErrorMessage } from './auth-api';

describe('signInErrorMessage (spec 001 §8, sign-in)', () => {
  it.each([
    ['INVALID_CREDENTIALS', 'メールアドレスまたはパスワードが間違っています。'],
    ['USER_NOT_FOUND', 'メールアドレスまたはパスワードが間違っています。'],
    ['UNAUTHORIZED', 'メールアドレスまたはパスワードが間違っています。'],
    ['VALIDATION_ERROR', 'メールアドレスまたはパスワードが間違っています。'],
    ['PASSWORD_RESET_REQUIRED', 'パスワードのリセットが必要です。'],
    ['LIMIT_EXCEEDED', '試行回数の上限を超えました。しばらく時間をおいてから再度お試しください。'],
    ['TOO_MANY_REQUESTS', '試行回数の上限を超えました。しばらく時間をおいてから再度お試しください。'],
    ['INTERNAL_ERROR', '認証に失敗しました。(INTERNAL_ERROR)'],
  ])('%s', (code, expected) => {
    expect(signInErrorMessage(new ApiError(400, code, 'server words'))).toBe(expected);
  });

  it('shows the maintenance message as the server words it', () => {
    expect(signInErrorMessage(new ApiError(503, 'MAINTENANCE', '只今メンテナンス中です。'))).toBe('只今メンテナンス中です。');
  });

  it('reports an unreachable server as a connection failure', () => {
    expect(signInErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe('サーバーへの接続に失敗しました。');
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe('サーバーへの接続に失敗しました。');
  });
});

describe('accountErrorMessage (spec 001 §8, sign-up and forgotten password)', () => {
  it.each([
    ['USERNAME_EXISTS', '登録済みのメールアドレスです。'],
    ['CODE_MISMATCH', '検証コードが一致しませんでした。'],
    ['EXPIRED_CODE', '期限切れの検証コードです。'],
    ['CODE_DELIVERY_FAILURE', '検証コードの送信に失敗しました。'],
    ['USER_NOT_FOUND', 'メールアドレスが間違っています。'],
  ])('%s', (code, expected) => {
    expect(accountErrorMessage(new ApiError(400, code, 'server words'))).toBe(expected);
  });

  it('shows any other error as the gateway words it', () => {
    expect(accountErrorMessage(new ApiError(400, 'VALIDATION_ERROR', '検証コードは必須項目です。'))).toBe(
      '検証コードは必須項目です。',
    );
  });
});
