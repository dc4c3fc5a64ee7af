import { screen, waitFor } from '@testing-library/react';
import { button, err, fill, input, location, mockGateway, OPEN, renderAuth } from '../test-utils.spec-support';

type User = ReturnType<typeof renderAuth>['user'];

async function requestCode(user: User) {
  await fill(user, 'email', 'taro@example.jp');
  await waitFor(() => expect(button('検証コードを送信').disabled).toBe(false));
  await user.click(button('検証コードを送信'));
}

describe('ForgotPassword', () => {
  it('sends a code, then changes the password and returns to sign-in with a success message', async () => {
    const api = mockGateway({
      'GET /maintenance': OPEN,
      'POST /auth/forgot-password': { data: null },
      'POST /auth/confirm-forgot-password': { data: null },
    });
    const { user } = renderAuth('/forgot');
    expect(screen.getByRole('heading', { name: 'パスワードの再設定' })).toBeTruthy();
    expect(button('検証コードを送信').disabled).toBe(true);

    await requestCode(user);
    expect(await screen.findByText(/taro@example\.jp に送信した検証コードと、新しいパスワードを入力してください。/)).toBeTruthy();
    expect(api.callsTo('POST /auth/forgot-password')[0].body).toEqual({ email: 'taro@example.jp' });

    expect(button('パスワードを変更').disabled).toBe(true);
    await fill(user, 'code', '654321');
    await fill(user, 'new_password', 'Inasaku2025');
    await fill(user, 'new_password_confirm', 'Inasaku2026');
    expect(await screen.findByText('パスワードが一致しません。')).toBeTruthy();
    expect(button('パスワードを変更').disabled).toBe(true);

    await fill(user, 'new_password_confirm', 'Inasaku2025');
    await waitFor(() => expect(screen.queryByText('パスワードが一致しません。')).toBeNull());
    await waitFor(() => expect(button('パスワードを変更').disabled).toBe(false));
    await user.click(button('パスワードを変更'));

    expect(await screen.findByText('パスワードを変更しました。新しいパスワードでサインインしてください。')).toBeTruthy();
    expect(location().pathname).toBe('/');
    expect(input('email').value).toBe('taro@example.jp');
    expect(api.callsTo('POST /auth/confirm-forgot-password')[0].body).toEqual({
      email: 'taro@example.jp',
      code: '654321',
      new_password: 'Inasaku2025',
    });
  });

  it('rejects a weak new password', async () => {
    mockGateway({ 'POST /auth/forgot-password': { data: null } });
    const { user } = renderAuth('/forgot');
    await requestCode(user);
    await screen.findByText('パスワードを変更');
    await fill(user, 'code', '654321');
    await fill(user, 'new_password', 'short1A');
    expect(
      await screen.findByText('パスワードは8文字以上で、英大文字・英小文字・数字をそれぞれ1文字以上含めてください。'),
    ).toBeTruthy();
    await fill(user, 'new_password_confirm', 'short1A');
    expect(button('パスワードを変更').disabled).toBe(true);
  });

  it('shows メールアドレスが間違っています。 for an unknown e-mail', async () => {
    mockGateway({ 'POST /auth/forgot-password': err(404, 'USER_NOT_FOUND', 'メールアドレスが間違っています。') });
    const { user } = renderAuth('/forgot');
    await requestCode(user);
    expect((await screen.findByRole('alert')).textContent).toContain('メールアドレスが間違っています。');
    expect(input('code')).toBeNull();
  });

  it.each([
    ['CODE_MISMATCH', '検証コードが一致しませんでした。'],
    ['EXPIRED_CODE', '期限切れの検証コードです。'],
    ['LIMIT_EXCEEDED', '試行回数の上限を超えました。しばらく時間をおいてから再度お試しください。'],
  ])('shows the spec message for %s in the second step', async (code, expected) => {
    mockGateway({
      'POST /auth/forgot-password': { data: null },
      'POST /auth/confirm-forgot-password': err(400, code, expected),
    });
    const { user } = renderAuth('/forgot');
    await requestCode(user);
    await screen.findByText('パスワードを変更');
    await fill(user, 'code', '000000');
    await fill(user, 'new_password', 'Inasaku2025');
    await fill(user, 'new_password_confirm', 'Inasaku2025');
    await waitFor(() => expect(button('パスワードを変更').disabled).toBe(false));
    await user.click(button('パスワードを変更'));
    expect((await screen.findByRole('alert')).textContent).toContain(expected);
    expect(location().pathname).toBe('/forgot');
  });

  it('resends the code from the second step and can go back to the e-mail', async () => {
    const api = mockGateway({ 'POST /auth/forgot-password': { data: null } });
    const { user } = renderAuth('/forgot', { email: 'taro@example.jp' });
    expect(input('email').value).toBe('taro@example.jp');
    await waitFor(() => expect(button('検証コードを送信').disabled).toBe(false));
    await user.click(button('検証コードを送信'));
    await screen.findByText('パスワードを変更');

    await user.click(button('検証コードを再送信'));
    expect(await screen.findByText('検証コードを送信しました。')).toBeTruthy();
    expect(api.callsTo('POST /auth/forgot-password')).toHaveLength(2);

    await user.click(button('メールアドレスを入力し直す'));
    expect(input('email')).toBeTruthy();
    expect(input('code')).toBeNull();
  });
});
