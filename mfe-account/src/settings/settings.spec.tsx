import { ApiError } from '@inasaku/ui';
import { screen, waitFor } from '@testing-library/react';
import DeleteAccount from './DeleteAccount';
import { site } from './leave-site';
import PersonalSettings, { passwordChangeFailure } from './PersonalSettings';
import { button, byTestId, dialogButton, err, findDialogButton, fill, input, location, MEMBER, mockGateway, renderScreen, ROOT } from './test-render.spec-support';

const LIMIT = '試行回数の上限を超えました。しばらく時間をおいてから再度お試しください。';

describe('PersonalSettings: display name', () => {
  it('changes the display name, toasts and refreshes the session', async () => {
    const api = mockGateway({ 'POST /adminUpdateUser': { data: { User: {} } }, 'POST /inasaku/accesslogs': { data: { log_id: 'l' } } });
    const { user, session } = renderScreen(PersonalSettings, { path: '/personal-settings' });
    expect(input('display_name').value).toBe(ROOT.display_name);
    expect(byTestId('personal-email')!.textContent).toBe(ROOT.email);
    // Nothing changed yet.
    expect(button('表示名を変更').disabled).toBe(true);

    await fill(user, 'display_name', '田中 太郎');
    await waitFor(() => expect(button('表示名を変更').disabled).toBe(false));
    await user.click(button('表示名を変更'));
    expect(await screen.findByText('プロフィールを変更しました。')).toBeTruthy();
    expect(api.callsTo('POST /adminUpdateUser')[0].body).toEqual({ username: ROOT.email, email: ROOT.email, displayName: '田中 太郎' });
    await waitFor(() => expect(session.refreshUser).toHaveBeenCalled());
    // The shell logs the opening (menu 18) from its route table, so the screen sends none.
    expect(api.callsTo('POST /inasaku/accesslogs')).toHaveLength(0);
  });

  it('requires a display name of at most 50 characters', async () => {
    mockGateway({});
    const { user } = renderScreen(PersonalSettings);
    await fill(user, 'display_name', 'x'.repeat(51));
    expect(await screen.findByText('入力可能な文字数（50文字）を超えています。')).toBeTruthy();
    expect(button('表示名を変更').disabled).toBe(true);
    await user.clear(input('display_name'));
    expect(await screen.findByText('表示名は必須項目です。')).toBeTruthy();
    expect(button('表示名を変更').disabled).toBe(true);
  });
});

describe('PersonalSettings: password', () => {
  async function typePasswords(user: ReturnType<typeof renderScreen>['user'], current = 'OldPass123', next = 'NewPass456') {
    await fill(user, 'current_password', current);
    await fill(user, 'new_password', next);
    await fill(user, 'new_password_confirm', next);
    await waitFor(() => expect(button('パスワードを変更').disabled).toBe(false));
    await user.click(button('パスワードを変更'));
  }

  it('changes the password, toasts and empties the form', async () => {
    const api = mockGateway({ 'POST /auth/change-password': { data: { changed: true } } });
    const { user } = renderScreen(PersonalSettings);
    expect(button('パスワードを変更').disabled).toBe(true);
    await typePasswords(user);
    expect(await screen.findByText('パスワードを変更しました。')).toBeTruthy();
    expect(api.callsTo('POST /auth/change-password')[0].body).toEqual({ current_password: 'OldPass123', new_password: 'NewPass456' });
    await waitFor(() => expect(input('current_password').value).toBe(''));
  });

  it('says 現在のパスワードが正しくありません。 under the current password', async () => {
    mockGateway({ 'POST /auth/change-password': err(400, 'WRONG_CURRENT_PASSWORD', '現在のパスワードが正しくありません。') });
    const { user } = renderScreen(PersonalSettings);
    await typePasswords(user, 'Wrong1234');
    expect(await screen.findByText('現在のパスワードが正しくありません。')).toBeTruthy();
    expect(screen.queryByText('パスワードを変更しました。')).toBeNull();
  });

  it('shows the attempt-limit message', async () => {
    mockGateway({ 'POST /auth/change-password': err(429, 'LIMIT_EXCEEDED', 'limit') });
    const { user } = renderScreen(PersonalSettings);
    await typePasswords(user);
    expect((await screen.findByRole('alert')).textContent).toContain(LIMIT);
  });

  it('keeps a weak or mismatched new password from being sent', async () => {
    const api = mockGateway({});
    const { user } = renderScreen(PersonalSettings);
    await fill(user, 'current_password', 'OldPass123');
    await fill(user, 'new_password', 'weakpass');
    expect(await screen.findByText('パスワードは8文字以上で、英大文字・英小文字・数字をそれぞれ1文字以上含めてください。')).toBeTruthy();
    await fill(user, 'new_password', 'NewPass456');
    await fill(user, 'new_password_confirm', 'NewPass457');
    expect(await screen.findByText('パスワードが一致しません。')).toBeTruthy();
    expect(button('パスワードを変更').disabled).toBe(true);
    expect(api.callsTo('POST /auth/change-password')).toHaveLength(0);
  });

  it.each([
    [new ApiError(400, 'WRONG_CURRENT_PASSWORD', 'x', 'current_password'), { field: 'current_password', message: '現在のパスワードが正しくありません。' }],
    [new ApiError(401, 'INVALID_CREDENTIALS', 'x'), { field: 'current_password', message: '現在のパスワードが正しくありません。' }],
    [new ApiError(429, 'LIMIT_EXCEEDED', 'x'), { message: LIMIT }],
    [new ApiError(429, 'TOO_MANY_REQUESTS', 'x'), { message: LIMIT }],
    [new ApiError(400, 'VALIDATION_ERROR', '新しいパスワードは必須項目です。', 'new_password'), { field: 'new_password', message: '新しいパスワードは必須項目です。' }],
    [new ApiError(0, 'NETWORK_ERROR', 'x'), { message: 'サーバーへの接続に失敗しました。' }],
  ])('maps %p', (error, expected) => {
    expect(passwordChangeFailure(error)).toEqual(expected);
  });
});

describe('PersonalSettings: leaving', () => {
  it('links the root user to delete-account', async () => {
    mockGateway({});
    const { user } = renderScreen(PersonalSettings, { path: '/personal-settings' });
    expect((byTestId('delete-account-link') as HTMLButtonElement).disabled).toBe(false);
    await user.click(byTestId('delete-account-link')!);
    expect(location().pathname).toBe('/delete-account');
  });

  it('keeps the link disabled for other users and says why', async () => {
    mockGateway({});
    renderScreen(PersonalSettings, { session: { user: MEMBER } });
    expect((byTestId('delete-account-link') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('アカウントを削除できるのはアカウントを作成したユーザーのみです。')).toBeTruthy();
  });
});

describe('DeleteAccount', () => {
  let go: jest.SpyInstance;
  beforeEach(() => {
    go = jest.spyOn(site, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => go.mockRestore());

  it('explains, asks 退会しますか？, deletes, signs out and starts over at /', async () => {
    const api = mockGateway({
      'DELETE /inasaku/signup/accounts': { data: { account_id: 'acc-1', deleted: true } },
      'POST /auth/sign-out': { data: { signed_out: true } },
    });
    const { user } = renderScreen(DeleteAccount, { path: '/delete-account' });
    expect(byTestId('delete-account-notes')!.querySelectorAll('li').length).toBeGreaterThanOrEqual(3);
    await fill(user, 'comment', '高齢のため離農します。');

    await user.click(button('退会する'));
    expect(await screen.findByText('退会しますか？')).toBeTruthy();
    await user.click(dialogButton('いいえ'));
    expect(api.calls).toHaveLength(0);

    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    await user.click(button('退会する'));
    await user.click(await findDialogButton('はい'));
    expect(await screen.findByText('退会手続きが完了しました。ご利用ありがとうございました。')).toBeTruthy();
    expect(api.callsTo('DELETE /inasaku/signup/accounts')[0].body).toEqual({ comment: '高齢のため離農します。' });
    expect(api.callsTo('POST /auth/sign-out')).toHaveLength(1);
    await user.click(dialogButton('OK'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
  });

  it('stays when the deletion fails, with the server message', async () => {
    const api = mockGateway({ 'DELETE /inasaku/signup/accounts': err(500, 'INTERNAL_ERROR', 'サーバーでエラーが発生しました。') });
    const { user } = renderScreen(DeleteAccount);
    await user.click(button('退会する'));
    await user.click(await findDialogButton('はい'));
    expect(await screen.findByText('サーバーでエラーが発生しました。')).toBeTruthy();
    expect(api.callsTo('POST /auth/sign-out')).toHaveLength(0);
    expect(go).not.toHaveBeenCalled();
  });

  it('cancel goes back to personal settings', async () => {
    mockGateway({});
    const { user } = renderScreen(DeleteAccount, { path: '/delete-account' });
    await user.click(button('キャンセル'));
    expect(location().pathname).toBe('/personal-settings');
  });

  it('is refused to a user who is not the root user', async () => {
    mockGateway({});
    renderScreen(DeleteAccount, { session: { user: MEMBER } });
    expect(screen.getByText('アカウントを削除できるのはアカウントを作成したユーザーのみです。')).toBeTruthy();
    expect(screen.queryByText('退会する')).toBeNull();
  });
});
