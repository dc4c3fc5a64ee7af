import { screen, waitFor } from '@testing-library/react';
import { button, err, fill, input, location, mockGateway, renderAuth } from '../test-utils.spec-support';

describe('ConfirmSignUp', () => {
  it('asks for the e-mail when none was carried, then returns to sign-in with the registered message', async () => {
    const api = mockGateway({ 'POST /auth/confirm-sign-up': { data: null }, 'GET /maintenance': { data: { code: '0', message: '' } } });
    const { user } = renderAuth('/confirm-signup');
    expect(screen.getByRole('heading', { name: '検証コードの確認' })).toBeTruthy();
    expect(button('確認').disabled).toBe(true);

    await fill(user, 'code', '123456');
    expect(button('確認').disabled).toBe(true);
    await fill(user, 'email', 'jiro@example.jp');
    await waitFor(() => expect(button('確認').disabled).toBe(false));
    await user.click(button('確認'));

    expect(await screen.findByText('アカウントを登録しました。ログインしてください。')).toBeTruthy();
    expect(location().pathname).toBe('/');
    expect(input('email').value).toBe('jiro@example.jp');
    expect(api.callsTo('POST /auth/confirm-sign-up')[0].body).toEqual({ email: 'jiro@example.jp', code: '123456' });
  });

  it('requires the verification code', async () => {
    mockGateway({});
    const { user } = renderAuth('/confirm-signup', { email: 'jiro@example.jp' });
    await fill(user, 'code', '1');
    await user.clear(input('code'));
    expect(await screen.findByText('検証コードは必須項目です。')).toBeTruthy();
    expect(button('確認').disabled).toBe(true);
  });

  it.each([
    ['CODE_MISMATCH', '検証コードが一致しませんでした。'],
    ['EXPIRED_CODE', '期限切れの検証コードです。'],
    ['LIMIT_EXCEEDED', '試行回数の上限を超えました。しばらく時間をおいてから再度お試しください。'],
  ])('shows the spec message for %s', async (code, expected) => {
    mockGateway({ 'POST /auth/confirm-sign-up': err(400, code, expected) });
    const { user } = renderAuth('/confirm-signup', { email: 'jiro@example.jp' });
    await fill(user, 'code', '000000');
    await waitFor(() => expect(button('確認').disabled).toBe(false));
    await user.click(button('確認'));
    expect((await screen.findByRole('alert')).textContent).toContain(expected);
    expect(location().pathname).toBe('/confirm-signup');
  });

  it('resends the code and says so in a toast', async () => {
    const api = mockGateway({ 'POST /auth/resend-code': { data: null } });
    const { user } = renderAuth('/confirm-signup', { email: 'jiro@example.jp' });
    await user.click(button('検証コードを再送信'));
    expect(await screen.findByText('検証コードを送信しました。')).toBeTruthy();
    expect(api.callsTo('POST /auth/resend-code')[0].body).toEqual({ email: 'jiro@example.jp' });
  });

  it('shows why a resend failed', async () => {
    mockGateway({ 'POST /auth/resend-code': err(502, 'CODE_DELIVERY_FAILURE', '検証コードの送信に失敗しました。') });
    const { user } = renderAuth('/confirm-signup', { email: 'jiro@example.jp' });
    await user.click(button('検証コードを再送信'));
    expect((await screen.findByRole('alert')).textContent).toContain('検証コードの送信に失敗しました。');
  });

  it('does not resend to an invalid e-mail', async () => {
    const api = mockGateway({});
    const { user } = renderAuth('/confirm-signup');
    await fill(user, 'email', 'jiro@');
    await user.click(button('検証コードを再送信'));
    expect(await screen.findByText('有効なメールアドレスを入力してください。')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('SignUpComplete without a carried password', () => {
  it('says the registration is complete and leads to sign-in', async () => {
    const api = mockGateway({ 'GET /maintenance': { data: { code: '0', message: '' } } });
    const { user, onSignedIn } = renderAuth('/signup-complete', { email: 'jiro@example.jp' });
    expect(screen.getByRole('heading', { name: '登録完了' })).toBeTruthy();
    expect(screen.getByText('アカウントの登録が完了しました。サインインしてください。')).toBeTruthy();
    await user.click(button('サインインへ'));
    expect(location().pathname).toBe('/');
    expect(input('email').value).toBe('jiro@example.jp');
    expect(api.callsTo('POST /auth/sign-in')).toHaveLength(0);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
