import type { AccountUser } from '@inasaku/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  button, byTestId, dialogButton, err, fill, input, location, MEMBER, mockGateway, renderScreen, ROOT,
} from '../settings/test-render.spec-support';
import UserDetail from './UserDetail';
import Users from './Users';
import { readUserDetail, userDetailPermissions } from './user-route';

function accountUser(i: number, overrides: Partial<AccountUser> = {}): AccountUser {
  const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  return {
    user_id: id,
    username: `user${i}@example.jp`,
    email: `user${i}@example.jp`,
    display_name: `ユーザー${i}`,
    color: '#64B5F6',
    is_root_user: false,
    status: 'CONFIRMED',
    created_at: '2026-04-01T09:00:00+09:00',
    ...overrides,
  };
}

const ROOT_ROW = accountUser(0, { user_id: ROOT.user_id, username: ROOT.email, email: ROOT.email, display_name: ROOT.display_name, is_root_user: true, color: '#E57373' });
const MEMBER_ROW = accountUser(1, { user_id: MEMBER.user_id, username: MEMBER.email, email: MEMBER.email, display_name: MEMBER.display_name });
const OTHER_ROW = accountUser(2, { status: 'FORCE_CHANGE_PASSWORD' });

const rows = () => [...document.querySelectorAll('[data-testid="user-row"]')] as HTMLElement[];

/** The table's spinner lets no click through; it goes one render after the rows arrive. */
async function listShows(count: number) {
  await waitFor(() => expect(rows()).toHaveLength(count));
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
}

describe('Users list', () => {
  it('shows name, e-mail and colour, 20 at a time with もっと見る continuing after the last user', async () => {
    const first = [ROOT_ROW, ...Array.from({ length: 19 }, (_, i) => accountUser(i + 10))];
    const second = Array.from({ length: 5 }, (_, i) => accountUser(i + 40));
    const api = mockGateway({
      'GET /inasaku/users': [{ data: { list: first, total_count: 25 } }, { data: { list: second, total_count: 25 } }],
    });
    const { user } = renderScreen(Users, { path: '/users' });

    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(rows()[0].textContent).toContain('田中太郎');
    expect(rows()[0].textContent).toContain('root@example.jp');
    expect(rows()[0].textContent).toContain('アカウント作成者');
    expect(within(rows()[0]).getByTestId('user-color-swatch').dataset.color).toBe('#E57373');
    expect(byTestId('users-count')!.textContent).toBe('25人中 20人を表示');

    await user.click(button('もっと見る'));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(byTestId('users-more')).toBeNull();
    const calls = (global.fetch as jest.Mock).mock.calls.map((c) => String(c[0]));
    expect(calls[0]).toBe('/inasaku/users?count=20');
    expect(calls[1]).toBe(`/inasaku/users?count=20&latest_user_id=${first[19].user_id}&skip_page=0`);
    expect(api.callsTo('GET /inasaku/users')).toHaveLength(2);
  });

  it('offers the add button to the root user only', async () => {
    mockGateway({ 'GET /inasaku/users': { data: { list: [ROOT_ROW, MEMBER_ROW], total_count: 2 } } });
    const root = renderScreen(Users, { path: '/users' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(byTestId('user-add')).not.toBeNull();
    root.unmount();

    renderScreen(Users, { path: '/users', session: { user: MEMBER } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(byTestId('user-add')).toBeNull();
    expect(screen.queryByText('ユーザーを追加')).toBeNull();
  });

  it('opens a user for editing and the add form with the route params', async () => {
    mockGateway({ 'GET /inasaku/users': { data: { list: [ROOT_ROW, OTHER_ROW], total_count: 2 } } });
    const { user } = renderScreen(Users, { path: '/users' });
    await listShows(2);
    expect(rows()[1].textContent).toContain('仮パスワード');
    await user.click(rows()[1]);
    expect(location().pathname).toBe('/users/detail');
    expect(location().search).toBe(`?viewMode=e&user_id=${OTHER_ROW.user_id}`);
    expect(location().state).toEqual({ viewMode: 'e', viewData: OTHER_ROW, prmIsRootUser: true });
  });

  it('shows why the list could not be read, and reads it again', async () => {
    mockGateway({
      'GET /inasaku/users': [err(500, 'INTERNAL_ERROR', 'サーバーでエラーが発生しました。'), { data: { list: [ROOT_ROW], total_count: 1 } }],
    });
    const { user } = renderScreen(Users, { path: '/users' });
    expect((await screen.findByRole('alert')).textContent).toContain('サーバーでエラーが発生しました。');
    await user.click(button('再読み込み'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('userDetailPermissions (spec 001 §5, §6)', () => {
  it.each([
    // adding, isRoot, ownRecord, readOnly -> canSave, canDelete
    [true, true, false, false, true, false],
    [true, false, false, false, false, false],
    [true, true, false, true, false, false],
    [false, true, false, false, true, true],
    [false, true, true, false, true, false],
    [false, false, true, false, true, false],
    [false, false, false, false, false, false],
    [false, true, false, true, false, false],
    [false, true, true, true, true, false],
    [false, false, true, true, true, false],
  ])('adding %p root %p own %p readOnly %p -> save %p delete %p', (adding, isRoot, ownRecord, readOnly, canSave, canDelete) => {
    expect(userDetailPermissions({ adding, isRoot, ownRecord, readOnly })).toEqual({ canSave, canDelete });
  });

  it('reads the mode from the router state, else from the query', () => {
    expect(readUserDetail({ viewMode: 'e', viewData: OTHER_ROW }, '')).toEqual({ viewMode: 'e', viewData: OTHER_ROW, userId: OTHER_ROW.user_id });
    expect(readUserDetail(null, `?viewMode=e&user_id=${OTHER_ROW.user_id}`)).toEqual({ viewMode: 'e', userId: OTHER_ROW.user_id });
    expect(readUserDetail(null, '?viewMode=a')).toEqual({ viewMode: 'a' });
    expect(readUserDetail(null, '?viewMode=e')).toEqual({ viewMode: 'a' });
  });
});

const edit = (target: AccountUser) => ({ path: `/users/detail?viewMode=e&user_id=${target.user_id}`, state: { viewMode: 'e', viewData: target } });
const add = { path: '/users/detail?viewMode=a', state: { viewMode: 'a' } };

describe('UserDetail: add', () => {
  it('validates the e-mail: valid, printable ASCII, at most 128, required', async () => {
    mockGateway({});
    const { user } = renderScreen(UserDetail, add);
    expect(screen.getByText('ユーザーの追加')).toBeTruthy();
    expect(button('登録').disabled).toBe(true);
    await fill(user, 'email', 'jiro@');
    expect(await screen.findByText('有効なメールアドレスを入力してください。')).toBeTruthy();
    await fill(user, 'email', 'じろう@example.jp');
    expect(await screen.findByText('半角英数字記号で入力してください。')).toBeTruthy();
    await fill(user, 'email', `${'a'.repeat(120)}@example.jp`);
    expect(await screen.findByText('入力可能な文字数（128文字）を超えています。')).toBeTruthy();
    await user.clear(input('email'));
    expect(await screen.findByText('メールアドレスは必須項目です。')).toBeTruthy();
    expect(button('登録').disabled).toBe(true);
  });

  it('validates the display name: required, at most 50', async () => {
    mockGateway({});
    const { user } = renderScreen(UserDetail, add);
    await fill(user, 'email', 'jiro@example.jp');
    await fill(user, 'display_name', 'あ'.repeat(51));
    expect(await screen.findByText('入力可能な文字数（50文字）を超えています。')).toBeTruthy();
    expect(button('登録').disabled).toBe(true);
    await user.clear(input('display_name'));
    expect(await screen.findByText('表示名は必須項目です。')).toBeTruthy();
    expect(button('登録').disabled).toBe(true);
  });

  it('adds the user and says that a temporary password was mailed', async () => {
    const api = mockGateway({ 'POST /adminCreateUser': { data: { User: {} } } });
    const { user } = renderScreen(UserDetail, add);
    await fill(user, 'email', 'jiro@example.jp');
    await fill(user, 'display_name', '鈴木次郎');
    await user.click(byTestId('user-color-81C784')!);
    expect(byTestId('user-color-81C784')!.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(button('登録').disabled).toBe(false));
    await user.click(button('登録'));
    expect(
      await screen.findByText('jiro@example.jp 宛てに仮パスワードをお送りしました。初回サインイン時に新しいパスワードの設定が必要です。'),
    ).toBeTruthy();
    expect(api.callsTo('POST /adminCreateUser')[0].body).toEqual({ email: 'jiro@example.jp', displayName: '鈴木次郎', color: '#81C784' });
    await user.click(dialogButton('OK'));
    await waitFor(() => expect(location().pathname).toBe('/users'));
  });

  it('defaults to the first colour', async () => {
    mockGateway({});
    renderScreen(UserDetail, add);
    expect(byTestId('user-color-E57373')!.getAttribute('aria-checked')).toBe('true');
    expect(document.querySelectorAll('[role="radio"]')).toHaveLength(12);
  });

  it('shows a registered address under the e-mail field', async () => {
    mockGateway({
      'POST /adminCreateUser': { status: 409, error: { code: 'USERNAME_EXISTS', message: '登録済みのメールアドレスです。', field: 'email' } as never },
    });
    const { user } = renderScreen(UserDetail, add);
    await fill(user, 'email', 'taken@example.jp');
    await fill(user, 'display_name', '重複');
    await waitFor(() => expect(button('登録').disabled).toBe(false));
    await user.click(button('登録'));
    expect(await screen.findByText('登録済みのメールアドレスです。')).toBeTruthy();
    expect(location().pathname).toBe('/users/detail');
  });

  it('is locked for a user who is not the root user', async () => {
    mockGateway({});
    renderScreen(UserDetail, { ...add, session: { user: MEMBER } });
    expect(screen.getByText('ユーザーを追加できるのはアカウントを作成したユーザーのみです。')).toBeTruthy();
    expect(button('登録').disabled).toBe(true);
    expect(input('email').disabled).toBe(true);
    expect(button('キャンセル').disabled).toBe(false);
  });
});

describe('UserDetail: edit', () => {
  it('lets a user save their own record, never delete it, and refreshes the session', async () => {
    const api = mockGateway({ 'POST /adminUpdateUser': { data: { User: {} } } });
    const { user, session } = renderScreen(UserDetail, { ...edit(MEMBER_ROW), session: { user: MEMBER } });
    expect(byTestId('user-email-text')!.textContent).toBe(MEMBER.email);
    expect(input('email')).toBeNull();
    expect(button('削除').disabled).toBe(true);

    await fill(user, 'display_name', '佐藤はなこ');
    await user.click(byTestId('user-color-FFD54F')!);
    await waitFor(() => expect(button('保存').disabled).toBe(false));
    await user.click(button('保存'));
    expect(await screen.findByText('変更を保存しました。')).toBeTruthy();
    expect(api.callsTo('POST /adminUpdateUser')[0].body).toEqual({ username: MEMBER.email, displayName: '佐藤はなこ', color: '#FFD54F' });
    expect(session.refreshUser).toHaveBeenCalled();
    await waitFor(() => expect(location().pathname).toBe('/users'));
  });

  it("keeps someone else's record read-only for a user who is not the root user", async () => {
    mockGateway({});
    renderScreen(UserDetail, { ...edit(ROOT_ROW), session: { user: MEMBER } });
    expect(screen.getByText('ご自身以外のユーザー情報は変更できません。')).toBeTruthy();
    expect(button('保存').disabled).toBe(true);
    expect(button('削除').disabled).toBe(true);
    expect(input('display_name').disabled).toBe(true);
  });

  it('lets the root user delete another user after 削除しますか？', async () => {
    const api = mockGateway({ 'POST /adminDeleteUser': { data: { Username: OTHER_ROW.username, user_id: OTHER_ROW.user_id, deleted: true } } });
    const { user } = renderScreen(UserDetail, edit(OTHER_ROW));
    expect(button('保存').disabled).toBe(false);
    await user.click(button('削除'));
    expect(await screen.findByText('削除しますか？')).toBeTruthy();
    await user.click(dialogButton('いいえ'));
    expect(api.callsTo('POST /adminDeleteUser')).toHaveLength(0);

    await user.click(button('削除'));
    await user.click(dialogButton('はい'));
    expect(await screen.findByText('ユーザーを削除しました。')).toBeTruthy();
    expect(api.callsTo('POST /adminDeleteUser')[0].body).toEqual({ username: OTHER_ROW.username });
    await waitFor(() => expect(location().pathname).toBe('/users'));
  });

  it('never lets the root user delete themselves', async () => {
    mockGateway({});
    renderScreen(UserDetail, edit(ROOT_ROW));
    expect(button('保存').disabled).toBe(false);
    expect(button('削除').disabled).toBe(true);
  });

  it("locks others' records for the root user of an expired account", async () => {
    mockGateway({});
    renderScreen(UserDetail, { ...edit(OTHER_ROW), session: { expired: true, canEdit: false } });
    expect(screen.getByText('閲覧専用モードのため、ご自身以外のユーザー情報は変更できません。')).toBeTruthy();
    expect(button('保存').disabled).toBe(true);
    expect(button('削除').disabled).toBe(true);
  });

  it('shows the server message when the change is refused', async () => {
    mockGateway({ 'POST /adminUpdateUser': err(403, 'FORBIDDEN', 'ご自身以外のユーザー情報は変更できません。') });
    const { user } = renderScreen(UserDetail, edit(OTHER_ROW));
    await fill(user, 'display_name', '変更');
    await waitFor(() => expect(button('保存').disabled).toBe(false));
    await user.click(button('保存'));
    expect(await screen.findByText('ご自身以外のユーザー情報は変更できません。')).toBeTruthy();
    expect(location().pathname).toBe('/users/detail');
  });

  it('reads the user again after a reload (only the id in the query)', async () => {
    mockGateway({ 'GET /inasaku/users': { data: { list: [ROOT_ROW, OTHER_ROW], total_count: 2 } } });
    renderScreen(UserDetail, { path: `/users/detail?viewMode=e&user_id=${OTHER_ROW.user_id}` });
    await waitFor(() => expect(input('display_name')?.value).toBe(OTHER_ROW.display_name));
    expect(byTestId('user-email-text')!.textContent).toBe(OTHER_ROW.email);
  });

  it('goes back to the list when the user no longer exists', async () => {
    mockGateway({ 'GET /inasaku/users': { data: { list: [ROOT_ROW], total_count: 1 } } });
    renderScreen(UserDetail, { path: `/users/detail?viewMode=e&user_id=${OTHER_ROW.user_id}` });
    await waitFor(() => expect(location().pathname).toBe('/users'));
    expect(await screen.findByText('ユーザーが見つかりません。')).toBeTruthy();
  });
});
