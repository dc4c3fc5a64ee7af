import { screen, waitFor } from '@testing-library/react';
import { button, err, fill, input, location, mockGateway, OPEN, renderAuth, SIGNED_IN, USER } from '../test-utils.spec-support';

async function fillAndSubmit(user: ReturnType<typeof renderAuth>['user'], email = 'taro@example.jp', password = 'secret') {
  await waitFor(() => expect(button('サインイン').disabled).toBe(true));
  await fill(user, 'email', email);
  await fill(user, 'password', password);
  await waitFor(() => expect(button('サインイン').disabled).toBe(false));
  await user.click(button('サインイン'));
}

describe('SignIn', () => {
  it('checks maintenance, signs in and hands the user to the shell on /dashboard', async () => {
    const api = mockGateway({ 'GET /maintenance': OPEN, 'POST /auth/sign-in': SIGNED_IN });
    const { user, onSignedIn } = renderAuth('/');

    expect(screen.getByRole('heading', { name: 'サインイン' })).toBeTruthy();
    await fillAndSubmit(user);

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(USER));
    expect(api.callsTo('POST /auth/sign-in')[0].body).toEqual({ email: 'taro@example.jp', password: 'secret' });
    // The maintenance check runs on load and again right before signing in.
    expect(api.callsTo('GET /maintenance')).toHaveLength(2);
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('keeps a deep link (opened while signed out) after signing in', async () => {
    mockGateway({ 'GET /maintenance': OPEN, 'POST /auth/sign-in': SIGNED_IN });
    const { user, onSignedIn } = renderAuth('/works');
    await fillAndSubmit(user);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(location().pathname).toBe('/works');
  });

  it('has a link to the forgotten-password screen and no sign-up link', async () => {
    mockGateway({ 'GET /maintenance': OPEN });
    const { user } = renderAuth('/');
    expect(screen.queryByRole('link', { name: /登録|サインアップ|アカウント/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'パスワードをお忘れの方' }));
    expect(location().pathname).toBe('/forgot');
    expect(screen.getByRole('heading', { name: 'パスワードの再設定' })).toBeTruthy();
  });

  it('shows the validation messages and keeps sign-in disabled while invalid', async () => {
    mockGateway({ 'GET /maintenance': OPEN });
    const { user } = renderAuth('/');
    await waitFor(() => expect(button('サインイン').disabled).toBe(true));

    await fill(user, 'email', 'taro@');
    expect(await screen.findByText('有効なメールアドレスを入力してください。')).toBeTruthy();
    await user.clear(input('email'));
    expect(await screen.findByText('メールアドレスは必須項目です。')).toBeTruthy();
    await fill(user, 'email', 'たろう@example.jp');
    expect(await screen.findByText('半角英数字記号で入力してください。')).toBeTruthy();
    await user.clear(input('email'));
    await fill(user, 'email', `${'a'.repeat(120)}@example.jp`);
    expect(await screen.findByText('入力可能な文字数（128文字）を超えています。')).toBeTruthy();

    await fill(user, 'password', 'x');
    await user.clear(input('password'));
    expect(await screen.findByText('パスワードは必須項目です。')).toBeTruthy();
    expect(button('サインイン').disabled).toBe(true);
  });

  it.each([
    ['INVALID_CREDENTIALS', 401, 'メールアドレスまたはパスワードが間違っています。'],
    ['USER_NOT_FOUND', 401, 'メールアドレスまたはパスワードが間違っています。'],
    ['PASSWORD_RESET_REQUIRED', 403, 'パスワードのリセットが必要です。'],
    ['LIMIT_EXCEEDED', 429, '試行回数の上限を超えました。しばらく時間をおいてから再度お試しください。'],
    ['INTERNAL_ERROR', 500, '認証に失敗しました。(INTERNAL_ERROR)'],
    ['SOMETHING_NEW', 400, '認証に失敗しました。(SOMETHING_NEW)'],
  ])('shows the spec message for %s', async (code, status, expected) => {
    mockGateway({ 'GET /maintenance': OPEN, 'POST /auth/sign-in': err(status, code, 'サーバーの文言') });
    const { user, onSignedIn } = renderAuth('/');
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(expected);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/');
  });

  it('offers the password reset when the server requires one', async () => {
    mockGateway({
      'GET /maintenance': OPEN,
      'POST /auth/sign-in': err(403, 'PASSWORD_RESET_REQUIRED', 'パスワードのリセットが必要です。'),
    });
    const { user } = renderAuth('/');
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('link', { name: 'パスワードを再設定する' }));
    expect(location().pathname).toBe('/forgot');
    expect(input('email').value).toBe('taro@example.jp');
  });

  it('sends an unconfirmed user to the code confirmation with the e-mail', async () => {
    mockGateway({
      'GET /maintenance': OPEN,
      'POST /auth/sign-in': err(403, 'USER_NOT_CONFIRMED', '確認されていません'),
    });
    const { user } = renderAuth('/');
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { name: '検証コードの確認' })).toBeTruthy();
    expect(location().pathname).toBe('/confirm-signup');
    expect(screen.getByText(/taro@example\.jp の確認がまだ完了していません。/)).toBeTruthy();
    // The e-mail is known, so only the code is asked for.
    expect(input('email')).toBeNull();
    expect(input('code')).toBeTruthy();
  });

  it('blocks sign-in during maintenance and shows the server message', async () => {
    const api = mockGateway({
      'GET /maintenance': { data: { code: '9', message: '5月1日 2:00〜4:00 はメンテナンスのため利用できません。' } },
    });
    renderAuth('/');
    expect(await screen.findByText('5月1日 2:00〜4:00 はメンテナンスのため利用できません。')).toBeTruthy();
    expect(screen.getByText('メンテナンス中です')).toBeTruthy();
    expect(button('サインイン').disabled).toBe(true);
    expect(input('email').disabled).toBe(true);
    expect(input('password').disabled).toBe(true);
    expect(api.callsTo('POST /auth/sign-in')).toHaveLength(0);
  });

  it('shows the connection error when the maintenance check fails, and retries', async () => {
    const api = mockGateway({ 'GET /maintenance': [{ network: true }, OPEN] });
    const { user } = renderAuth('/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('サーバーへの接続に失敗しました。');
    expect(button('サインイン').disabled).toBe(true);

    await user.click(button('再試行'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await fill(user, 'email', 'taro@example.jp');
    await fill(user, 'password', 'secret');
    await waitFor(() => expect(button('サインイン').disabled).toBe(false));
    expect(api.callsTo('GET /maintenance')).toHaveLength(2);
  });

  it('treats a server error of the maintenance check as a failed check', async () => {
    mockGateway({ 'GET /maintenance': err(503, 'SERVICE_UNAVAILABLE', 'down') });
    renderAuth('/');
    expect((await screen.findByRole('alert')).textContent).toContain('サーバーへの接続に失敗しました。');
    expect(button('サインイン').disabled).toBe(true);
  });

  it('does not sign in when maintenance began after the screen opened', async () => {
    const api = mockGateway({
      'GET /maintenance': [OPEN, { data: { code: '9', message: 'メンテナンス中です。' } }],
      'POST /auth/sign-in': SIGNED_IN,
    });
    const { user, onSignedIn } = renderAuth('/');
    await fillAndSubmit(user);
    expect(await screen.findByText('メンテナンス中です。')).toBeTruthy();
    expect(api.callsTo('POST /auth/sign-in')).toHaveLength(0);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(button('サインイン').disabled).toBe(true);
  });

  it('shows the connection error when the gateway cannot be reached at sign-in', async () => {
    mockGateway({ 'GET /maintenance': OPEN, 'POST /auth/sign-in': { network: true } });
    const { user } = renderAuth('/');
    await fillAndSubmit(user);
    expect((await screen.findByRole('alert')).textContent).toContain('サーバーへの接続に失敗しました。');
  });
});
