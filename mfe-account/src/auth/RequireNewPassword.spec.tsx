import { screen, waitFor } from '@testing-library/react';
import { button, err, fill, location, mockGateway, OPEN, renderAuth, SIGNED_IN, USER } from '../test-utils.spec-support';

type User = ReturnType<typeof renderAuth>['user'];

async function signInWithTemporaryPassword(user: User) {
  await fill(user, 'email', 'staff@example.jp');
  await fill(user, 'password', 'Temp-1234');
  await waitFor(() => expect(button('サインイン').disabled).toBe(false));
  await user.click(button('サインイン'));
  await screen.findByRole('heading', { name: '新しいパスワードの設定' });
}

const CHALLENGE = { data: { status: 'NEW_PASSWORD_REQUIRED', challenge: 'chal-123' } };

describe('RequireNewPassword', () => {
  it('sets the new password for a temporary-password user and signs in', async () => {
    const api = mockGateway({
      'GET /maintenance': OPEN,
      'POST /auth/sign-in': CHALLENGE,
      'POST /auth/complete-new-password': SIGNED_IN,
    });
    const { user, onSignedIn } = renderAuth('/');
    await signInWithTemporaryPassword(user);

    expect(location().pathname).toBe('/input-new-password');
    expect(JSON.stringify(location().state)).not.toContain('chal-123');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(button('パスワードを設定').disabled).toBe(true);

    await fill(user, 'new_password', 'weakpass');
    expect(
      await screen.findByText('パスワードは8文字以上で、英大文字・英小文字・数字をそれぞれ1文字以上含めてください。'),
    ).toBeTruthy();
    await fill(user, 'new_password', 'Kome2025x');
    await fill(user, 'new_password_confirm', 'Kome2025y');
    expect(await screen.findByText('パスワードが一致しません。')).toBeTruthy();
    expect(button('パスワードを設定').disabled).toBe(true);

    await fill(user, 'new_password_confirm', 'Kome2025x');
    await waitFor(() => expect(button('パスワードを設定').disabled).toBe(false));
    await user.click(button('パスワードを設定'));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(USER));
    expect(api.callsTo('POST /auth/complete-new-password')[0].body).toEqual({
      challenge: 'chal-123',
      new_password: 'Kome2025x',
    });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('shows the gateway message when the challenge is refused', async () => {
    mockGateway({
      'GET /maintenance': OPEN,
      'POST /auth/sign-in': CHALLENGE,
      'POST /auth/complete-new-password': err(401, 'UNAUTHORIZED', 'セッションの有効期限が切れました。再度ログインしてください。'),
    });
    const { user, onSignedIn } = renderAuth('/');
    await signInWithTemporaryPassword(user);
    await fill(user, 'new_password', 'Kome2025x');
    await fill(user, 'new_password_confirm', 'Kome2025x');
    await waitFor(() => expect(button('パスワードを設定').disabled).toBe(false));
    await user.click(button('パスワードを設定'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'セッションの有効期限が切れました。再度ログインしてください。',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('sends a visitor without a challenge (reload, bookmark) back to sign-in', async () => {
    mockGateway({ 'GET /maintenance': OPEN });
    const { user } = renderAuth('/input-new-password');
    expect(screen.getByText('サインインの有効期限が切れました。もう一度サインインしてください。')).toBeTruthy();
    expect(document.getElementById('new_password')).toBeNull();
    await user.click(button('サインインに戻る'));
    expect(location().pathname).toBe('/');
  });
});
