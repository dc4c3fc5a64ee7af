import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { makeUser, stubFetch } from '../test/fixtures';
import { SignInPage, type SignInOutcome } from './SignInPage';
import { SIGN_IN_TEXTS } from './sign-in-texts';
// Test-only look across the boundary: the shell's sign-in page must speak as mfe-account's.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { TEXTS } from '../../../mfe-account/src/texts';

const OPEN = { 'GET /maintenance': () => ({ body: { data: { code: '0', message: '' } } }) };

function renderPage() {
  const outcomes: SignInOutcome[] = [];
  const onSubmitStart = jest.fn();
  render(<SignInPage onOutcome={(o) => outcomes.push(o)} onSubmitStart={onSubmitStart} />);
  return { outcomes, onSubmitStart };
}

const button = () => screen.getByRole('button', { name: 'サインイン' }) as HTMLButtonElement;
const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });

describe('the shell sign-in page (without antd)', () => {
  it('uses the same words as mfe-account', () => {
    expect(SIGN_IN_TEXTS.brand).toEqual(TEXTS.brand);
    expect(SIGN_IN_TEXTS.signIn).toEqual(TEXTS.signIn);
    expect(SIGN_IN_TEXTS.fields.email).toBe(TEXTS.fields.email);
    expect(SIGN_IN_TEXTS.fields.password).toBe(TEXTS.fields.password);
    expect(SIGN_IN_TEXTS.errors.invalidCredentials).toBe(TEXTS.errors.invalidCredentials);
    expect(SIGN_IN_TEXTS.errors.connectionFailed).toBe(TEXTS.errors.connectionFailed);
  });

  it('enables サインイン once both fields are valid, and signs in', async () => {
    const user = makeUser();
    const { calls } = stubFetch({ ...OPEN, 'POST /auth/sign-in': () => ({ body: { data: { status: 'SIGNED_IN', user } } }) });
    const { outcomes, onSubmitStart } = renderPage();
    expect(screen.getByRole('heading', { name: 'サインイン' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url === '/maintenance')).toBe(true));
    expect(button().disabled).toBe(true);
    type('email', 'taro@example.jp');
    type('password', 'Tanbo2026');
    await waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());
    await waitFor(() => expect(outcomes).toEqual([{ kind: 'signedIn', response: { status: 'SIGNED_IN', user } }]));
    expect(onSubmitStart).toHaveBeenCalled();
    expect(calls.find((c) => c.url === '/auth/sign-in')?.body).toEqual({ email: 'taro@example.jp', password: 'Tanbo2026' });
  });

  it('says once that the password is being typed (the app then downloads), not for the address alone', async () => {
    stubFetch(OPEN);
    const onPasswordTyped = jest.fn();
    render(<SignInPage onOutcome={() => undefined} onPasswordTyped={onPasswordTyped} />);
    type('email', 'taro@example.jp');
    expect(onPasswordTyped).not.toHaveBeenCalled();
    type('password', 'T');
    type('password', 'Ta');
    expect(onPasswordTyped).toHaveBeenCalledTimes(1);
    await act(() => new Promise((r) => setTimeout(r, 0)));
  });

  it('explains a bad address under the field once typing pauses, with the shared rule\'s words', async () => {
    stubFetch(OPEN);
    renderPage();
    type('email', 'taro@');
    expect(await screen.findByText('有効なメールアドレスを入力してください。')).toBeTruthy();
    type('password', 'x');
    expect(button().disabled).toBe(true);
  });

  it('says the spec\'s words for wrong credentials and keeps the form', async () => {
    stubFetch({
      ...OPEN,
      'POST /auth/sign-in': () => ({ status: 401, body: { error: { code: 'INVALID_CREDENTIALS', message: 'x' } } }),
    });
    const { outcomes } = renderPage();
    type('email', 'taro@example.jp');
    type('password', 'wrong');
    await waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());
    expect(await screen.findByText('メールアドレスまたはパスワードが間違っています。')).toBeTruthy();
    expect(outcomes).toEqual([]);
  });

  it('offers the password reset when the account needs one', async () => {
    stubFetch({
      ...OPEN,
      'POST /auth/sign-in': () => ({ status: 400, body: { error: { code: 'PASSWORD_RESET_REQUIRED', message: 'x' } } }),
    });
    const { outcomes } = renderPage();
    type('email', 'taro@example.jp');
    type('password', 'Tanbo2026');
    await waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());
    fireEvent.click(await screen.findByText('パスワードを再設定する'));
    expect(outcomes).toEqual([{ kind: 'navigate', path: '/forgot', state: { email: 'taro@example.jp' } }]);
  });

  it('sends an unconfirmed user to the code screen and a temporary password to the new-password screen', async () => {
    let answer: { status?: number; body: unknown } = { status: 400, body: { error: { code: 'USER_NOT_CONFIRMED', message: 'x' } } };
    stubFetch({ ...OPEN, 'POST /auth/sign-in': () => answer });
    const { outcomes } = renderPage();
    type('email', 'taro@example.jp');
    type('password', 'Tanbo2026');
    await waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toEqual({ kind: 'navigate', path: '/confirm-signup', state: { email: 'taro@example.jp', unconfirmed: true } });
    answer = { body: { data: { status: 'NEW_PASSWORD_REQUIRED', challenge: 'c-1' } } };
    await waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());
    await waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes[1]).toEqual({ kind: 'newPassword', email: 'taro@example.jp', challenge: 'c-1' });
  });

  it('shows maintenance and keeps the form disabled', async () => {
    stubFetch({ 'GET /maintenance': () => ({ body: { data: { code: '9', message: '本日 20時まで作業中です。' } } }) });
    renderPage();
    expect(await screen.findByText('メンテナンス中です')).toBeTruthy();
    expect(screen.getByText('本日 20時まで作業中です。')).toBeTruthy();
    expect((document.getElementById('email') as HTMLInputElement).disabled).toBe(true);
    expect(button().disabled).toBe(true);
  });

  it('says the connection failed and retries on 再試行', async () => {
    let up = false;
    stubFetch({ 'GET /maintenance': () => (up ? { body: { data: { code: '0', message: '' } } } : { status: 502, body: null }) });
    renderPage();
    expect(await screen.findByText('サーバーへの接続に失敗しました。')).toBeTruthy();
    up = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '再試行' }));
    });
    await waitFor(() => expect(screen.queryByText('サーバーへの接続に失敗しました。')).toBeNull());
  });

  it('opens the forgotten-password screen with the typed address', async () => {
    stubFetch(OPEN);
    const { outcomes } = renderPage();
    type('email', 'taro@example.jp');
    fireEvent.click(screen.getByText('パスワードをお忘れの方'));
    expect(outcomes).toEqual([{ kind: 'navigate', path: '/forgot', state: { email: 'taro@example.jp' } }]);
  });
});
