import { act, screen, waitFor } from '@testing-library/react';
import { button, err, fill, input, location, mockGateway, OPEN, renderAuth } from '../test-utils.spec-support';

type User = ReturnType<typeof renderAuth>['user'];

async function fillSignUp(user: User, password = 'Tanbo2024') {
  await fill(user, 'email', 'hanako@example.jp');
  await fill(user, 'password', password);
  await user.click(input('agreement'));
}

describe('SignUp', () => {
  it('is reached at /signup and links back to sign-in', async () => {
    mockGateway({ 'GET /maintenance': OPEN });
    const { user } = renderAuth('/signup');
    expect(screen.getByRole('heading', { name: 'アカウント登録' })).toBeTruthy();
    expect(screen.getByText('8文字以上で、英大文字・英小文字・数字をそれぞれ1文字以上含めてください。')).toBeTruthy();
    expect(screen.getByLabelText('利用規約とプライバシーポリシーに同意する')).toBe(input('agreement'));
    await user.click(screen.getByRole('link', { name: 'アカウントをお持ちの方はサインイン' }));
    expect(location().pathname).toBe('/');
  });

  it('keeps 登録 disabled until e-mail, a complex password and the agreement are valid', async () => {
    mockGateway({});
    const { user } = renderAuth('/signup');
    expect(button('登録').disabled).toBe(true);

    await fill(user, 'email', 'hanako@example.jp');
    await fill(user, 'password', 'tanbo2024');
    expect(
      await screen.findByText('パスワードは8文字以上で、英大文字・英小文字・数字をそれぞれ1文字以上含めてください。'),
    ).toBeTruthy();
    await user.click(input('agreement'));
    expect(button('登録').disabled).toBe(true);

    await user.clear(input('password'));
    expect(await screen.findByText('パスワードは必須項目です。')).toBeTruthy();
    await fill(user, 'password', 'Tanbo2024');
    await waitFor(() => expect(button('登録').disabled).toBe(false));

    // Unticking the agreement disables the button again and says why.
    await user.click(input('agreement'));
    expect(await screen.findByText('利用規約とプライバシーポリシーに同意してください。')).toBeTruthy();
    expect(button('登録').disabled).toBe(true);
  });

  it('registers and moves to the code confirmation with the e-mail', async () => {
    const api = mockGateway({ 'POST /auth/sign-up': { data: { email: 'hanako@example.jp' } } });
    const { user } = renderAuth('/signup');
    await fillSignUp(user);
    await waitFor(() => expect(button('登録').disabled).toBe(false));
    await user.click(button('登録'));

    expect(await screen.findByRole('heading', { name: '検証コードの確認' })).toBeTruthy();
    expect(location().pathname).toBe('/confirm-signup');
    expect(location().state).toEqual({ email: 'hanako@example.jp' });
    expect(screen.getByText(/hanako@example\.jp に検証コードを送信しました。/)).toBeTruthy();
    expect(api.callsTo('POST /auth/sign-up')[0].body).toEqual({
      email: 'hanako@example.jp',
      password: 'Tanbo2024',
      agreement: true,
    });
  });

  it.each([
    ['USERNAME_EXISTS', 409, '登録済みのメールアドレスです。'],
    ['CODE_DELIVERY_FAILURE', 502, '検証コードの送信に失敗しました。'],
    ['LIMIT_EXCEEDED', 429, '試行回数の上限を超えました。しばらく時間をおいてから再度お試しください。'],
  ])('shows the spec message for %s', async (code, status, expected) => {
    mockGateway({ 'POST /auth/sign-up': err(status, code, expected) });
    const { user } = renderAuth('/signup');
    await fillSignUp(user);
    await waitFor(() => expect(button('登録').disabled).toBe(false));
    await user.click(button('登録'));
    expect((await screen.findByRole('alert')).textContent).toContain(expected);
    expect(location().pathname).toBe('/signup');
  });

  it('shows any other gateway message as it is', async () => {
    mockGateway({ 'POST /auth/sign-up': err(400, 'VALIDATION_ERROR', '有効なメールアドレスを入力してください。') });
    const { user } = renderAuth('/signup');
    await fillSignUp(user);
    await waitFor(() => expect(button('登録').disabled).toBe(false));
    await user.click(button('登録'));
    expect((await screen.findByRole('alert')).textContent).toContain('有効なメールアドレスを入力してください。');
  });
});

describe('sign-up to first sign-in', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  async function signUpAndConfirm(user: User) {
    await fillSignUp(user);
    await waitFor(() => expect(button('登録').disabled).toBe(false));
    await user.click(button('登録'));
    await screen.findByRole('heading', { name: '検証コードの確認' });
    await fill(user, 'code', '123456');
    await waitFor(() => expect(button('確認').disabled).toBe(false));
    await user.click(button('確認'));
    await screen.findByRole('heading', { name: '登録完了' });
  }

  it('confirms the code, then signs in automatically after 5 seconds with the carried password', async () => {
    jest.useFakeTimers();
    const api = mockGateway({
      'POST /auth/sign-up': { data: { email: 'hanako@example.jp' } },
      'POST /auth/confirm-sign-up': { data: null },
      'GET /maintenance': OPEN,
      'POST /auth/sign-in': {
        data: { status: 'SIGNED_IN', user: { email: 'hanako@example.jp', display_name: 'hanako' } },
      },
    });
    const { user, onSignedIn } = renderAuth('/signup', undefined, { fakeTimers: true });
    await signUpAndConfirm(user);

    expect(location().pathname).toBe('/signup-complete');
    expect(api.callsTo('POST /auth/confirm-sign-up')[0].body).toEqual({ email: 'hanako@example.jp', code: '123456' });
    expect(screen.getByText('アカウントの登録が完了しました。')).toBeTruthy();
    expect(screen.getByText('5秒後に自動的にサインインします。')).toBeTruthy();
    // The password never goes into the browser history.
    expect(JSON.stringify(location().state)).not.toContain('Tanbo2024');

    act(() => jest.advanceTimersByTime(4000));
    await screen.findByText('1秒後に自動的にサインインします。');
    expect(api.callsTo('POST /auth/sign-in')).toHaveLength(0);

    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /auth/sign-in')[0].body).toEqual({ email: 'hanako@example.jp', password: 'Tanbo2024' });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));

    // The timer does not sign in a second time.
    act(() => jest.advanceTimersByTime(10000));
    expect(api.callsTo('POST /auth/sign-in')).toHaveLength(1);
  });

  it('signs in at once with the proceed button', async () => {
    const api = mockGateway({
      'POST /auth/sign-up': { data: { email: 'hanako@example.jp' } },
      'POST /auth/confirm-sign-up': { data: null },
      'GET /maintenance': OPEN,
      'POST /auth/sign-in': { data: { status: 'SIGNED_IN', user: { email: 'hanako@example.jp' } } },
    });
    const { user, onSignedIn } = renderAuth('/signup');
    await signUpAndConfirm(user);
    await user.click(button('今すぐはじめる'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /auth/sign-in')).toHaveLength(1);
  });

  it('shows the reason and a way to sign in when the automatic sign-in fails', async () => {
    mockGateway({
      'POST /auth/sign-up': { data: { email: 'hanako@example.jp' } },
      'POST /auth/confirm-sign-up': { data: null },
      'GET /maintenance': { data: { code: '9', message: 'メンテナンス中です。' } },
    });
    const { user, onSignedIn } = renderAuth('/signup');
    await signUpAndConfirm(user);
    await user.click(button('今すぐはじめる'));
    expect((await screen.findByRole('alert')).textContent).toContain('メンテナンス中です。');
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.click(button('サインインへ'));
    expect(location().pathname).toBe('/');
  });
});
